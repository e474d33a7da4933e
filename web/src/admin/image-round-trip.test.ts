import { describe, expect, it } from 'vitest';
import { filePath } from '@shop/core/shared/files';
import { toFormValues, toRequestBody } from '../components/resource/form-values';
import type { AnyResource, Row } from '../components/resource/types';
import { brandResource } from './brand/brand.resource';
import { menuResource } from './menu/menu.resource';
import { productResource } from './product/product.resource';

/**
 * Save twice through the form: the record as the API answers it → form values → request body, then
 * the API's answer to that body → form → body again. Image fields must carry the upload key both
 * times (never `/api/files/…`, which the API refuses), and the body must pass the API's own schema.
 */
const KEY = 'uploads/2025/05/01hzyk0d9m3v8w2q4t6s8x0b1c.png';
const KEY2 = 'uploads/2025/05/01hzyk0d9m3v8w2q4t6s8x0b1d.jpg';

async function save(definition: AnyResource, item: Row): Promise<Record<string, unknown>> {
  const body = toRequestBody(definition, toFormValues(definition, item), 'edit', 'default', String(item.id));
  // Async: rich text is sanitised by a parser that loads on first use.
  const parsed = await definition.schema('edit').safeParseAsync(body);
  expect(parsed.success, JSON.stringify(parsed.error)).toBe(true);
  return body;
}

/** What the API answers after storing `body`: the stored keys and the paths it derives from them. */
function answer(item: Row, body: Record<string, unknown>): Row {
  const next: Row = { ...item, ...body };
  if ('image' in body) next.image_path = filePath(body.image as string | null);
  if ('image_list' in body) next.image_path_list = (body.image_list as string[]).map((k) => filePath(k));
  return next;
}

async function saveTwice(definition: AnyResource, item: Row) {
  const first = await save(definition, item);
  const second = await save(definition, answer(item, first));
  expect(second).toEqual(first);
  return first;
}

describe('forms send back the image keys the API answered', () => {
  it('brand: the image widget keeps the key (not image_path) across two saves', async () => {
    const item = {
      id: 3,
      title: 'Northwind',
      url: 'northwind',
      enabled: true,
      short_description: '<p>Short</p>',
      description: `<p><img src="/api/files/${KEY2}"></p>`,
      image: KEY,
      image_path: filePath(KEY),
      updated_at: '2025-05-01T00:00:00.000Z',
    };
    const body = await saveTwice(brandResource as unknown as AnyResource, item);
    expect(body.image).toBe(KEY);
    expect(body.description).toBe(item.description);
    expect(body).not.toHaveProperty('image_path');
  });

  it('menu: the image widget keeps the key across two saves', async () => {
    const item = {
      id: 4,
      parent_id: null,
      title: 'Shirts',
      type: 'category',
      url: 'shirts',
      order: 100,
      enabled: true,
      open_in_current_tab: true,
      display_in_mobile: true,
      display_in_desktop: true,
      image: KEY,
      image_path: filePath(KEY),
      short_description: '',
      meta_title: '',
      meta_description: '',
      updated_at: '2025-05-01T00:00:00.000Z',
    };
    expect((await saveTwice(menuResource as unknown as AnyResource, item)).image).toBe(KEY);
  });

  it('product: image list, commission rows and variants come back as sent', async () => {
    const item = {
      id: 5,
      type: 'general',
      name: 'Tee',
      sku: 'TEE',
      url: 'tee',
      description: '<p>Soft</p>',
      meta_title: '',
      meta_description: '',
      is_new: true,
      is_featured: false,
      is_hot: false,
      visibled: true,
      has_expiry_date: false,
      track_inventories: true,
      is_approval_required: null,
      form_id: null,
      brand_id: 2,
      categories: [7],
      image_list: [KEY, KEY2],
      image_path_list: [filePath(KEY), filePath(KEY2)],
      image_path: filePath(KEY),
      options: [{ key: 'size', values: ['S', 'M'] }],
      stocks: [
        { id: 11, sku: 'TEE-S', barcode: null, price: '19.90', special_price: null, visibled: true, attributes: { size: 'S' } },
        { id: 12, sku: 'TEE-M', barcode: '123', price: '19.90', special_price: '15.00', visibled: true, attributes: { size: 'M' } },
      ],
      commissions: [
        { level: 1, percentage: '5.00' },
        { level: 2, percentage: '2.50' },
      ],
      updated_at: '2025-05-01T00:00:00.000Z',
    };
    const body = await saveTwice(productResource as unknown as AnyResource, item);
    expect(body.image_list).toEqual([KEY, KEY2]);
    expect(body.commissions).toEqual(item.commissions);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/core/shared/errors';
import { product } from '../catalog-testing.js';
import { adminToken, call, uploadImage } from '../testing.js';

let token: string;
let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++n}`;

beforeAll(async () => {
  token = await adminToken();
});

/** Values an image field must refuse: paths, URLs, traversal, and well-shaped keys nobody uploaded. */
const NOT_UPLOADED = [
  '../../etc/passwd',
  'uploads/../../secret.png',
  '/api/files/uploads/2025/01/01hzzzzzzzzzzzzzzzzzzzzzzz.png',
  'https://evil.example/x.png',
  'uploads/2025/01/abc.png',
  'uploads/2025/01/01jaaaaaaaaaaaaaaaaaaaaaaa.png',
];

const refused = (field: string) => ({ messages: { [field]: [MESSAGES.notUploaded] } });

/** Everything but `updated_at`, which a save always moves. */
const settled = (body: Record<string, unknown>) => {
  const { updated_at: _ignored, ...rest } = body;
  return rest;
};

/** GET → PUT the very body → GET, twice: the record must come back unchanged each time. */
async function saveTwice(path: string) {
  const first = (await call('GET', path, { token })).body;
  for (let round = 1; round <= 2; round++) {
    const current = (await call('GET', path, { token })).body;
    const saved = await call('PUT', path, { token, json: current });
    expect(saved.status, `save ${round}: ${JSON.stringify(saved.body)}`).toBe(200);
    const after = (await call('GET', path, { token })).body;
    expect(settled(after), `after save ${round}`).toEqual(settled(first));
  }
  return first;
}

describe('image fields accept only keys of uploaded objects', () => {
  it('brand image: paths, URLs, traversal and unknown keys are refused with 422 on image, and nothing is stored', async () => {
    for (const image of NOT_UPLOADED) {
      const url = unique('refused-brand');
      const reply = await call('POST', '/api/admin/brand', { token, json: { title: 'Refused', url, image } });
      expect(reply.status, image).toBe(422);
      expect(reply.body, image).toEqual(refused('image'));
      expect((await call('GET', `/api/admin/brand?search=${url}`, { token })).body.total, image).toBe(0);
    }
    const key = await uploadImage(token);
    const created = await call('POST', '/api/admin/brand', { token, json: { title: 'Pictured', url: unique('pictured'), image: key } });
    expect(created.status).toBe(201);
    for (const image of NOT_UPLOADED) {
      const reply = await call('PUT', `/api/admin/brand/${created.body.id}`, { token, json: { ...created.body, image } });
      expect(reply.body, image).toEqual(refused('image'));
    }
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Pictured');
    form.set('url', created.body.url);
    form.set('image', '../../etc/passwd');
    expect((await call('POST', `/api/admin/brand/${created.body.id}`, { token, form })).body).toEqual(refused('image'));
    expect((await call('GET', `/api/admin/brand/${created.body.id}`, { token })).body.image).toBe(key);
  });

  it('menu image: refused on create and update; an uploaded key is kept and an empty one clears it', async () => {
    const url = unique('menu');
    for (const image of NOT_UPLOADED) {
      const reply = await call('POST', '/api/admin/menu', { token, json: { title: 'Menu', type: 'page', url, image } });
      expect(reply.body, image).toEqual(refused('image'));
    }
    const key = await uploadImage(token);
    const created = await call('POST', '/api/admin/menu', { token, json: { title: 'Menu', type: 'page', url, image: key } });
    expect(created.status).toBe(201);
    const traversal = await call('PUT', `/api/admin/menu/${created.body.id}`, { token, json: { image: '../../etc/passwd' } });
    expect(traversal.body).toEqual(refused('image'));
    expect((await call('GET', `/api/admin/menu/${created.body.id}`, { token })).body.image).toBe(key);
    const cleared = await call('PUT', `/api/admin/menu/${created.body.id}`, { token, json: { image: '' } });
    expect(cleared.body).toMatchObject({ image: null, image_path: null });
  });

  it('product image_list: each entry must be an uploaded key; the message names the entry', async () => {
    const [a, b] = [await uploadImage(token), await uploadImage(token)];
    const refusedCreate = await call('POST', '/api/admin/product', {
      token,
      json: {
        name: 'Pictures',
        url: unique('pictures'),
        sku: unique('PIC'),
        image_list: [a, '../../etc/passwd', b],
        stocks: [{ sku: unique('PIC-1'), price: '1' }],
      },
    });
    expect(refusedCreate.status).toBe(422);
    expect(refusedCreate.body).toEqual(refused('image_list.1'));
    const unknown = await call('POST', '/api/admin/product', {
      token,
      json: {
        name: 'Pictures',
        url: unique('pictures'),
        sku: unique('PIC'),
        image_list: ['uploads/2025/01/01jaaaaaaaaaaaaaaaaaaaaaaa.png'],
        stocks: [{ sku: unique('PIC-1'), price: '1' }],
      },
    });
    expect(unknown.body).toEqual(refused('image_list.0'));
    const created = await product(token, { image_list: [a, b] });
    const update = await call('PUT', `/api/admin/product/${created.id}`, {
      token,
      json: { ...created, image_list: [b, 'https://evil.example/x.png'] },
    });
    expect(update.body).toEqual(refused('image_list.1'));
    expect((await call('GET', `/api/admin/product/${created.id}`, { token })).body.image_list).toEqual([a, b]);
  });
});

describe('save twice: what the API answers can be sent back unchanged', () => {
  it('brand: image, rich short description and description with an uploaded picture', async () => {
    const key = await uploadImage(token);
    const inline = await uploadImage(token);
    const created = await call('POST', '/api/admin/brand', {
      token,
      json: {
        title: 'Round trip',
        url: unique('round-trip'),
        image: key,
        short_description: '<p><strong>Short</strong> text</p>',
        description: `<h2>Story</h2><p>Made <em>well</em>.</p><p><img src="/api/files/${inline}" alt="inline" /></p>`,
      },
    });
    expect(created.status).toBe(201);
    const first = await saveTwice(`/api/admin/brand/${created.body.id}`);
    expect(first).toMatchObject({ image: key, image_path: `/api/files/${key}` });
    expect((await call('GET', first.image_path)).status).toBe(200);
  });

  it('menu: image and translated fields', async () => {
    const key = await uploadImage(token);
    const created = await call('POST', '/api/admin/menu', {
      token,
      json: {
        title: 'Round menu',
        type: 'category',
        url: unique('round-menu'),
        image: key,
        short_description: 'Short',
        meta_title: 'Meta',
      },
    });
    expect(created.status).toBe(201);
    const first = await saveTwice(`/api/admin/menu/${created.body.id}`);
    expect(first).toMatchObject({ image: key, image_path: `/api/files/${key}` });
  });

  it('product: image list, variants, commission rows, categories, brand and rich description', async () => {
    const images = [await uploadImage(token), await uploadImage(token)];
    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Maker', url: unique('maker') } });
    const category = await call('POST', '/api/admin/menu', { token, json: { title: 'Shirts', type: 'category', url: unique('shirts') } });
    const created = await product(token, {
      image_list: images,
      brand_id: brand.body.id,
      categories: [category.body.id],
      is_new: true,
      is_hot: true,
      description: `<p>Soft <strong>cotton</strong></p><p><img src="/api/files/${images[0]}" /></p>`,
      meta_title: 'Meta',
      commissions: [
        { level: 1, percentage: '5' },
        { level: 2, percentage: '2.5' },
      ],
    });
    const first = await saveTwice(`/api/admin/product/${created.id}`);
    expect(first).toMatchObject({
      image_list: images,
      image_path_list: images.map((key) => `/api/files/${key}`),
      commissions: [
        { level: 1, percentage: '5.00' },
        { level: 2, percentage: '2.50' },
      ],
      brand_id: brand.body.id,
      categories: [category.body.id],
    });
  });
});

describe('GET /api/files/…', () => {
  it('answers 400 with messages for malformed percent-encoding, 404 for keys that name nothing', async () => {
    for (const path of ['/api/files/uploads/%E0%A4%A', '/api/files/%', '/api/files/uploads/2025/01/%zz.png', '/api/files/%C0%AF']) {
      const reply = await call('GET', path);
      expect(reply.status, path).toBe(400);
      expect(reply.body, path).toEqual({ messages: MESSAGES.malformedPath });
    }
    for (const path of ['/api/files/uploads/%2e%2e/%2e%2e/etc/passwd', '/api/files/uploads/2025/01/01jaaaaaaaaaaaaaaaaaaaaaaa.png']) {
      const reply = await call('GET', path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toHaveProperty('messages');
    }
  });
});

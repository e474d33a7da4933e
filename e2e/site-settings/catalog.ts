import type { APIRequestContext } from '../fixtures';
import { apiAdminToken, bearer, unique } from '../helpers';
import { apiPost } from '../ui-helpers';
import { expect } from './site';

export interface ShelfProduct {
  id: number;
  name: string;
  url: string;
  stockId: number;
}

/**
 * A new category holding one product per entry (one variant each, stock not tracked, so always in
 * stock), created in this order: the listing's "newest" order is the reverse.
 */
export async function shelf(
  request: APIRequestContext,
  entries: { name: string; price: string; special_price?: string }[],
): Promise<{ id: number; title: string; url: string; products: ShelfProduct[] }> {
  const tag = unique('shelf');
  const title = `Rain gear ${tag}`;
  const category = await apiPost<{ id: number; url: string }>(request, 'menu', { title, type: 'category', url: `rain-${tag}` });
  const products: ShelfProduct[] = [];
  for (const [i, entry] of entries.entries()) {
    const sku = `${tag}-${String(i)}`.toUpperCase();
    const created = await apiPost<{ id: number; url: string; stocks: { id: number }[] }>(request, 'product', {
      name: `${entry.name} ${tag}`,
      url: sku.toLowerCase(),
      sku,
      categories: [category.id],
      track_inventories: false,
      stocks: [{ sku: `${sku}-V`, price: entry.price, special_price: entry.special_price }],
    });
    products.push({ id: created.id, name: `${entry.name} ${tag}`, url: created.url, stockId: created.stocks[0]!.id });
  }
  return { id: category.id, title, url: category.url, products };
}

/**
 * Saves `fields` of a product or a menu in another content language, the way the admin form does:
 * the item as read in that language, with those fields changed, sent back with `?language=`.
 */
export async function translate(
  request: APIRequestContext,
  resource: 'product' | 'menu',
  id: number,
  language: string,
  fields: Record<string, string>,
): Promise<void> {
  const headers = bearer(await apiAdminToken(request));
  const read = await request.get(`/api/admin/${resource}/${String(id)}`, { headers, params: { language } });
  expect(read.status(), await read.text()).toBe(200);
  const item = (await read.json()) as Record<string, unknown>;
  const saved = await request.put(`/api/admin/${resource}/${String(id)}`, { headers, params: { language }, data: { ...item, ...fields } });
  expect(saved.status(), await saved.text()).toBe(200);
}

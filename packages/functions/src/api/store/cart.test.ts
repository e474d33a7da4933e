import { measureReads } from '@shop/core/shared/read-meter';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let token: string;
let shop: { id: number };

/** A registered shopper's token. */
async function shopperToken(): Promise<string> {
  const email = `cart-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return reply.body.token as string;
}

/** A product of 4 variants; the first has `stock` units in the sale warehouse (and 50 elsewhere, which never count). */
async function onSale(stock: number) {
  const p = await product(token);
  const depot = await warehouse(token);
  const [first, second] = p.stocks as { id: number }[];
  if (stock > 0)
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: first!.id, warehouse_id: shop.id, quantity: stock } });
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: first!.id, warehouse_id: depot.id, quantity: 50 } });
  return { p, stockId: first!.id, otherId: second!.id };
}

async function configure(json: Record<string, unknown>) {
  const reply = await call('PUT', '/api/admin/configuration', { token, json });
  expect(reply.status).toBe(200);
}

const add = (json: Record<string, unknown>, auth?: string) => call('POST', '/api/cart/item', { json, ...(auth ? { token: auth } : {}) });

beforeAll(async () => {
  token = await adminToken();
  shop = await warehouse(token);
  await configure({ warehouse_id: shop.id, warehouse_enabled: 1, catalog_mode: 0, member_only: 0 });
});

describe('storefront cart (POST /api/cart, /api/cart/item)', () => {
  it('creates the cart on the first call, with the cart_id cookie, and finds it again by the cookie or the body', async () => {
    const first = await call('POST', '/api/cart', { json: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ items: [], count: 0, subtotal: '0.00', ready: false });
    const cartId = first.body.cart_id as string;
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.headers.get('set-cookie')).toMatch(new RegExp(`^cart_id=${cartId}; Max-Age=2592000; Path=/; SameSite=Lax`));

    const { stockId } = await onSale(5);
    const added = await add({ stock_id: stockId, quantity: 2, cart_id: cartId });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ cart_id: cartId, count: 2, subtotal: '39.80', ready: true });
    expect(added.body.items[0]).toMatchObject({
      stock_id: stockId,
      quantity: 2,
      unit_price: '19.90',
      line_total: '39.80',
      available_inventories: 5,
    });
    // The cookie alone names the same cart.
    const byCookie = await call('POST', '/api/cart', { json: {}, headers: { cookie: `cart_id=${cartId}` } });
    expect(byCookie.body.cart_id).toBe(cartId);
    expect(byCookie.body.count).toBe(2);
    // An unknown id starts a new cart instead of answering someone else's.
    const unknown = await call('POST', '/api/cart', { json: { cart_id: 'no-such-cart' } });
    expect(unknown.body.cart_id).not.toBe('no-such-cart');
    expect(unknown.body.items).toEqual([]);
  });

  it('answers the section 8 keys: nothing selected, less than one, more than the stock counting the cart', async () => {
    const { stockId } = await onSale(3);
    const cartId = (await call('POST', '/api/cart', { json: {} })).body.cart_id as string;
    expect((await add({ quantity: 1, cart_id: cartId })).body.messages).toEqual({ stock_id: ['update_cart_fail_by_not_selected'] });
    expect((await add({ stock_id: 999_999_999, quantity: 1, cart_id: cartId })).body.messages).toEqual({
      stock_id: ['update_cart_fail_by_not_selected'],
    });
    expect((await add({ stock_id: stockId, quantity: 0, cart_id: cartId })).body.messages).toEqual({
      quantity: ['update_cart_fail_by_less_than_one'],
    });
    expect((await add({ stock_id: stockId, quantity: 'x', cart_id: cartId })).status).toBe(422);
    expect((await add({ stock_id: stockId, quantity: 2, cart_id: cartId })).status).toBe(200);
    // 2 in the cart + 2 > 3 left in the sale warehouse (the other warehouse's 50 do not count).
    const over = await add({ stock_id: stockId, quantity: 2, cart_id: cartId });
    expect(over.status).toBe(422);
    expect(over.body.messages).toEqual({ quantity: ['update_cart_fail_by_quantity'] });
    const cart = await call('POST', '/api/cart', { json: { cart_id: cartId } });
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].quantity).toBe(2);
    // The same variant again adds up on its line.
    expect((await add({ stock_id: stockId, quantity: 1, cart_id: cartId })).body.items[0].quantity).toBe(3);
  });

  it('edits and removes lines: a refused edit changes nothing, removing twice answers the cart', async () => {
    const { stockId } = await onSale(4);
    const cartId = (await add({ stock_id: stockId, quantity: 1 })).body.cart_id as string;
    const itemId = (await call('POST', '/api/cart', { json: { cart_id: cartId } })).body.items[0].id as number;
    const over = await call('PUT', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId, quantity: 5 } });
    expect(over.body.messages).toEqual({ quantity: ['update_cart_fail_by_quantity'] });
    const zero = await call('PUT', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId, quantity: 0 } });
    expect(zero.body.messages).toEqual({ quantity: ['update_cart_fail_by_less_than_one'] });
    expect((await call('POST', '/api/cart', { json: { cart_id: cartId } })).body.items[0].quantity).toBe(1);
    const set = await call('PUT', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId, quantity: 4 } });
    expect(set.body).toMatchObject({ count: 4, subtotal: '79.60' });
    const gone = await call('PUT', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId + 7, quantity: 1 } });
    expect(gone.status).toBe(422);
    const removed = await call('DELETE', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId } });
    expect(removed.body).toMatchObject({ items: [], count: 0 });
    expect((await call('DELETE', '/api/cart/item', { json: { cart_id: cartId, item_id: itemId } })).body.items).toEqual([]);
    expect((await call('DELETE', '/api/cart/item', { json: { cart_id: cartId } })).body.messages).toEqual({
      item_id: ['This field is required.'],
    });
  });

  it('adds to a new cart in 3 DynamoDB calls once the variant is known, and to a cart of 3 lines in 4', async () => {
    const { stockId, otherId } = await onSale(10);
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: otherId, warehouse_id: shop.id, quantity: 10 } });
    const third = (await onSale(10)).stockId;
    const cartId = (await add({ stock_id: stockId, quantity: 1 })).body.cart_id as string;
    await add({ stock_id: otherId, quantity: 1, cart_id: cartId });
    // Settings are cached; the variant's product is known from the adds above.
    const fresh = await measureReads(() => add({ stock_id: stockId, quantity: 1 }));
    expect(fresh.result.status).toBe(200);
    // The product and its stock row (two BatchGets) and the cart's Put.
    expect(fresh.reads.requests).toBe(3);
    await add({ stock_id: third, quantity: 1 });
    const existing = await measureReads(() => add({ stock_id: third, quantity: 1, cart_id: cartId }));
    expect(existing.result.body.items).toHaveLength(3);
    // The cart's Get, then the same three however many lines it holds.
    expect(existing.reads.requests).toBe(4);
  });

  it('loses no change when the same cart is changed in parallel', async () => {
    const { stockId, otherId } = await onSale(100);
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: otherId, warehouse_id: shop.id, quantity: 100 } });
    const cartId = (await call('POST', '/api/cart', { json: {} })).body.cart_id as string;
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add({ stock_id: i % 2 ? otherId : stockId, quantity: 1, cart_id: cartId })),
    );
    // A change that lost the race four times is refused (409), never half-applied.
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const landed = replies.filter((r) => r.status === 200).length;
    expect(landed).toBeGreaterThanOrEqual(3);
    const cart = await call('POST', '/api/cart', { json: { cart_id: cartId } });
    expect(cart.body.count).toBe(landed);
  });

  it('shows hidden products as not on sale and refuses adding them', async () => {
    const { p, stockId } = await onSale(5);
    const cartId = (await add({ stock_id: stockId, quantity: 1 })).body.cart_id as string;
    await call('PUT', '/api/admin/product/batch', { token, json: { ids: [p.id], data: { visibled: false } } });
    const cart = await call('POST', '/api/cart', { json: { cart_id: cartId } });
    expect(cart.body.items[0].on_sale).toBe(false);
    expect(cart.body.ready).toBe(false);
    expect((await add({ stock_id: stockId, quantity: 1, cart_id: cartId })).body.messages).toEqual({
      stock_id: ['This product is no longer available.'],
    });
  });

  it('merges a guest cart into the shopper’s at login, capped at the stock, and the guest cart is gone', async () => {
    const { stockId, otherId } = await onSale(4);
    const shopper = await shopperToken();
    await add({ stock_id: stockId, quantity: 3 }, shopper);
    const guestId = (await add({ stock_id: stockId, quantity: 3 })).body.cart_id as string;
    await add({ stock_id: otherId, quantity: 2, cart_id: guestId });

    const merged = await call('POST', '/api/cart', { token: shopper, json: { cart_id: guestId } });
    expect(merged.status).toBe(200);
    expect(merged.body.cart_id).toMatch(/^customer-\d+$/);
    const lines = merged.body.items as { stock_id: number; quantity: number }[];
    // 3 + 3 capped at the 4 in stock; the other variant is not tracked in any warehouse: 0 left, so it is dropped.
    expect(lines.find((l) => l.stock_id === stockId)?.quantity).toBe(4);
    expect(merged.headers.get('set-cookie')).toContain(`cart_id=${merged.body.cart_id as string}`);
    // The guest cart no longer exists: its id starts an empty cart.
    const after = await call('POST', '/api/cart', { json: { cart_id: guestId } });
    expect(after.body.cart_id).not.toBe(guestId);
    // Guests cannot use a shopper's cart id.
    const stolen = await call('POST', '/api/cart', { json: { cart_id: merged.body.cart_id } });
    expect(stolen.body.cart_id).not.toBe(merged.body.cart_id);
    expect(stolen.body.items).toEqual([]);
  });

  it('is refused with 403 by the shop flags: catalogue mode, no sale warehouse, members only for guests', async () => {
    const { stockId } = await onSale(5);
    const shopper = await shopperToken();
    try {
      await configure({ catalog_mode: 1 });
      const closed = await add({ stock_id: stockId, quantity: 1 });
      expect(closed.status).toBe(403);
      expect(closed.body.messages).toBe('The cart is not available in this shop.');
      await configure({ catalog_mode: 0, warehouse_enabled: 0 });
      expect((await call('POST', '/api/cart', { json: {} })).status).toBe(403);
      await configure({ warehouse_enabled: 1, warehouse_id: null });
      expect((await call('POST', '/api/cart', { json: {} })).status).toBe(403);
      await configure({ warehouse_id: shop.id, member_only: 1 });
      const guest = await add({ stock_id: stockId, quantity: 1 });
      expect(guest.status).toBe(403);
      expect(guest.body.messages).toBe('Please log in to use the cart.');
      expect((await add({ stock_id: stockId, quantity: 1 }, shopper)).status).toBe(200);
    } finally {
      await configure({ catalog_mode: 0, warehouse_enabled: 1, warehouse_id: shop.id, member_only: 0 });
    }
  });
});

import { Inventory } from '@shop/core/inventory/inventory';
import { Order } from '@shop/core/order/order';
import { usePayments } from '@shop/core/order/payments';
import { stripeFromEnv } from '@shop/core/order/stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, PNG_BYTES } from '../testing.js';

let token: string;
let saleWarehouse: number;
let standard: { id: number };

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

async function shopperToken(): Promise<string> {
  const email = `order-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return reply.body.token as string;
}

/** A one-variant product at 19.90 with `stock` units in the sale warehouse. */
async function onSale(stock: number) {
  const p = await product(token, {
    options: [],
    stocks: [{ sku: `ORD-${String(Date.now())}-${String(Math.random()).slice(2, 6)}`, price: '19.90' }],
  });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  if (stock > 0)
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: stock } });
  return { productId: p.id as number, stockId };
}

/** A cart holding `quantity` of the variant (a new guest cart, or the shopper's). */
async function cartWith(stockId: number, quantity: number, auth?: string): Promise<string> {
  const reply = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity }, ...(auth ? { token: auth } : {}) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.cart_id as string;
}

const order = (json: Record<string, unknown>, auth?: string) =>
  call('POST', '/api/order', {
    json: { shipping_method_id: standard.id, shipping_address: ADDRESS, billing_address: ADDRESS, payment_method: 'offline', ...json },
    ...(auth ? { token: auth } : {}),
  });

async function stockOf(stockId: number): Promise<number> {
  const rows = await Inventory.ofStock(stockId);
  return rows.filter((r) => r.warehouse_id === saleWarehouse).reduce((sum, r) => sum + r.quantity, 0);
}

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = { name: 'Standard delivery', fee: '30', free_above: '500', countries: ['HKG', 'USA'], enabled: true };
  expect((await call('POST', '/api/admin/shipping', { token, json: method })).status).toBe(201);
  await call('POST', '/api/admin/shipping', { token, json: { ...method, name: 'Closed', enabled: false } });
  const methods = await call('GET', '/api/shipping?country=HKG');
  expect((methods.body as { name: string }[]).map((m) => m.name)).toEqual(['Standard delivery']);
  standard = (methods.body as { id: number }[])[0]!;
  expect((await call('GET', '/api/shipping?country=GBR')).body).toEqual([]);
});

describe('placing an order (POST /api/order)', () => {
  it('takes the stock, snapshots the lines and every amount, and empties the cart, in one go', async () => {
    const { stockId } = await onSale(5);
    const cartId = await cartWith(stockId, 2);
    const placed = await order({ cart_id: cartId, email: 'guest@example.com', comment: 'Ring twice', currency: 'USD' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // 2 × 19.90 + 30.00 shipping (free only from 500).
    expect(placed.body).toMatchObject({
      status: 'pending',
      grand_total: '69.80',
      currency: 'USD',
      payment: { method: 'offline', amount: '69.80', currency: 'HKD' },
    });
    expect(placed.body.order_number).toMatch(/^ORD-\d{6}$/);
    expect(await stockOf(stockId)).toBe(3);
    const history = await call('GET', `/api/admin/inventory/history?stock_id=${String(stockId)}`, { token });
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ quantity: -2, reason: 'Order', reference: placed.body.order_number }),
    );
    // The cart is gone with the order: the same id starts a new, empty cart.
    const cart = await call('POST', '/api/cart', { json: { cart_id: cartId } });
    expect(cart.body.items).toEqual([]);
    // Sending it again finds no cart (a double submit places one order).
    expect((await order({ cart_id: cartId, email: 'guest@example.com' })).body.messages).toEqual({ cart_id: ['Your cart is empty.'] });

    const saved = await Order.get(placed.body.id as number);
    expect(saved).toMatchObject({
      subtotal: '39.80',
      shipping_fee: '30.00',
      discount: '0.00',
      tax: '0.00',
      base_currency: 'HKD',
      currency: { identifier: 'USD', mark: 'US$', rate: 0.128 },
      email: 'guest@example.com',
      shipping_method: { id: standard.id, name: 'Standard delivery' },
      comments: [expect.objectContaining({ from: 'customer', comment: 'Ring twice' })],
    });
    expect(saved.lines[0]).toMatchObject({ stock_id: stockId, unit_price: '19.90', quantity: 2, line_total: '39.80' });
  });

  it('writes only the order the shopper confirmed: a changed cart answers 409 with the new summary and takes nothing', async () => {
    const tee = await onSale(5);
    const tote = await onSale(5);
    const cartId = await cartWith(tee.stockId, 3);
    // Tab B shows 3 × 19.90 + 30.00 = 89.70; tab A then swaps the tee for one tote.
    const confirmed = { lines: [{ stock_id: tee.stockId, quantity: 3 }], grand_total: '89.70' };
    const teeLine = (await call('POST', '/api/cart', { json: { cart_id: cartId } })).body.items[0].id as number;
    expect((await call('DELETE', '/api/cart/item', { json: { cart_id: cartId, item_id: teeLine } })).status).toBe(200);
    expect((await call('POST', '/api/cart/item', { json: { cart_id: cartId, stock_id: tote.stockId, quantity: 1 } })).status).toBe(200);

    const stale = await order({ cart_id: cartId, email: 'guest@example.com', expected: confirmed });
    expect(stale.status, JSON.stringify(stale.body)).toBe(409);
    expect(stale.body).toEqual({
      messages: 'Your order changed since you reviewed it. Please check the new summary and place the order again.',
      summary: {
        lines: [{ stock_id: tote.stockId, name: expect.any(String), quantity: 1, unit_price: '19.90', line_total: '19.90' }],
        subtotal: '19.90',
        shipping_fee: '30.00',
        grand_total: '49.90',
      },
    });
    expect(await stockOf(tote.stockId)).toBe(5);
    expect((await call('POST', '/api/cart', { json: { cart_id: cartId } })).body.items).toHaveLength(1);

    // The same lines at another total (a price or fee changed) are refused too.
    const otherTotal = await order({
      cart_id: cartId,
      email: 'guest@example.com',
      expected: { lines: [{ stock_id: tote.stockId, quantity: 1 }], grand_total: '19.90' },
    });
    expect(otherTotal.status).toBe(409);
    // Confirming what the summary now shows places it.
    const placed = await order({
      cart_id: cartId,
      email: 'guest@example.com',
      expected: { lines: [{ stock_id: tote.stockId, quantity: 1 }], grand_total: '49.9' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.grand_total).toBe('49.90');
    expect(await stockOf(tote.stockId)).toBe(4);
  });

  it('checks what the shopper confirmed like any input', async () => {
    const { stockId } = await onSale(1);
    const cartId = await cartWith(stockId, 1);
    const reply = await order({
      cart_id: cartId,
      email: 'guest@example.com',
      expected: { lines: [{ stock_id: stockId, quantity: 0 }], grand_total: 'lots' },
    });
    expect(reply.status).toBe(422);
    expect(Object.keys(reply.body.messages).sort()).toEqual(['expected.grand_total', 'expected.lines.0.quantity']);
    expect(await stockOf(stockId)).toBe(1);
  });

  it('refuses what cannot be ordered and changes nothing', async () => {
    const { stockId } = await onSale(3);
    const cartId = await cartWith(stockId, 1);
    const refused = async (json: Record<string, unknown>, field: string, message: string) => {
      const reply = await order({ cart_id: cartId, email: 'guest@example.com', ...json });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.messages[field]).toEqual([message]);
    };
    await refused({ email: undefined }, 'email', 'Please enter an email address for the order.');
    // Cash is paid to staff: a shopper cannot choose it at checkout.
    await refused({ payment_method: 'cash' }, 'payment_method', 'Please check your input.');
    await refused(
      { shipping_address: { ...ADDRESS, country: 'FRA' } },
      'shipping_address.country',
      'The shop does not deliver to this country.',
    );
    await refused({ shipping_method_id: 999_999 }, 'shipping_method_id', 'This shipping method is not available for this address.');
    await refused({ currency: 'EUR' }, 'currency', 'This currency is not supported.');
    // Without Stripe keys there is no card payment (this file's stand-in gives the app keys).
    usePayments(undefined);
    try {
      await refused({ payment_method: 'card' }, 'payment_method', 'Card payment is not available; please choose another payment method.');
    } finally {
      usePayments(stripeFromEnv);
    }
    await refused({ shipping_address: 12 }, 'shipping_address', 'The selected address does not exist.');
    expect((await order({ cart_id: cartId, payment_method: 'cash' })).status).toBe(422);
    expect((await order({ cart_id: 'no-such-cart', email: 'a@example.com' })).body.messages).toEqual({ cart_id: ['Your cart is empty.'] });
    // The stock changed after the cart was filled: not enough left.
    await call('POST', '/api/admin/inventory/minus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 3 } });
    await refused({}, 'cart_id', 'Some items in your cart cannot be ordered as they are; please check your cart.');
    expect(await stockOf(stockId)).toBe(0);
    expect((await call('POST', '/api/cart', { json: { cart_id: cartId } })).body.count).toBe(1);
  });

  it('needs a login when guest checkout is off (403), and a shopper orders from a saved address', async () => {
    const { stockId } = await onSale(4);
    const shopper = await shopperToken();
    await call('PUT', '/api/admin/configuration', { token, json: { guest_checkout: 0 } });
    try {
      const guestCart = await cartWith(stockId, 1);
      const guest = await order({ cart_id: guestCart, email: 'g@example.com' });
      expect(guest.status).toBe(403);
      expect(guest.body.messages).toBe('Please log in to check out.');
      await cartWith(stockId, 2, shopper);
      const saved = await call('POST', '/api/address', { token: shopper, json: ADDRESS });
      const placed = await order({ shipping_address: saved.body.id, billing_address: saved.body.id }, shopper);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const mine = await call('GET', '/api/order', { token: shopper });
      expect(mine.body.data).toEqual([expect.objectContaining({ id: placed.body.id, identifier: placed.body.order_number, items: 2 })]);
      const one = await call('GET', `/api/order/${String(placed.body.id)}`, { token: shopper });
      expect(one.body.shipping_address).toEqual(ADDRESS);
      expect(one.body.email).toMatch(/^order-/);
      // Another shopper's order is not found; nor is it for a guest.
      const other = await shopperToken();
      expect((await call('GET', `/api/order/${String(placed.body.id)}`, { token: other })).status).toBe(404);
      expect((await call('POST', `/api/order/${String(placed.body.id)}/comment`, { token: other, json: { comment: 'hi' } })).status).toBe(
        404,
      );
      expect((await call('GET', '/api/order')).status).toBe(401);
      // Comments: an empty one is refused; a sent one comes back with the list.
      expect((await call('POST', `/api/order/${String(placed.body.id)}/comment`, { token: shopper, json: { comment: '  ' } })).status).toBe(
        422,
      );
      const comments = await call('POST', `/api/order/${String(placed.body.id)}/comment`, {
        token: shopper,
        json: { comment: 'Leave at door' },
      });
      expect(comments.body).toEqual([expect.objectContaining({ id: 1, from: 'customer', comment: 'Leave at door' })]);
      // Sent twice at once (a double click): one comment, and both answers say it is saved. Two
      // different comments at once both land.
      const send = (comment: string) => call('POST', `/api/order/${String(placed.body.id)}/comment`, { token: shopper, json: { comment } });
      const twice = await Promise.all([send('Ring the bell'), send('Ring the bell')]);
      expect(twice.map((r) => r.status)).toEqual([200, 200]);
      const both = await Promise.all([send('First floor'), send('Blue door')]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const texts = ((await Order.get(placed.body.id as number)).comments as { comment: string }[]).map((c) => c.comment);
      expect(texts.slice(0, 2)).toEqual(['Leave at door', 'Ring the bell']);
      expect(texts.slice(2).sort()).toEqual(['Blue door', 'First floor']);
      // The proof of a bank transfer: a picture, on their own order only; the order goes to review.
      const proof = (bytes: Uint8Array, auth: string) => {
        const form = new FormData();
        form.append('proof', new File([bytes], 'proof.png', { type: 'image/png' }));
        return call('POST', `/api/order/${String(placed.body.id)}/proof`, { token: auth, form });
      };
      expect((await proof(new TextEncoder().encode('not a picture'), shopper)).body.messages.proof).toEqual([
        'The file must be an image of type: jpeg, png, gif, webp.',
      ]);
      expect((await proof(PNG_BYTES, other)).status).toBe(404);
      const reviewed = await proof(PNG_BYTES, shopper);
      expect(reviewed.status).toBe(200);
      expect(reviewed.body.status).toBe('payment_review');
      expect(reviewed.body.payment.proof).toMatch(/^uploads\/.+\.png$/);
      expect((await proof(PNG_BYTES, shopper)).status).toBe(409);
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { guest_checkout: 1 } });
    }
  });

  it('never oversells: 200 parallel orders for 10 units make exactly 10 orders, and 50 for the last unit make 1', async () => {
    const { stockId } = await onSale(10);
    const carts: string[] = [];
    for (let i = 0; i < 200; i += 20) carts.push(...(await Promise.all(Array.from({ length: 20 }, () => cartWith(stockId, 1)))));
    const replies = await Promise.all(carts.map((cartId) => order({ cart_id: cartId, email: 'race@example.com' })));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(10);
    expect(replies.every((r) => r.status === 201 || r.status === 422)).toBe(true);
    expect(await stockOf(stockId)).toBe(0);
    const history = await call('GET', `/api/admin/inventory/history?stock_id=${String(stockId)}&per_page=100`, { token });
    const moves = history.body.data as { quantity: number; reason: string }[];
    expect(moves.filter((m) => m.reason === 'Order')).toHaveLength(10);
    expect(moves.reduce((sum, m) => sum + m.quantity, 0)).toBe(0);

    const last = await onSale(1);
    const lastCarts = await Promise.all(Array.from({ length: 50 }, () => cartWith(last.stockId, 1)));
    const lastReplies = await Promise.all(lastCarts.map((cartId) => order({ cart_id: cartId, email: 'race@example.com' })));
    expect(lastReplies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await stockOf(last.stockId)).toBe(0);
  }, 180_000);

  it('an order not paid in time is cancelled once and its stock returned once; a guarded transition is refused', async () => {
    const { stockId } = await onSale(4);
    const placed = await order({ cart_id: await cartWith(stockId, 3), email: 'late@example.com' });
    expect(await stockOf(stockId)).toBe(1);
    expect(await Order.cancelUnpaid(new Date(Date.now() + 60 * 60_000))).toBe(0);
    await expect(Order.transition(placed.body.id as number, 'shipped', { by: 'system', admin_id: null })).rejects.toMatchObject({
      status: 409,
    });
    const later = new Date(Date.now() + 73 * 3_600_000);
    expect(await Order.cancelUnpaid(later)).toBeGreaterThanOrEqual(1);
    expect(await Order.cancelUnpaid(later)).toBe(0);
    expect(await stockOf(stockId)).toBe(4);
    const canceled = await Order.get(placed.body.id as number);
    expect(canceled.status).toBe('canceled');
    expect(canceled.status_history.map((s) => s.status)).toEqual(['pending', 'canceled']);
    const history = await call('GET', `/api/admin/inventory/history?stock_id=${String(stockId)}`, { token });
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ quantity: 3, reason: 'Order canceled', reference: placed.body.order_number }),
    );
  });
});

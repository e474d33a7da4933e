import { Addresses } from '@shop/core/customer/address';
import { Inventory } from '@shop/core/inventory/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let saleWarehouse: number;
let methodId: number;
const ADDRESS = { first_name: 'Grace', last_name: 'Hopper', country: 'HKG', contact_number: '+852 5555 0101', address: '3 Pedder Street' };
let n = 0;

/** A one-variant product at 12.50 with `stock` units in the sale warehouse. */
async function onSale(stock: number, price = '12.50') {
  const p = await product(token, {
    options: [],
    stocks: [{ sku: `STAFF-${String(Date.now())}-${String((n += 1))}`, price }],
  });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  if (stock > 0) {
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: stock } });
  }
  return stockId;
}

/** A customer with one saved address; answers their id, email and the address id. */
async function customer() {
  const email = `staff-order-${String(Date.now())}-${String((n += 1))}@example.com`;
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      enabled: true,
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      gender: 'female',
      password: 'Compiler123',
      password_confirmation: 'Compiler123',
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const id = reply.body.id as number;
  const address = await Addresses.create(id, { ...ADDRESS, default_billing: true, default_shipping: true });
  return { id, email, addressId: address.id };
}

const onHand = async (stockId: number) =>
  (await Inventory.ofStock(stockId)).filter((r) => r.warehouse_id === saleWarehouse).reduce((s, r) => s + r.quantity, 0);

const create = (json: Record<string, unknown>, auth = token) => call('POST', '/api/admin/order', { token: auth, json });

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Van', fee: '15', free_above: null, countries: [], enabled: true },
  });
  methodId = method.body.id as number;
});

describe('staff create an order for a customer (POST /api/admin/order)', () => {
  it('prices the lines as a cart, takes the stock with an Order history row, and records the offline payment with who and when', async () => {
    const [a, b] = [await onSale(5), await onSale(2, '40.00')];
    const buyer = await customer();
    const quote = await call('POST', '/api/admin/order/quote', {
      token,
      json: {
        lines: [
          { stock_id: a, quantity: 2 },
          { stock_id: b, quantity: 1 },
        ],
        shipping_method_id: methodId,
        country: 'HKG',
      },
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({
      subtotal: '65.00',
      shipping_fee: '15.00',
      grand_total: '80.00',
      base_currency: 'HKD',
      problems: {},
    });

    const reply = await create({
      customer_id: buyer.id,
      lines: [
        { stock_id: a, quantity: 2 },
        { stock_id: b, quantity: 1 },
      ],
      shipping_method_id: methodId,
      shipping_address: buyer.addressId,
      billing_address: { ...ADDRESS, address: '9 Ice House Street' },
      comment: 'Phoned in',
      status: 'paid',
      payment_method: 'cash',
      payment_note: 'Cash at the counter',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const admin = (await call('GET', '/api/admin', { token })).body as { id: number };
    expect(reply.body).toMatchObject({
      status: 'paid',
      customer_id: buyer.id,
      email: buyer.email,
      subtotal: '65.00',
      shipping_fee: '15.00',
      grand_total: '80.00',
      // Recorded as cash, as staff chose (issue 25 §7), not as a bank transfer.
      payment: { method: 'cash', amount: '80.00', currency: 'HKD' },
      shipping_address: ADDRESS,
      billing_address: { address: '9 Ice House Street' },
      comments: [expect.objectContaining({ from: 'admin', admin_id: admin.id, comment: 'Phoned in' })],
      status_history: [{ status: 'paid', by: 'admin', admin_id: admin.id, note: 'Cash at the counter', at: expect.any(String) }],
    });
    expect(reply.body.lines).toEqual([
      expect.objectContaining({ stock_id: a, unit_price: '12.50', quantity: 2, line_total: '25.00' }),
      expect.objectContaining({ stock_id: b, unit_price: '40.00', quantity: 1, line_total: '40.00' }),
    ]);
    expect(await onHand(a)).toBe(3);
    expect(await onHand(b)).toBe(1);
    const history = await call('GET', `/api/admin/inventory/history?stock_id=${String(a)}`, { token });
    expect(history.body.data).toContainEqual(
      expect.objectContaining({ quantity: -2, reason: 'Order', reference: reply.body.order_number, admin_id: admin.id }),
    );
    // Paid: the customer gets the confirmation; the order is in their history.
    expect((await waitForMail(buyer.email)).subject).toBe(`Order ${String(reply.body.order_number)} is confirmed`);
    const theirs = await call('GET', `/api/admin/order?customer_id=${String(buyer.id)}`, { token });
    expect(theirs.body.data.map((o: { id: number }) => o.id)).toEqual([reply.body.id]);
    const cash = await call('GET', `/api/admin/order?customer_id=${String(buyer.id)}&payment_method=cash`, { token });
    expect(cash.body.data.map((o: { id: number }) => o.id)).toEqual([reply.body.id]);
  });

  it('a repeated submit with the same idempotency key creates one order', async () => {
    const stockId = await onSale(10);
    const buyer = await customer();
    const json = {
      customer_id: buyer.id,
      lines: [{ stock_id: stockId, quantity: 1 }],
      shipping_method_id: methodId,
      shipping_address: buyer.addressId,
      billing_address: buyer.addressId,
      idempotency_key: `key-${String(Date.now())}`,
    };
    const replies = await Promise.all([create(json), create(json), create(json)]);
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(await onHand(stockId)).toBe(9);
    // Another key is another order.
    expect((await create({ ...json, idempotency_key: `other-${String(Date.now())}` })).body.id).not.toBe(replies[0]!.body.id);
    expect(await onHand(stockId)).toBe(8);
  });

  it('refuses more than the stock left, beside the line, and changes nothing', async () => {
    const [plenty, scarce] = [await onSale(5), await onSale(1)];
    const buyer = await customer();
    const reply = await create({
      customer_id: buyer.id,
      lines: [
        { stock_id: plenty, quantity: 2 },
        { stock_id: scarce, quantity: 2 },
      ],
      shipping_method_id: methodId,
      shipping_address: buyer.addressId,
      billing_address: buyer.addressId,
    });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toEqual({ 'lines.1.quantity': ['There is not enough stock for this quantity.'] });
    expect(await onHand(plenty)).toBe(5);
    expect(await onHand(scarce)).toBe(1);
    const orders = await call('GET', `/api/admin/order?customer_id=${String(buyer.id)}`, { token });
    expect(orders.body.total).toBe(0);
    // The summary says the same before the submit.
    const quote = await call('POST', '/api/admin/order/quote', { token, json: { lines: [{ stock_id: scarce, quantity: 2 }] } });
    expect(quote.body.problems).toEqual({ 'lines.0.quantity': ['There is not enough stock for this quantity.'] });
    expect(quote.body.lines[0]).toMatchObject({ stock_id: scarce, available_inventories: 1 });
  });

  it('answers 422 with field messages for bad input', async () => {
    const stockId = await onSale(3);
    const buyer = await customer();
    const bad = await create({
      customer_id: 'x',
      lines: [
        { stock_id: stockId, quantity: 0 },
        { stock_id: stockId, quantity: 1 },
      ],
      shipping_address: { ...ADDRESS, first_name: '' },
      status: 'shipped',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages).toMatchObject({
      customer_id: ['Please check your input.'],
      'lines.0.quantity': ['Must be at least 1.'],
      'lines.1.stock_id': ['This input can not be repeated'],
      shipping_method_id: ['This field is required.'],
      billing_address: ['This field is required.'],
      status: ['Please check your input.'],
    });
    expect((await create({ customer_id: buyer.id, lines: [] })).body.messages.lines).toEqual(['This field is required.']);
    const valid = {
      customer_id: buyer.id,
      lines: [{ stock_id: stockId, quantity: 1 }],
      shipping_method_id: methodId,
      shipping_address: buyer.addressId,
      billing_address: buyer.addressId,
    };
    const refused = async (json: Record<string, unknown>, field: string, message: string) => {
      const reply = await create({ ...valid, ...json });
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.messages).toEqual({ [field]: [message] });
    };
    await refused({ customer_id: 999_999 }, 'customer_id', 'The selected customer does not exist.');
    // Saved addresses are the customer's own: an id their book does not hold is refused.
    await refused({ shipping_address: buyer.addressId + 1 }, 'shipping_address', 'The selected address does not exist.');
    await refused({ shipping_method_id: 999_999 }, 'shipping_method_id', 'This shipping method is not available for this address.');
    await refused({ lines: [{ stock_id: 999_999, quantity: 1 }] }, 'lines.0.stock_id', 'This product is no longer available.');
    await refused(
      { billing_address: { ...ADDRESS, country: 'FRA' } },
      'billing_address.country',
      'The shop does not deliver to this country.',
    );
    expect(await onHand(stockId)).toBe(3);
  });

  it('needs `create order`: 401 without a login, 403 for staff without it (even with every other order permission)', async () => {
    const stockId = await onSale(3);
    const buyer = await customer();
    const json = {
      customer_id: buyer.id,
      lines: [{ stock_id: stockId, quantity: 1 }],
      shipping_method_id: methodId,
      shipping_address: buyer.addressId,
      billing_address: buyer.addressId,
    };
    expect((await call('POST', '/api/admin/order', { json })).status).toBe(401);
    const clerk = await limitedAdmin(['get orders', 'get order', 'update order', 'batch_update orders', 'get users', 'get user']);
    const refused = await create(json, clerk.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ messages: expect.any(String) });
    for (const [method, path] of [
      ['POST', '/api/admin/order/quote'],
      ['GET', '/api/admin/order/customer/options?search=grace'],
      ['GET', `/api/admin/order/customer/${String(buyer.id)}`],
      ['GET', '/api/admin/order/variant/options?search=staff'],
    ] as const) {
      expect((await call(method, path, { token: clerk.token, ...(method === 'POST' ? { json: { lines: [] } } : {}) })).status).toBe(403);
    }
    expect(await onHand(stockId)).toBe(3);

    // Staff who may create orders find the customer, their addresses and the variants, and create one.
    const seller = await limitedAdmin(['create order']);
    const found = await call('GET', `/api/admin/order/customer/options?search=${encodeURIComponent(buyer.email)}`, { token: seller.token });
    expect(found.body.data).toEqual([{ id: buyer.id, first_name: 'Grace', last_name: 'Hopper', email: buyer.email }]);
    const detail = await call('GET', `/api/admin/order/customer/${String(buyer.id)}`, { token: seller.token });
    expect(detail.body.addresses).toEqual([expect.objectContaining({ id: buyer.addressId, ...ADDRESS })]);
    const variants = await call('GET', `/api/admin/order/variant/options?ids=${String(stockId)}`, { token: seller.token });
    expect(variants.body.data).toEqual([expect.objectContaining({ id: stockId, unit_price: '12.50', available_inventories: 3 })]);
    const created = await create(json, seller.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status_history[0]).toMatchObject({ status: 'paid', by: 'admin', admin_id: seller.id });
    expect(await onHand(stockId)).toBe(2);
  });
});

import { Inventory } from '@shop/core/inventory/inventory';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;
let saleWarehouse: number;
let methodId: number;
const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

async function placed(email: string, quantity = 2, language?: string) {
  const p = await product(token, {
    options: [],
    stocks: [{ sku: `ADM-${String(Date.now())}-${String(Math.random()).slice(2, 6)}`, price: '10.00' }],
  });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 5 } });
  const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity } });
  const order = await call('POST', '/api/order', {
    json: {
      ...(language ? { language } : {}),
      cart_id: cart.body.cart_id,
      email,
      shipping_method_id: methodId,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
    },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return { id: order.body.id as number, number: order.body.order_number as string, stockId };
}

const onHand = async (stockId: number) =>
  (await Inventory.ofStock(stockId)).filter((r) => r.warehouse_id === saleWarehouse).reduce((s, r) => s + r.quantity, 0);

const move = (id: number, json: Record<string, unknown>, auth = token) =>
  call('PUT', `/api/admin/order/${String(id)}/status`, { token: auth, json });

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const method = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Courier', fee: '20', free_above: null, countries: [], enabled: true },
  });
  methodId = method.body.id as number;
});

describe('back office orders (/api/admin/order)', () => {
  it('staff move an order along the state machine, each move recorded; paid and shipped mail the shopper', async () => {
    const order = await placed('buyer-one@example.com');
    expect((await move(order.id, { status: 'shipped' })).status).toBe(409);
    const paid = await move(order.id, { status: 'paid', note: 'Transfer received' });
    expect(paid.status).toBe(200);
    expect(paid.body.status_history).toEqual([
      expect.objectContaining({ status: 'pending' }),
      expect.objectContaining({ status: 'paid', by: 'admin', note: 'Transfer received' }),
    ]);
    // Staff read who did it by name, whatever their permissions on accounts (issue 25 §7).
    const me = (await call('GET', '/api/admin', { token })).body as { id: number; name: string };
    expect(paid.body.staff_names).toEqual({ [String(me.id)]: me.name });
    expect((await call('GET', `/api/admin/order/${String(order.id)}`, { token })).body.staff_names).toEqual({ [String(me.id)]: me.name });
    const confirmation = await waitForMail('buyer-one@example.com');
    expect(confirmation.subject).toBe(`Order ${order.number} is confirmed`);
    expect(confirmation.text).toContain('Total: HKD 40.00');
    expect(confirmation.text).toContain('Shipping to: Ada Lovelace, 1 Queen’s Road, Hong Kong');
    expect((await move(order.id, { status: 'paid' })).status).toBe(200);
    // A carrier and tracking number go only with "shipped" (422 otherwise), kept on the order and mailed (issue 25 §7).
    expect((await move(order.id, { status: 'completed', tracking_number: 'X1' })).status).toBe(422);
    const shipped = await move(order.id, { status: 'shipped', carrier: 'SF Express', tracking_number: 'SF1234567890' });
    expect(shipped.body.shipment).toEqual({ carrier: 'SF Express', tracking_number: 'SF1234567890' });
    await expect.poll(async () => (await waitForMail('buyer-one@example.com')).subject).toBe(`Order ${order.number} is on its way`);
    const shippedMail = await waitForMail('buyer-one@example.com');
    expect(shippedMail.text).toContain(`Order ${order.number} has been shipped by SF Express.`);
    expect(shippedMail.text).toContain('Tracking (SF Express): SF1234567890');
    const done = await move(order.id, { status: 'completed' });
    expect(done.body.status_history.map((s: { status: string }) => s.status)).toEqual(['pending', 'paid', 'shipped', 'completed']);
    expect((await move(order.id, { status: 'refunded' })).status).toBe(409);
    expect((await move(order.id, { status: 'lost' })).status).toBe(422);
  });

  it('the shopper’s mails are in the language the order was placed in', async () => {
    const hk = await placed('buyer-hk@example.com', 2, 'zh_hk');
    await move(hk.id, { status: 'paid' });
    const confirmation = await waitForMail('buyer-hk@example.com');
    expect(confirmation.subject).toBe(`訂單 ${hk.number} 已確認`);
    expect(confirmation.text).toContain(`我們已收到訂單 ${hk.number} 的付款`);
    expect(confirmation.text).toContain('總計：HKD 40.00');
    // The country by its name, a guest told to keep the mail rather than sent to an account they do not have (issue 25 §8).
    expect(confirmation.text).toContain(
      `送貨地址：Ada Lovelace, 1 Queen’s Road, ${new Intl.DisplayNames(['zh-HK'], { type: 'region' }).of('HK')!}`,
    );
    expect(confirmation.text).toContain('請保留此電郵');
    expect(confirmation.text).not.toContain('/account');
    const cn = await placed('buyer-cn@example.com', 2, 'zh_cn');
    await move(cn.id, { status: 'paid' });
    expect((await waitForMail('buyer-cn@example.com')).subject).toBe(`订单 ${cn.number} 已确认`);
    await move(cn.id, { status: 'shipped' });
    await expect.poll(async () => (await waitForMail('buyer-cn@example.com')).subject).toBe(`订单 ${cn.number} 已发货`);
    expect((await waitForMail('buyer-cn@example.com')).text).toContain('已经由 Courier 发出');
  });

  it('a refund returns the stock only when staff ask to restock; a cancel always does', async () => {
    const kept = await placed('refund-keep@example.com');
    await move(kept.id, { status: 'paid' });
    await move(kept.id, { status: 'refunded' });
    expect(await onHand(kept.stockId)).toBe(3);
    const restocked = await placed('refund-back@example.com');
    await move(restocked.id, { status: 'paid' });
    await move(restocked.id, { status: 'refunded', restock: true });
    expect(await onHand(restocked.stockId)).toBe(5);
    const canceled = await placed('cancel@example.com');
    await move(canceled.id, { status: 'canceled' });
    expect(await onHand(canceled.stockId)).toBe(5);
  });

  it('lists by search, status, payment method and order dates; batch moves where allowed', async () => {
    const a = await placed('list-a@example.com');
    const b = await placed('list-b@example.com');
    await move(b.id, { status: 'paid' });
    const byNumber = await call('GET', `/api/admin/order?search=${a.number}`, { token });
    expect(byNumber.body.data.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const byEmail = await call('GET', '/api/admin/order?search=list-b@example.com', { token });
    expect(byEmail.body.data.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const paid = await call('GET', '/api/admin/order?status=paid&per_page=100', { token });
    expect(paid.body.data.map((o: { id: number }) => o.id)).toContain(b.id);
    expect(paid.body.data.map((o: { id: number }) => o.id)).not.toContain(a.id);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call('GET', `/api/admin/order?date_from=${today}&date_to=${today}&status=pending&per_page=100`, { token });
    expect(dated.body.data.map((o: { id: number }) => o.id)).toContain(a.id);
    expect(dated.body.total).toBe(dated.body.data.length);
    const before = await call('GET', '/api/admin/order?date_to=2020-01-01', { token });
    expect(before.body).toMatchObject({ data: [], total: 0 });
    expect((await call('GET', '/api/admin/order?date_from=yesterday', { token })).status).toBe(422);

    const batch = await call('PUT', '/api/admin/order/batch', { token, json: { ids: [a.id, b.id], data: { status: 'shipped' } } });
    // a is still pending: it cannot be shipped; b is paid: it can.
    expect(batch.body).toMatchObject({ updated: 1, refused: [expect.objectContaining({ id: a.id, order_number: a.number })] });
    expect((await call('GET', `/api/admin/order/${String(b.id)}`, { token })).body.status).toBe('shipped');
  });

  it('comments go both ways; staff without the order permissions are refused', async () => {
    const order = await placed('talk@example.com');
    const comments = await call('POST', `/api/admin/order/${String(order.id)}/comment`, { token, json: { comment: 'Packed today' } });
    expect(comments.body).toEqual([expect.objectContaining({ from: 'admin', comment: 'Packed today' })]);
    const reader = await limitedAdmin(['get orders', 'get order']);
    expect((await call('GET', `/api/admin/order/${String(order.id)}`, { token: reader.token })).status).toBe(200);
    expect((await move(order.id, { status: 'canceled' }, reader.token)).status).toBe(403);
    expect(
      (await call('POST', `/api/admin/order/${String(order.id)}/comment`, { token: reader.token, json: { comment: 'x' } })).status,
    ).toBe(403);
    const nobody = await limitedAdmin(['get brands']);
    expect((await call('GET', '/api/admin/order', { token: nobody.token })).status).toBe(403);
  });
});

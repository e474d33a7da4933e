import { Order } from '@shop/core/order/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../local/testing/index.js';
import { product, warehouse } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin, PNG_BYTES, postToStorage, uploadImage } from '../testing.js';

/** Issue 25 §1, decision 0047: a bank-transfer order tells the shopper how to pay, and staff approve or reject the proof. */
let token: string;
let saleWarehouse: number;
let methodId: number;
let qr: string;

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };
const BANK = {
  bank_account_name: 'Shop Limited',
  bank_name: 'Harbour Bank',
  bank_account_number: '012-345678-901',
  bank_fps_id: '1234567',
  bank_transfer_note: 'Write the reference on the transfer.',
};
const DAY = 86_400_000;

async function shopper(): Promise<{ token: string; email: string }> {
  const email = `bank-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  return { token: reply.body.token as string, email };
}

/** A signed-in shopper's bank-transfer order of 2 × 19.95 (+ 30.00 shipping), placed in `language`. */
async function bankOrder(auth: string, language?: string) {
  const p = await product(token, {
    options: [],
    stocks: [{ sku: `BANK-${String(Date.now())}-${String(Math.random()).slice(2, 6)}`, price: '19.95' }],
  });
  const stockId = (p.stocks as { id: number }[])[0]!.id;
  await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 5 } });
  expect((await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity: 2 }, token: auth })).status).toBe(200);
  const placed = await call('POST', '/api/order', {
    token: auth,
    json: { shipping_method_id: methodId, shipping_address: ADDRESS, billing_address: ADDRESS, payment_method: 'offline', language },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { id: number; order_number: string; payment_instructions: Record<string, unknown> | null };
}

const proof = (id: number, auth: string) => {
  const form = new FormData();
  form.append('proof', new File([PNG_BYTES], 'receipt.png', { type: 'image/png' }));
  return call('POST', `/api/order/${String(id)}/proof`, { token: auth, form });
};

const moveTo = (id: number, json: Record<string, unknown>, auth = token) =>
  call('PUT', `/api/admin/order/${String(id)}/status`, { token: auth, json });

beforeAll(async () => {
  token = await adminToken();
  saleWarehouse = (await warehouse(token)).id;
  qr = await uploadImage(token);
  const saved = await call('PUT', '/api/admin/configuration', {
    token,
    json: { warehouse_id: saleWarehouse, warehouse_enabled: 1, ...BANK, bank_qr_image: qr, bank_transfer_days: 5 },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const method = { name: 'Standard delivery', fee: '30', free_above: '500', countries: ['HKG'], enabled: true };
  methodId = (await call('POST', '/api/admin/shipping', { token, json: method })).body.id as number;
});

describe('bank transfer settings (PUT /api/admin/configuration)', () => {
  it('keeps the bank details and the days to pay, refuses days outside 1–30 and a QR picture that was never uploaded', async () => {
    const read = await call('GET', '/api/admin/configuration', { token });
    expect(read.body).toMatchObject({ ...BANK, bank_qr_image: qr, bank_transfer_days: 5 });
    for (const days of [0, 31, 2.5, 'soon']) {
      const refused = await call('PUT', '/api/admin/configuration', { token, json: { bank_transfer_days: days } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.messages)).toEqual(['bank_transfer_days']);
    }
    expect((await call('PUT', '/api/admin/configuration', { token, json: { bank_transfer_days: 0 } })).body.messages).toEqual({
      bank_transfer_days: ['Enter a whole number of days from 1 to 30.'],
    });
    const unknownPicture = await call('PUT', '/api/admin/configuration', { token, json: { bank_qr_image: 'uploads/2020/01/nothing.png' } });
    expect(unknownPicture.status).toBe(422);
    expect(Object.keys(unknownPicture.body.messages)).toEqual(['bank_qr_image']);
    // The form's spellings: a number as text is kept as a number; an empty text clears a detail.
    const cleared = await call('PUT', '/api/admin/configuration', { token, json: { bank_transfer_days: '5', bank_transfer_note: '' } });
    expect(cleared.body).toMatchObject({ bank_transfer_days: 5, bank_transfer_note: null });
    await call('PUT', '/api/admin/configuration', { token, json: { bank_transfer_note: BANK.bank_transfer_note } });
  });
});

describe('a bank-transfer order tells the shopper how to pay (POST /api/order, GET /api/order/{id})', () => {
  it('answers the instructions — bank details, the order number as reference, the exact amount, the deadline from the settings — and mails them', async () => {
    const buyer = await shopper();
    const before = Date.now();
    const placed = await bankOrder(buyer.token);
    const expected = {
      ...BANK,
      bank_qr_image: qr,
      reference: placed.order_number,
      amount: '69.90',
      currency: 'HKD',
    };
    expect(placed.payment_instructions).toMatchObject(expected);
    const deadline = Date.parse(placed.payment_instructions!.deadline as string);
    expect(deadline).toBeGreaterThanOrEqual(before + 5 * DAY);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 5 * DAY);

    const read = await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token });
    expect(read.body.payment_instructions).toEqual(placed.payment_instructions);

    const mail = await waitForMail(buyer.email);
    expect(mail.subject).toBe(`How to pay for order ${placed.order_number}`);
    for (const part of [
      'Account name: Shop Limited',
      'Bank: Harbour Bank',
      'Account number: 012-345678-901',
      'FPS ID: 1234567',
      `Reference: ${placed.order_number}`,
      'Amount: HKD 69.90',
      BANK.bank_transfer_note,
      (placed.payment_instructions!.deadline as string).slice(0, 16).replace('T', ' '),
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('mails the instructions in the language the order was placed in', async () => {
    const buyer = await shopper();
    const placed = await bankOrder(buyer.token, 'zh_hk');
    const mail = await waitForMail(buyer.email);
    expect(mail.subject).toBe(`訂單 ${placed.order_number} 付款方法`);
    expect(mail.text).toContain('戶口號碼：012-345678-901');
    expect(mail.text).toContain('金額：HKD 69.90');
  });

  it('an unpaid bank-transfer order is cancelled after the configured days, not before', async () => {
    const buyer = await shopper();
    const placed = await bankOrder(buyer.token);
    expect(await Order.cancelUnpaid(new Date(Date.now() + 4 * DAY))).toBe(0);
    expect((await Order.get(placed.id)).status).toBe('pending');
    expect(await Order.cancelUnpaid(new Date(Date.now() + 5 * DAY + 60_000))).toBeGreaterThanOrEqual(1);
    const canceled = await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token });
    expect(canceled.body.status).toBe('canceled');
    expect(canceled.body.payment_instructions).toBeNull();
  });
});

describe('the proof straight to storage (POST /api/order/{id}/proof/presign, then /proof/uploaded)', () => {
  it('a large picture goes to the bucket, not through the API; only the order’s shopper may, and the bytes must be a picture', async () => {
    const buyer = await shopper();
    const other = await shopper();
    const placed = await bankOrder(buyer.token);
    const presign = (auth: string, json: Record<string, unknown> = { content_type: 'image/png' }) =>
      call('POST', `/api/order/${String(placed.id)}/proof/presign`, { token: auth, json });
    expect((await presign(other.token)).status).toBe(404);
    expect((await call('POST', `/api/order/${String(placed.id)}/proof/presign`, { json: { content_type: 'image/png' } })).status).toBe(401);
    expect((await presign(buyer.token, { content_type: 'application/pdf' })).body).toEqual({
      messages: { proof: ['The file must be an image of type: jpeg, png, gif, webp.'] },
    });

    // Not a picture: refused beside the field, the order stays waiting.
    const fake = (await presign(buyer.token)).body as { url: string; fields: Record<string, string>; key: string };
    expect((await postToStorage(fake, new TextEncoder().encode('not a picture'))).status).toBe(204);
    const refused = await call('POST', `/api/order/${String(placed.id)}/proof/uploaded`, { token: buyer.token, json: { key: fake.key } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ messages: { proof: ['The file must be an image of type: jpeg, png, gif, webp.'] } });
    expect((await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token })).body.status).toBe('pending');

    const picture = new Uint8Array(8 * 1024 * 1024);
    picture.set(PNG_BYTES);
    const form = (await presign(buyer.token, { content_type: 'image/png', size: picture.byteLength })).body as {
      url: string;
      fields: Record<string, string>;
      key: string;
    };
    expect((await postToStorage(form, picture)).status).toBe(204);
    const json = { key: form.key };
    expect((await call('POST', `/api/order/${String(placed.id)}/proof/uploaded`, { token: other.token, json })).status).toBe(404);
    const sent = await call('POST', `/api/order/${String(placed.id)}/proof/uploaded`, { token: buyer.token, json });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('payment_review');
  });
});

describe('staff approve or reject the proof (PUT /api/admin/order/{id}/status)', () => {
  it('a rejection needs a reason, keeps it in the history, mails it, and gives the shopper the days again; a new proof is approved', async () => {
    const buyer = await shopper();
    const placed = await bankOrder(buyer.token);
    expect((await proof(placed.id, buyer.token)).body.status).toBe('payment_review');
    const reviewed = await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token });
    expect(reviewed.body.payment_instructions).toBeNull();

    // No reason: 422 beside the field, in the spec's shape; nothing changes.
    for (const json of [{ status: 'payment_reject' }, { status: 'payment_reject', note: '   ' }]) {
      const refused = await moveTo(placed.id, json);
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({ messages: { note: ['Please give the reason the payment is rejected; the shopper receives it.'] } });
    }
    // Not in a batch either (each rejection has its own reason).
    const batch = await call('PUT', '/api/admin/order/batch', { token, json: { ids: [placed.id], data: { status: 'payment_reject' } } });
    expect(batch.status).toBe(422);
    expect(batch.body.messages).toEqual({ 'data.status': ['Reject payments one order at a time, each with its reason.'] });
    // Staff who may only read orders may not reject (the route's permission).
    const reader = await limitedAdmin(['get orders', 'get order']);
    expect((await moveTo(placed.id, { status: 'payment_reject', note: 'No money arrived' }, reader.token)).status).toBe(403);
    expect((await Order.get(placed.id)).status).toBe('payment_review');

    const before = Date.now();
    const rejected = await moveTo(placed.id, { status: 'payment_reject', note: 'The amount on the receipt is 60.00' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.status).toBe('payment_reject');
    expect(rejected.body.status_history.at(-1)).toMatchObject({
      status: 'payment_reject',
      by: 'admin',
      note: 'The amount on the receipt is 60.00',
    });
    const mail = await waitForMail(buyer.email);
    expect(mail.subject).toBe(`The payment for order ${placed.order_number} was not accepted`);
    expect(mail.text).toContain('Reason: The amount on the receipt is 60.00');

    // The shopper sees how to pay again, with a new deadline the configured days from the rejection.
    const again = await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token });
    expect(again.body.payment_instructions).toMatchObject({ reference: placed.order_number, amount: '69.90' });
    expect(Date.parse(again.body.payment_instructions.deadline as string)).toBeGreaterThanOrEqual(before + 5 * DAY);

    // A new proof goes to review again; staff approve it: paid, no instructions any more.
    expect((await proof(placed.id, buyer.token)).body.status).toBe('payment_review');
    const approved = await moveTo(placed.id, { status: 'paid' });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('paid');
    expect((await call('GET', `/api/order/${String(placed.id)}`, { token: buyer.token })).body.payment_instructions).toBeNull();
    expect((await waitForMail(buyer.email)).subject).toBe(`Order ${placed.order_number} is confirmed`);
    // A paid order is never cancelled by the unpaid job.
    await Order.cancelUnpaid(new Date(Date.now() + 40 * DAY));
    expect((await Order.get(placed.id)).status).toBe('paid');
  });

  it('mails the reason in the order’s language; a rejected order not paid again in time is cancelled', async () => {
    const buyer = await shopper();
    const placed = await bankOrder(buyer.token, 'zh_hk');
    await proof(placed.id, buyer.token);
    expect((await moveTo(placed.id, { status: 'payment_reject', note: '圖片看不清楚' })).status).toBe(200);
    const mail = await waitForMail(buyer.email);
    expect(mail.subject).toBe(`訂單 ${placed.order_number} 的付款未獲接納`);
    expect(mail.text).toContain('原因：圖片看不清楚');
    expect(await Order.cancelUnpaid(new Date(Date.now() + 4 * DAY))).toBe(0);
    await Order.cancelUnpaid(new Date(Date.now() + 5 * DAY + 60_000));
    expect((await Order.get(placed.id)).status).toBe('canceled');
  });
});

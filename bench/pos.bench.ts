import { measureReads } from '@shop/core/shared/read-meter';
import { app } from '@shop/functions/api/app';
import { measure, percentile, type Result } from './stats.js';

/**
 * Issue 29 §5: a POS sale of 5 lines on the local stack — `POST /api/admin/pos/store/{id}/sale`, the
 * lines priced at the store's stock, the adjusters run, the stock of its warehouse taken and the order
 * written in one transaction, the paid event published — one sale after another, as a till makes them.
 */
const RUNS = 100;
const LINES = 5;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function call(method: string, path: string, body: unknown, token: string): Promise<any> {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function posBench(token: string): Promise<Result[]> {
  const warehouse = await call('POST', '/api/admin/warehouse', { name: 'Bench store floor', code: 'BENCHPOS' }, token);
  const store = await call('POST', '/api/admin/store', { name: 'Bench store', warehouse_id: warehouse.id }, token);
  const stockIds: number[] = [];
  for (let n = 0; n < LINES; n++) {
    const sku = `POSB${String(n)}`;
    const product = await call(
      'POST',
      '/api/admin/product',
      {
        name: `Till item ${String(n)}`,
        url: `till-item-${String(n)}`,
        sku,
        stocks: [{ sku: `${sku}-1`, price: '10.00', barcode: `48900000${String(n)}` }],
      },
      token,
    );
    stockIds.push(product.stocks[0].id as number);
    await call(
      'POST',
      '/api/admin/inventory/plus',
      { stock_id: product.stocks[0].id, warehouse_id: warehouse.id, quantity: 100_000 },
      token,
    );
  }
  const lines = stockIds.map((stock_id, i) => ({ stock_id, quantity: i + 1 }));
  const total = '150.00';
  let sale = 0;
  const times = await measure(RUNS, () =>
    call(
      'POST',
      `/api/admin/pos/store/${String(store.id)}/sale`,
      { idempotency_key: `bench-sale-${String((sale += 1))}`, lines, total, tenders: [{ method: 'cash', amount: '200' }] },
      token,
    ),
  );
  // The DynamoDB calls of one sale (reads, writes, the transaction): a figure the machine's load does not move.
  const { reads } = await measureReads(() =>
    call(
      'POST',
      `/api/admin/pos/store/${String(store.id)}/sale`,
      { idempotency_key: `bench-sale-${String((sale += 1))}`, lines, total, tenders: [{ method: 'cash', amount: '200' }] },
      token,
    ),
  );
  return [
    { name: `POS sale of ${String(LINES)} lines: DynamoDB calls`, value: reads.requests, unit: 'calls', goal: 12, lowerIsBetter: true },
    {
      name: `POS sale of ${String(LINES)} lines (p95, ${String(RUNS)} sales)`,
      value: percentile(times, 95),
      unit: 'ms',
      goal: 150,
      lowerIsBetter: true,
    },
  ];
}

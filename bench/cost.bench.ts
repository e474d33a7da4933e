import { dynamo } from '@shop/core/shared/dynamo';
import { Settings } from '@shop/core/settings/settings';
import { app } from '@shop/functions/api/app';
import { MANAGED_RULE_GROUPS } from '../stacks/edge.js';
import { DEAD_LETTER_QUEUES, idleMonthly, perRequest, type RequestFigures } from '../stacks/cost.js';
import { percentile, type Result } from './stats.js';

/**
 * Issue 26: what the shop costs on AWS, from figures measured here and list prices (stacks/cost.ts).
 * Each kind of API request is run against the real app and DynamoDB Local, which reports the read and
 * write units each call consumes (`ReturnConsumedCapacity`); its handler time, response size and
 * events give the rest. A request mix (MIX) weights them into the cost of a million API requests, as
 * a production stage pays it (CloudFront, WAF, API Gateway, Lambda, DynamoDB, logs, events). And what a
 * stage costs a month with no traffic. Goals: ≤ $3 per million requests, ≤ $1 a month idle.
 */
const RUNS = 30;

/** Consumed capacity of the calls made while `counting` is set (the bench runs one request at a time). */
let counting: { rru: number; wru: number } | undefined;
type Capacity = { CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number; Table?: { CapacityUnits?: number } };
type Item = Record<string, unknown>;

/** An item's size as DynamoDB bills it: attribute names and values, in bytes (an estimate for maps and lists). */
function itemBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(value).replace(/[-.]/g, '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.length;
  if (value instanceof Set) return [...value].reduce((sum: number, v) => sum + itemBytes(v), 0);
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + itemBytes(v), 0);
  return 3 + Object.entries(value as Item).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + 1 + itemBytes(v), 0);
}

/**
 * Write units of a Put: 1 per KB for the table and again for each index the item is in (it carries
 * that index's partition key; every index projects all attributes), twice in a transaction.
 * DynamoDB Local charges every index of the table for every item, sparse or not, so writes are
 * counted from the items the app sends; reads and small updates from what Local reports.
 */
function putUnits(item: Item, transaction: boolean): number {
  const indexes = Object.keys(item).filter((k) => /^gsi\d+pk$/.test(k)).length;
  return (transaction ? 2 : 1) * Math.ceil(itemBytes(item) / 1024) * (1 + indexes);
}

function writeUnits(command: string, input: Item, consumed: Capacity[]): number {
  if (command === 'TransactWriteItemsCommand') {
    const items = (input.TransactItems as { Put?: { Item: Item } }[]) ?? [];
    if (process.env.BENCH_COST_DETAIL) {
      for (const t of items) {
        const item = t.Put?.Item;
        if (item)
          console.log(
            `    put ${String(item.__edb_e__ ?? item.pk)} ${itemBytes(item)} B, indexes ${Object.keys(item)
              .filter((k) => /^gsi\d+pk$/.test(k))
              .join(' ')}`,
          );
        else console.log(`    ${Object.keys(t).join(',')}`);
      }
    }
    return items.reduce((sum, t) => sum + (t.Put ? putUnits(t.Put.Item, true) : 2), 0);
  }
  if (command === 'PutItemCommand') return putUnits(input.Item as Item, false);
  if (command === 'BatchWriteItemCommand') {
    const requests = Object.values(input.RequestItems as Record<string, { PutRequest?: { Item: Item } }[]>).flat();
    return requests.reduce((sum, r) => sum + (r.PutRequest ? putUnits(r.PutRequest.Item, false) : 1), 0);
  }
  return consumed.reduce((sum, c) => sum + (c.Table?.CapacityUnits ?? c.CapacityUnits ?? 0), 0);
}

dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    const input = args.input as Item & { ReturnConsumedCapacity?: string };
    if (counting) input.ReturnConsumedCapacity = 'INDEXES';
    const result = await next(args);
    if (counting) {
      const command = (context as { commandName?: string }).commandName ?? '';
      const consumed = [(result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity ?? []].flat();
      if (/^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(command)) counting.wru += writeUnits(command, input, consumed);
      else counting.rru += consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? c.ReadCapacityUnits ?? 0), 0);
    }
    return result;
  },
  { step: 'initialize', name: 'benchCapacity' },
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ json: any; bytes: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { json: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** The figures of one kind of request: median handler time, mean units and bytes over RUNS runs. */
async function figures(events: number, request: (i: number) => Promise<{ bytes: number }>): Promise<RequestFigures> {
  for (let i = 0; i < 5; i++) await request(i);
  const times: number[] = [];
  const totals = { rru: 0, wru: 0, bytes: 0 };
  for (let i = 0; i < RUNS; i++) {
    counting = { rru: 0, wru: 0 };
    const start = performance.now();
    const { bytes } = await request(5 + i);
    times.push(performance.now() - start);
    totals.rru += counting.rru;
    totals.wru += counting.wru;
    totals.bytes += bytes;
    counting = undefined;
  }
  return { ms: percentile(times, 50), rru: totals.rru / RUNS, wru: totals.wru / RUNS, bytes: totals.bytes / RUNS, events };
}

/** How a day's API requests split, for a shop whose public pages are mostly served from the edge. */
const MIX = {
  'product read': 0.35,
  'category page': 0.25,
  'cart read': 0.15,
  'add to cart': 0.06,
  'my orders': 0.03,
  // ~2 % of sessions buy and a session makes a few dozen API requests: one request in 200 places an order.
  'place order': 0.005,
  'back-office list': 0.155,
} as const;

export async function costBench(token: string): Promise<Result[]> {
  const warehouse = (await call('POST', '/api/admin/warehouse', { name: 'Cost sale', code: 'COSTSALE' }, token)).json;
  await Settings.update({ warehouse_id: warehouse.id, warehouse_enabled: 1 });
  const category = (await call('POST', '/api/admin/menu', { title: 'Cost shelf', type: 'category', url: 'cost-shelf' }, token)).json;
  const method = (await call('POST', '/api/admin/shipping', { name: 'Cost post', fee: '10', countries: [], enabled: true }, token)).json;
  const stockIds: number[] = [];
  for (let n = 0; n < 40; n++) {
    const product = (
      await call(
        'POST',
        '/api/admin/product',
        {
          name: `Cost item ${n}`,
          url: `cost-item-${n}`,
          sku: `COST${String(n).padStart(4, '0')}`,
          categories: [category.id],
          options: [],
          stocks: [{ sku: `COST${String(n).padStart(4, '0')}-1`, price: '99.00' }],
        },
        token,
      )
    ).json;
    const stockId = product.stocks[0].id as number;
    stockIds.push(stockId);
    await call('POST', '/api/admin/inventory/plus', { stock_id: stockId, warehouse_id: warehouse.id, quantity: 100_000 }, token);
  }
  const email = `cost-${String(Date.now())}@example.com`;
  const shopper = (
    await call('POST', '/api/register', {
      first_name: 'Cost',
      last_name: 'Shopper',
      email,
      password: 'Analytical1',
      password_confirmation: 'Analytical1',
    })
  ).json.token as string;
  const address = { first_name: 'Cost', last_name: 'Shopper', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Cost Road' };
  const guestCart = (await call('POST', '/api/cart/item', { stock_id: stockIds[0], quantity: 1 })).json.cart_id as string;

  const kinds: Record<keyof typeof MIX, RequestFigures> = {
    'product read': await figures(0, (i) => call('POST', '/api/product', { url: `cost-item-${i % 40}` })),
    'category page': await figures(0, (i) => call('POST', '/api/category', { url: 'cost-shelf', page: 1 + (i % 2), per_page: 20 })),
    'cart read': await figures(0, () => call('POST', '/api/cart', { cart_id: guestCart })),
    'add to cart': await figures(0, (i) => call('POST', '/api/cart/item', { cart_id: guestCart, stock_id: stockIds[i % 10], quantity: 1 })),
    'my orders': await figures(0, () => call('GET', '/api/order?page=1&per_page=10', undefined, shopper)),
    'place order': await figures(1, async (i) => {
      const cart = (await call('POST', '/api/cart/item', { stock_id: stockIds[10 + (i % 30)], quantity: 1 })).json.cart_id as string;
      return call('POST', '/api/order', {
        cart_id: cart,
        email,
        shipping_method_id: method.id,
        shipping_address: address,
        billing_address: address,
        payment_method: 'offline',
      });
    }),
    'back-office list': await figures(0, () => call('GET', '/api/admin/order?page=1&per_page=20', undefined, token)),
  };

  const dollars = (figures: RequestFigures) => Object.values(perRequest(figures, true)).reduce((a, b) => a + b, 0);
  for (const [name, f] of Object.entries(kinds)) {
    console.log(
      `  ${name.padEnd(17)} ${f.ms.toFixed(1).padStart(5)} ms  ${f.rru.toFixed(1).padStart(5)} RRU  ${f.wru.toFixed(1).padStart(5)} WRU  ${(f.bytes / 1024).toFixed(1).padStart(5)} KB  $${(dollars(f) * 1e6).toFixed(2)} per million`,
    );
  }
  const byService: Record<string, number> = {};
  for (const [name, weight] of Object.entries(MIX)) {
    for (const [service, cost] of Object.entries(perRequest(kinds[name as keyof typeof MIX], true))) {
      byService[service] = (byService[service] ?? 0) + weight * cost * 1e6;
    }
  }
  const perMillion = Object.values(byService).reduce((a, b) => a + b, 0);
  console.log(
    `  a million requests of the mix: ${Object.entries(byService)
      .map(([s, c]) => `${s} $${c.toFixed(2)}`)
      .join(', ')}`,
  );
  const idleProduction = idleMonthly(DEAD_LETTER_QUEUES, { production: true, alarms: true }, 2 + MANAGED_RULE_GROUPS.length);
  const idleOther = idleMonthly(DEAD_LETTER_QUEUES, { production: false, alarms: false }, 0);
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  console.log(
    `  idle, a month: ${Object.entries(idleProduction)
      .map(([s, c]) => `${s} $${c.toFixed(2)}`)
      .join(', ')} (production)`,
  );
  return [
    { name: 'AWS cost of a million API requests (production mix)', value: perMillion, unit: '$', goal: 3, lowerIsBetter: true },
    { name: 'AWS cost a month with no traffic (production stage)', value: sum(idleProduction), unit: '$', goal: 1, lowerIsBetter: true },
    { name: 'AWS cost a month with no traffic (disposable stage)', value: sum(idleOther), unit: '$', goal: 1, lowerIsBetter: true },
  ];
}

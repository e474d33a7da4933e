import { Promotion } from '@shop/core/promotion/promotion';
import { Settings } from '@shop/core/settings/settings';
import { measureReads } from '@shop/core/shared/read-meter';
import { app } from '@shop/functions/api/app';
import { measure, percentile, type Result } from './stats.js';

/**
 * Issue 29 §5: a cart with 3 promotions evaluated, p95 ≤ 30 ms on the local stack (decision 0068).
 * Three products (one brand, one category), a cart of 3 lines, and three promotions that all apply
 * to it: an automatic 10 % off the category, an automatic buy-2-get-1 on the products, and a coupon
 * (fixed amount, minimum subtotal) given with the cart read. Timed: `POST /api/cart {coupon_code}` —
 * the whole answer (the cart's lines and the promotions' preview) — and the evaluation alone
 * (`Promotion.preview`, the goal's figure), beside the same cart read before any promotion existed.
 * All sequential, after a warm-up; the DynamoDB calls and items read of one evaluation are printed.
 */
const RUNS = Number(process.env.BENCH_PROMOTION_RUNS ?? 200);
const GOAL_MS = 30;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function call(method: string, path: string, body?: unknown, token?: string): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function promotionBench(token: string): Promise<Result[]> {
  const warehouse = await call('POST', '/api/admin/warehouse', { name: 'Promo bench', code: 'PROMOBENCH' }, token);
  await Settings.update({ warehouse_id: warehouse.id, warehouse_enabled: 1 });
  const brand = await call('POST', '/api/admin/brand', { title: 'Promo maker', url: 'promo-maker' }, token);
  const category = await call('POST', '/api/admin/menu', { title: 'Promo shelf', type: 'category', url: 'promo-shelf' }, token);
  const stocks: number[] = [];
  const products: number[] = [];
  for (const [i, price] of ['120.00', '80.00', '35.50'].entries()) {
    const sku = `PROMO${String(i)}`;
    const product = await call(
      'POST',
      '/api/admin/product',
      {
        name: `Promo item ${String(i)}`,
        url: `promo-item-${String(i)}`,
        sku,
        brand_id: brand.id,
        categories: [category.id],
        options: [],
        stocks: [{ sku: `${sku}-V`, price }],
      },
      token,
    );
    const stockId = product.stocks[0].id as number;
    await call('POST', '/api/admin/inventory/plus', { stock_id: stockId, warehouse_id: warehouse.id, quantity: 1000 }, token);
    stocks.push(stockId);
    products.push(product.id as number);
  }
  let cartId: string | undefined;
  for (const stockId of stocks)
    cartId = (await call('POST', '/api/cart/item', { cart_id: cartId, stock_id: stockId, quantity: 1 })).cart_id as string;
  // The same cart read before any promotion exists: what the promotions add to it.
  const plainTimes = await measure(RUNS, async () => {
    await call('POST', '/api/cart', { cart_id: cartId });
  });
  const base = { enabled: true, combinable: true, priority: 0 };
  await call(
    'POST',
    '/api/admin/promotion',
    { ...base, name: 'Shelf 10%', reward_type: 'percentage', reward_value: '10', conditions: [{ type: 'categories', ids: [category.id] }] },
    token,
  );
  await call(
    'POST',
    '/api/admin/promotion',
    {
      ...base,
      name: 'Three for two',
      reward_type: 'buy_x_get_y',
      buy_quantity: 2,
      get_quantity: 1,
      conditions: [
        { type: 'products', ids: products },
        { type: 'brands', ids: [brand.id] },
      ],
    },
    token,
  );
  await call(
    'POST',
    '/api/admin/promotion',
    {
      ...base,
      name: 'Bench coupon',
      code: 'BENCH20',
      reward_type: 'fixed_amount',
      reward_value: '20',
      usage_limit: 1000,
      conditions: [{ type: 'min_subtotal', amount: '100' }],
    },
    token,
  );
  const answer = await call('POST', '/api/cart', { cart_id: cartId, coupon_code: 'bench20' });
  const applied = (answer.promotions.discounts as { name: string }[]).length;
  if (applied !== 3) throw new Error(`expected 3 promotions on the bench cart, got ${JSON.stringify(answer.promotions)}`);

  const cartTimes = await measure(RUNS, async () => {
    await call('POST', '/api/cart', { cart_id: cartId, coupon_code: 'BENCH20' });
  });
  const input = {
    lines: answer.items,
    subtotal: answer.subtotal as string,
    channel: 'online' as const,
    customerId: undefined,
    slot: 'default',
    couponCode: 'BENCH20',
  };
  const evalTimes = await measure(RUNS, async () => {
    await Promotion.preview(input);
  });
  const { reads } = await measureReads(() => Promotion.preview(input));
  console.log(
    `  cart of 3 lines without promotions: POST /api/cart p50 ${percentile(plainTimes, 50).toFixed(1)} ms, p95 ${percentile(plainTimes, 95).toFixed(1)} ms`,
  );
  console.log(
    `  cart of 3 lines, 3 promotions (discount ${String(answer.promotions.discount)}): POST /api/cart p50 ${percentile(cartTimes, 50).toFixed(1)} ms, p95 ${percentile(cartTimes, 95).toFixed(1)} ms; evaluation alone p50 ${percentile(evalTimes, 50).toFixed(1)} ms, p95 ${percentile(evalTimes, 95).toFixed(1)} ms; ${String(reads.requests)} DynamoDB calls, ${String(reads.items)} items read per evaluation`,
  );
  return [
    {
      name: '3 promotions evaluated (Promotion.preview) p95',
      value: percentile(evalTimes, 95),
      unit: 'ms',
      goal: GOAL_MS,
      lowerIsBetter: true,
    },
  ];
}

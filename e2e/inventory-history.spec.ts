import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, unique } from './helpers';

test('product form: the inventory history pages through every movement', async ({ page, request }) => {
  const tag = unique('ih');
  const token = await apiAdminToken(request);
  const headers = bearer(token);
  const created = await request.post('/api/admin/product', {
    headers,
    data: { name: `History ${tag}`, url: tag, sku: `${tag}-P`, stocks: [{ sku: `${tag}-V`, price: '5.00' }] },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const product = (await created.json()) as { id: number; stocks: { id: number }[] };
  const warehouse = await request.post('/api/admin/warehouse', { headers, data: { name: `Store ${tag}`, code: tag.slice(0, 20) } });
  expect(warehouse.ok(), await warehouse.text()).toBeTruthy();
  const { id: warehouseId } = (await warehouse.json()) as { id: number };
  for (let i = 1; i <= 60; i++) {
    const moved = await request.post('/api/admin/inventory/plus', {
      headers,
      data: { stock_id: product.stocks[0]!.id, warehouse_id: warehouseId, quantity: 1, remark: `delivery ${i}` },
    });
    expect(moved.ok()).toBeTruthy();
  }

  await adminAt(page, `/admin/product/edit/${product.id}`);
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Inventory history' }) });
  const rows = history.getByRole('row');
  const movements = rows.filter({ hasText: /delivery \d+/ });
  /** "delivery N" for N from `newest` down to `oldest`: the rows' expected order, newest first. */
  const deliveries = (newest: number, oldest: number) =>
    Array.from({ length: newest - oldest + 1 }, (_, i) => new RegExp(`delivery ${String(newest - i)}(?!\\d)`));
  await expect(rows).toHaveCount(51); // header + the newest 50
  await expect(movements).toHaveText(deliveries(60, 11));
  await expect(history.getByRole('row').filter({ hasText: 'delivery 10' })).toHaveCount(0);
  await history.getByRole('button', { name: 'Show older movements' }).click();
  await expect(rows).toHaveCount(61);
  await expect(movements).toHaveText(deliveries(60, 1));
  await expect(history.getByRole('button', { name: 'Show older movements' })).toHaveCount(0);
  await expect(history.getByText('All 60 movements shown.')).toBeVisible();
});

import { expect, test, type APIRequestContext } from './fixtures';
import { adminAt, apiAdminToken, bearer, unique } from './helpers';
import { apiPost, silverTierOne } from './ui-helpers';

/** A cashier's tablet. */
test.use({ viewport: { width: 1024, height: 768 } });

interface Till {
  storeId: number;
  warehouseId: number;
  stockId: number;
  name: string;
  barcode: string;
}

/** A store selling from its own warehouse, and a product (12.00) with a barcode and `quantity` units there. */
async function till(request: APIRequestContext, quantity: number): Promise<Till> {
  const warehouseName = unique('Shop floor ');
  const warehouse = await apiPost<{ id: number }>(request, 'warehouse', {
    name: warehouseName,
    code: warehouseName.replace(/\W/g, '').slice(0, 20),
  });
  const store = await apiPost<{ id: number }>(request, 'store', {
    name: unique('Central store '),
    address: '1 Queen’s Road Central',
    warehouse_id: warehouse.id,
  });
  const sku = unique('POS-').toUpperCase();
  const name = unique('Till tee ');
  const barcode = `489${String(Date.now()).slice(-9)}`;
  const product = await apiPost<{ stocks: { id: number }[] }>(request, 'product', {
    name,
    url: sku.toLowerCase(),
    sku,
    stocks: [{ sku: `${sku}-V`, price: '12.00', barcode }],
  });
  const stockId = product.stocks[0]!.id;
  await apiPost(request, 'inventory/plus', { stock_id: stockId, warehouse_id: warehouse.id, quantity });
  return { storeId: store.id, warehouseId: warehouse.id, stockId, name, barcode };
}

/** A barcode scanner: the code typed fast into the focused box, then Enter. */
async function scan(page: import('./fixtures').Page, code: string) {
  await page.getByRole('textbox', { name: 'Scan or search products' }).click();
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** The store's newest till sales (read through the admin API). */
async function storeOrders(request: APIRequestContext, storeId: number) {
  const headers = bearer(await apiAdminToken(request));
  const list = (await (await request.get('/api/admin/order?per_page=20&sort=id&order=desc', { headers })).json()) as {
    data: { id: number }[];
  };
  const orders = [];
  for (const row of list.data) {
    const order = (await (await request.get(`/api/admin/order/${String(row.id)}`, { headers })).json()) as {
      store_id: number | null;
      channel: string;
      grand_total: string;
      order_number: string;
      payment: { change_due?: string | null };
    };
    if (order.store_id === storeId) orders.push(order);
  }
  return orders;
}

const onHand = async (request: APIRequestContext, t: Till) => {
  const headers = bearer(await apiAdminToken(request));
  const rows = (await (
    await request.get(`/api/admin/inventory?warehouse_id=${String(t.warehouseId)}&per_page=10&search=${t.barcode}`, { headers })
  ).json()) as {
    data: { stock_id: number; quantity: number }[];
  };
  return rows.data.find((r) => r.stock_id === t.stockId)?.quantity;
};

test('a cashier scans a barcode, takes cash with change and prints an 80 mm receipt; the sale is a POS order taking the store’s stock', async ({
  page,
  request,
}) => {
  const t = await till(request, 5);
  // The legacy address leads to the new till.
  await adminAt(page, `/admin/store/pos/${String(t.storeId)}`);
  await expect(page).toHaveURL(new RegExp(`/admin/store/pos/new/${String(t.storeId)}$`));
  await expect(page.getByTestId('pos-waiting')).toHaveText('0 sales waiting');

  await scan(page, t.barcode);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await scan(page, t.barcode);
  await expect(page.getByRole('textbox', { name: `Quantity of ${t.name}` })).toHaveValue('2');
  await expect(page.getByTestId('pos-total')).toContainText('24.00');

  await page.getByRole('textbox', { name: 'Cash received' }).fill('50');
  await expect(page.getByTestId('pos-change')).toHaveText('Change due: 26.00');
  await page.evaluate('window.__printed = 0; window.print = () => { window.__printed += 1; };');
  await page.getByRole('button', { name: 'Complete sale' }).click();

  const receipt = page.getByTestId('pos-receipt');
  await expect(receipt).toContainText(/ORD-\d+/);
  await expect(receipt).toContainText(`${t.name} × 2`);
  await expect(receipt).toContainText('24.00');
  await expect(receipt).toContainText('26.00');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate('window.__printed')).toBe(1);
  // The sale is cleared for the next customer.
  await expect(page.getByTestId('pos-line')).toHaveCount(0);

  const [order] = await storeOrders(request, t.storeId);
  expect(order).toMatchObject({ channel: 'pos', grand_total: '24.00', payment: { change_due: '26.00' } });
  await expect(receipt).toContainText(order!.order_number);
  expect(await onHand(request, t)).toBe(3);
});

test('the till goes offline, sells for cash, comes back and sends the waiting sale', async ({ page, context, request }) => {
  const t = await till(request, 5);
  await adminAt(page, `/admin/store/pos/new/${String(t.storeId)}`);
  await scan(page, t.barcode);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  await expect(page.getByTestId('pos-total')).toContainText('12.00');

  await context.setOffline(true);
  await expect(page.getByTestId('pos-network')).toHaveText('Offline — cash only');
  // A barcode the till has looked up is found again without the network; one it never saw is not.
  await scan(page, t.barcode);
  await expect(page.getByRole('textbox', { name: `Quantity of ${t.name}` })).toHaveValue('2');
  await expect(page.getByTestId('pos-total')).toContainText('24.00');
  await scan(page, 'NEVER-SEEN-0000');
  await expect(page.getByText('Not among the products this till has looked up; searching for others needs the network.')).toBeVisible();
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  // A card needs the network: the field is off and the till says so.
  await expect(page.getByRole('textbox', { name: 'Card amount (on the terminal)' })).toBeDisabled();
  await expect(page.getByText('Card payments, coupons and points need the network.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Cash received' }).fill('30');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByTestId('pos-waiting')).toHaveText('1 sales waiting');
  await expect(page.getByTestId('pos-receipt')).toContainText('Waiting to be sent');
  await expect(page.getByTestId('pos-receipt')).toContainText('6.00');
  expect(await storeOrders(request, t.storeId)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('pos-waiting')).toHaveText('0 sales waiting', { timeout: 15_000 });
  const orders = await storeOrders(request, t.storeId);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ channel: 'pos', grand_total: '24.00', payment: { change_due: '6.00' } });
  expect(await onHand(request, t)).toBe(3);
});

test('a member found by phone at the till spends reward points on a scanned sale, and the receipt shows the discount', async ({
  page,
  request,
}) => {
  const token = await apiAdminToken(request);
  await silverTierOne(request);
  const t = await till(request, 5);
  const phone = `9${String(Date.now()).slice(-7)}`;
  const member = await apiPost<{ id: number }>(request, 'user', {
    email: `${unique('till-member').toLowerCase()}@example.com`,
    first_name: 'Siu Ming',
    last_name: 'Chan',
    gender: 'male',
    phone,
    country_code: 'HKG',
    password: 'Member-pass-7391',
    password_confirmation: 'Member-pass-7391',
    membership_tier_id: 1,
  });
  // An earlier till sale (2 × 12.00, paid) earned the member 24 points.
  const first = await request.post(`/api/admin/pos/store/${String(t.storeId)}/sale`, {
    headers: bearer(token),
    data: {
      idempotency_key: unique('first-sale').replace(/\W/g, ''),
      customer_id: member.id,
      lines: [{ stock_id: t.stockId, quantity: 2 }],
      total: '24.00',
      tenders: [{ method: 'cash', amount: '24.00' }],
    },
  });
  expect(first.ok(), await first.text()).toBeTruthy();
  const balance = async () =>
    (
      (await (await request.get(`/api/admin/user/${String(member.id)}/points`, { headers: bearer(token) })).json()) as {
        data: { points: number }[];
      }
    ).data;
  await expect.poll(async () => (await balance()).length, { timeout: 30_000 }).toBe(1);

  await adminAt(page, `/admin/store/pos/new/${String(t.storeId)}`);
  await scan(page, t.barcode);
  await expect(page.getByTestId('pos-line')).toHaveCount(1);
  const lookup = page.getByRole('form', { name: 'Customer' });
  await lookup.getByRole('textbox', { name: 'Customer' }).fill(phone);
  await lookup.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(`Siu Ming Chan · ${phone}`) }).click();
  await expect(page.getByTestId('pos-customer')).toContainText('Silver');
  await expect(page.getByTestId('pos-customer')).toContainText('24');
  // 20 points take 2.00 off the 12.00 sale.
  await page.getByRole('textbox', { name: 'Points to use' }).fill('20');
  await expect(page.getByTestId('pos-total')).toContainText('10.00');
  await page.getByRole('textbox', { name: 'Cash received' }).fill('10');
  await page.evaluate('window.__printed = 0; window.print = () => { window.__printed += 1; };');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  const receipt = page.getByTestId('pos-receipt');
  await expect(receipt).toContainText(/ORD-\d+/);
  await expect(receipt).toContainText('-2.00');
  await expect(receipt).toContainText('10.00');
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate('window.__printed')).toBe(1);
  // The ledger: 24 earned, 20 spent (and the new sale's own points once its paid event is handled).
  await expect
    .poll(async () => (await balance()).some((e) => e.points === 20 || (e as { used_points?: number }).used_points === 20))
    .toBe(true);
  expect(await onHand(request, t)).toBe(2);
});

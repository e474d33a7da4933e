import { expect, test, type Page } from './fixtures';
import { adminAt, apiAdminToken, bearer, unique, uniqueEmail } from './helpers';
import { apiPost, saleWarehouseId, silverTierOne } from './ui-helpers';

const ADDRESS = { first_name: 'Mei', last_name: 'Wong', country: 'HKG', contact_number: '+852 5555 0404', address: '4 Nathan Road' };

/** This month in the shop's time zone, as the page opens on it. */
const thisMonth = () => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit' }).formatToParts(
    new Date(),
  );
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
};

/** Reloads until the seller's row reads `text` (the commission is written by a subscriber, a moment after the order). */
async function expectRow(page: Page, seller: string, text: RegExp) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(seller) })).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('a paid order shows the seller’s commission and the member’s points, drills down to the order, exports the month, and a refund reverses both', async ({
  page,
  request,
}) => {
  const token = await apiAdminToken(request);
  await silverTierOne(request);
  const seller = unique('Commission seller ');
  const account = await apiPost<{ id: number }>(request, 'account', {
    name: seller,
    email: uniqueEmail('commission-seller'),
    password: 'Seller-pass-7391',
    password_confirmation: 'Seller-pass-7391',
    enabled: true,
    commission_enabled: true,
  });
  const customer = await apiPost<{ id: number }>(request, 'user', {
    email: uniqueEmail('commission-buyer'),
    first_name: 'Mei',
    last_name: 'Wong',
    gender: 'female',
    password: 'Buyer-pass-7391',
    password_confirmation: 'Buyer-pass-7391',
    admin_id: account.id,
    membership_tier_id: 1,
  });
  const sku = unique('COMM-').toUpperCase();
  const product = await apiPost<{ stocks: { id: number }[] }>(request, 'product', {
    name: unique('Commission tee '),
    url: sku.toLowerCase(),
    sku,
    stocks: [{ sku: `${sku}-V`, price: '12.00' }],
    commissions: [{ level: 1, percentage: '10' }],
  });
  const stockId = product.stocks[0]!.id;
  await apiPost(request, 'inventory/plus', { stock_id: stockId, warehouse_id: await saleWarehouseId(request), quantity: 5 });
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number; name: string }[];
  const order = await apiPost<{ id: number; order_number: string }>(request, 'order', {
    customer_id: customer.id,
    lines: [{ stock_id: stockId, quantity: 2 }],
    shipping_method_id: methods[0]!.id,
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    payment_method: 'cash',
  });

  await adminAt(page, '/admin/calculation');
  await expect(page.getByRole('heading', { name: 'Commissions', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Month')).toHaveValue(thisMonth());
  // 2 × 12.00 at 10 %: 2.40, nothing taken back.
  await expectRow(page, seller, /2\.40.*0\.00.*2\.40/);
  // The member earned a point per dollar of the 24.00 (plus shipping, if any, earns nothing).
  const points = async () =>
    (
      (await (await request.get(`/api/admin/user/${String(customer.id)}/points`, { headers: bearer(token) })).json()) as {
        data: { type: string; points: number }[];
      }
    ).data;
  await expect.poll(async () => (await points()).find((e) => e.type === 'earn')?.points, { timeout: 30_000 }).toBeGreaterThan(0);

  await page.getByRole('button', { name: `Orders of ${seller}` }).click();
  const detail = page.getByRole('table', { name: new RegExp(`Orders of ${seller}`) });
  await expect(detail.getByRole('row', { name: new RegExp(order.order_number) })).toContainText('Commission');
  await expect(page).toHaveURL(new RegExp(`admin=${String(account.id)}`));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  expect((await download).suggestedFilename()).toBe(`commissions-${thisMonth()}.xlsx`);

  await detail.getByRole('link', { name: order.order_number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${String(order.id)}$`));
  await expect(page.getByRole('heading', { name: order.order_number })).toBeVisible();

  const refunded = await request.put(`/api/admin/order/${String(order.id)}/status`, {
    headers: bearer(token),
    data: { status: 'refunded' },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  await page.goto('/admin/calculation');
  // Refunded in full in the same month: commission 2.40, taken back 2.40, net 0.00.
  await expectRow(page, seller, /2\.40.*2\.40.*0\.00/);
  await page.getByRole('button', { name: `Orders of ${seller}` }).click();
  await expect(page.getByRole('table', { name: new RegExp(`Orders of ${seller}`) }).getByRole('row', { name: /Taken back/ })).toContainText(
    '-2.40',
  );
  // The points the order earned are taken back too, as staff see on the customer's Reward Points History tab.
  await expect.poll(async () => (await points()).some((e) => e.type === 'reverse'), { timeout: 30_000 }).toBe(true);
  await adminAt(page, `/admin/customer/edit/${String(customer.id)}`);
  await page.getByRole('tab', { name: 'Reward Points History' }).click();
  const earned = (await points()).find((e) => e.type === 'earn')!.points;
  await expect(page.getByRole('row').filter({ hasText: 'Earned' })).toContainText(String(earned));
  await expect(page.getByRole('row').filter({ hasText: 'Reversed' })).toContainText(String(earned));
});

test('the page says so when a month has no commissions', async ({ page }) => {
  await adminAt(page, '/admin/calculation?period=2001-01');
  await expect(page.getByText('No commissions in this month.')).toBeVisible();
});

import { expect, test } from './fixtures';
import { adminAt, unique, uniqueEmail } from './helpers';
import { apiPost, signedInShopper, productForSale } from './ui-helpers';

/**
 * Issue 29 §1 and §5 (decision 0068): a coupon at checkout — a refused code says so in the shopper's
 * language (zh-HK), a good one (typed in another case) shows its discount line, the total follows, and
 * the order is placed with it. And the back office's promotion form marks a repeated condition.
 */
test('a shopper in zh-HK applies a coupon at checkout, after a refused one, and orders with its discount', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productForSale(request, 5);
  const code = unique('E2E-').toUpperCase();
  await apiPost(request, 'promotion', {
    name: 'Five off',
    code,
    reward_type: 'fixed_amount',
    reward_value: '5',
    enabled: true,
    combinable: true,
    priority: 0,
    conditions: [{ type: 'products', ids: [product.id] }],
  });
  const email = uniqueEmail('coupon');
  const { token, expires_at } = await signedInShopper(request, { email, password: 'Analytical1', first_name: '大文', last_name: '陳' });
  const auth = { authorization: `Bearer ${token}` };
  const address = await request.post('/api/address', {
    headers: auth,
    data: {
      first_name: '大文',
      last_name: '陳',
      country: 'HKG',
      contact_number: '+852 5555 0199',
      address: '中環皇后大道中 1 號',
      default_shipping: true,
      default_billing: true,
    },
  });
  expect(address.ok(), await address.text()).toBeTruthy();
  const url = new URL(baseURL!).origin;
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(token), url },
    { name: 'token_expires_at', value: encodeURIComponent(expires_at), url },
    { name: 'language', value: 'zh_hk', url },
  ]);
  expect((await request.post('/api/cart/item', { headers: auth, data: { stock_id: product.stockId, quantity: 1 } })).ok()).toBeTruthy();

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '結帳', level: 1 })).toBeVisible();
  const summary = page.getByLabel('訂單摘要');
  await page
    .getByRole('radiogroup', { name: '送貨方式' })
    .getByText(/^標準送貨/)
    .click();
  // 12.00 + 30.00 shipping.
  await expect(page.getByTestId('summary-total')).toHaveText('HK$42.00');

  // A code that does not exist: refused, in Chinese.
  const field = summary.getByRole('textbox', { name: '優惠碼' });
  await field.fill('NO-SUCH-CODE');
  await summary.getByRole('button', { name: '使用' }).click();
  await expect(page.getByTestId('coupon-error')).toHaveText('優惠碼無效。');
  await expect(page.getByTestId('summary-total')).toHaveText('HK$42.00');

  // The real one, typed in lower case.
  await field.fill(code.toLowerCase());
  await summary.getByRole('button', { name: '使用' }).click();
  await expect(page.getByTestId('coupon-applied')).toHaveText(`已使用優惠碼 ${code.toLowerCase()}`);
  await expect(page.getByTestId('discount-line')).toHaveText(/Five off.*HK\$5\.00/);
  await expect(page.getByTestId('summary-discount')).toHaveText('HK$5.00');
  await expect(page.getByTestId('summary-total')).toHaveText('HK$37.00');

  await page.getByRole('button', { name: '確認下單' }).click();
  await expect(page).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);
  const orders = (await (await request.get('/api/order', { headers: auth })).json()) as { data: { id: number; grand_total: string }[] };
  expect(orders.data).toEqual([expect.objectContaining({ grand_total: '37.00' })]);

  // The shopper's own order keeps the discount line, naming the promotion and its code.
  await page.goto('/account');
  await page.getByRole('button', { name: '詳情' }).click();
  await expect(page.getByTestId('order-discounts')).toHaveText(new RegExp(`Five off \\(${code}\\).*5\\.00`));
  // Staff see the order's discount line, naming the promotion and its code.
  await adminAt(page, `/admin/order/${String(orders.data[0]!.id)}`);
  await expect(page.getByTestId('order-discount-line')).toHaveText(new RegExp(`Five off \\(${code}\\).*5\\.00`));
});

test('the promotion form marks a condition chosen twice; once changed, it saves', async ({ page }) => {
  await adminAt(page, '/admin/promotion/create');
  await page.getByLabel('Name').fill(unique('Twice '));
  await page.getByLabel('Value').fill('10');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByRole('combobox', { name: 'Condition 2' }).selectOption('min_subtotal');
  await expect(page.getByRole('alert').filter({ hasText: 'Condition can not be repeated' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Condition 2' }).selectOption('first_order');
  await expect(page.getByText('Condition can not be repeated')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Minimum subtotal' }).fill('50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/promotion(\/edit\/\d+)?$/);
});

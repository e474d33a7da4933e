import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

/**
 * Issue 25 §2 and §4: the order placed is the order shown, and the amount charged is stated in the
 * base currency. A shopper in zh-HK paying in USD, with a saved address.
 */
test('a stale checkout tab places nothing it did not show: it shows the new summary and asks again', async ({ page, request, baseURL }) => {
  const tee = await productForSale(request, 5);
  const tote = await productForSale(request, 5);
  const email = uniqueEmail('stale-tab');
  const registered = await request.post('/api/register', {
    data: { first_name: '大文', last_name: '陳', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const { token, expires_at } = (await registered.json()) as { token: string; expires_at: string };
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
    { name: 'currency', value: 'USD', url },
  ]);
  const added = await request.post('/api/cart/item', { headers: auth, data: { stock_id: tee.stockId, quantity: 3 } });
  expect(added.ok(), await added.text()).toBeTruthy();

  // Tab B: the checkout shows 3 tees.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '結帳', level: 1 })).toBeVisible();
  const summary = page.getByLabel('訂單摘要');
  await expect(summary.getByText(`${tee.name} × 3`)).toBeVisible();
  await page
    .getByRole('radiogroup', { name: '送貨方式' })
    .getByText(/^標準送貨/)
    .click();
  // 3 × 12.00 + 30.00 = HK$66.00, shown in US$ and charged in HKD.
  await expect(page.getByTestId('summary-charged')).toHaveText('以 HKD 收款：HK$66.00。其他貨幣的價格僅供參考。');

  // Tab A (the same shopper, elsewhere) swaps the tees for one tote.
  const cart = (await (await request.post('/api/cart', { headers: auth, data: {} })).json()) as { items: { id: number }[] };
  expect((await request.delete('/api/cart/item', { headers: auth, data: { item_id: cart.items[0]!.id } })).ok()).toBeTruthy();
  expect((await request.post('/api/cart/item', { headers: auth, data: { stock_id: tote.stockId, quantity: 1 } })).ok()).toBeTruthy();

  // Tab B places the order it shows: refused, and the summary is drawn again from the cart as it is now.
  await page.getByRole('button', { name: '確認下單' }).click();
  await expect(summary.getByRole('alert')).toHaveText('你檢視訂單後，訂單內容已有變更。請查看最新摘要，然後再次下單。');
  await expect(summary.getByText(`${tote.name} × 1`)).toBeVisible();
  await expect(summary.getByText(`${tee.name} × 3`)).toHaveCount(0);
  await expect(page.getByTestId('summary-charged')).toHaveText('以 HKD 收款：HK$42.00。其他貨幣的價格僅供參考。');
  await expect(page).toHaveURL(/\/checkout$/);
  const mine = (await (await request.get('/api/order', { headers: auth })).json()) as { data: unknown[] };
  expect(mine.data).toHaveLength(0);

  // Placing it again orders what is shown now, this time with the unticked news box ticked (decision 0072).
  const news = page.getByRole('checkbox', { name: '以電郵接收最新消息及優惠' });
  await expect(news).not.toBeChecked();
  await page.getByText('以電郵接收最新消息及優惠').click();
  await expect(news).toBeChecked();
  await page.getByRole('button', { name: '確認下單' }).click();
  await expect(page).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);
  const orders = (await (await request.get('/api/order', { headers: auth })).json()) as { data: { grand_total: string; items: number }[] };
  expect(orders.data).toEqual([expect.objectContaining({ grand_total: '42.00', items: 1 })]);
  const me = (await (await request.get('/api/info', { headers: auth })).json()) as { is_subscribe: boolean };
  expect(me.is_subscribe).toBe(true);
});

test('the checkout says what to fix in each field, the e-mail too, in words a shopper knows (zh-HK)', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productForSale(request, 3);
  await page.context().addCookies([{ name: 'language', value: 'zh_hk', url: new URL(baseURL!).origin }]);
  await page.goto(`/product/${product.url}`);
  await page.getByRole('button', { name: '加入購物車' }).click();
  await expect(page.getByRole('button', { name: /^購物車，1 件$/ })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: '結帳', level: 1 })).toBeVisible();

  // Nothing typed: the e-mail is marked like every other empty field.
  await page.getByRole('button', { name: '確認下單' }).click();
  const email = page.getByLabel('電郵');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('聯絡電話')).toHaveAttribute('aria-invalid', 'true');

  await email.fill('not-an-address');
  await page.getByLabel('聯絡電話').fill('call me');
  await page.getByLabel('地址', { exact: true }).fill('香'.repeat(200));
  await page.getByRole('button', { name: '確認下單' }).click();
  await expect(page.getByText('請輸入電郵地址，例如 name@example.com。')).toBeVisible();
  await expect(page.getByText('請只用數字輸入電話號碼，可以 + 開頭（可包含空格、括號及 -）。')).toBeVisible();
  await expect(page.getByText('太長了：最多 500 個英文字母或數字（每個中文字佔 3 個位置）。')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

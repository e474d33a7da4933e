import { adminAt, apiAdminToken, bearer, expectToast } from '../helpers';
import { apiPost, limitedAdmin, productForSale, saleWarehouseId } from '../ui-helpers';
import { expect, test } from './site';

/**
 * An order's invoice and packing slip (decision 0048): their own A4 pages in the order's language,
 * with the shop's details from the configuration. Here, beside the settings specs: the test sets the
 * shop's details through the configuration screen, which another spec's save of the same tab on the
 * shared server could undo mid-test.
 */

const ADDRESS = {
  first_name: '小明',
  last_name: '陳',
  country: 'HKG',
  contact_number: '+852 5555 0303',
  address: '九龍彌敦道 2 號\n3 樓 A 室',
};
const SHOP = {
  legal: '海港戶外用品有限公司',
  address: ['香港中環皇后大道中 1 號', '12 樓'],
  phone: '+852 2345 6789',
  registration: 'BR 12345678',
};

test('a zh-HK order prints as a Chinese invoice with the shop’s details and as a packing slip without prices, on A4', async ({
  page,
  request,
  site,
  browser,
}) => {
  // Put the shop's details back as they were after the test.
  await site.set({ shop_legal_name: null, shop_address: null, shop_phone: null, shop_registration_number: null });
  const token = await apiAdminToken(request);
  const product = await productForSale(request, 5);
  // And a variant chosen by its options (size and colour).
  const tag = String(Date.now());
  await apiPost(request, 'attribute', { key: `size_${tag}`, label: `Size ${tag}` });
  await apiPost(request, 'attribute', { key: `colour_${tag}`, label: `Colour ${tag}` });
  const teeSku = `DOC-${tag}`;
  const tee = await apiPost<{ stocks: { id: number; sku: string }[] }>(request, 'product', {
    name: `Document tee ${tag}`,
    url: teeSku.toLowerCase(),
    sku: teeSku,
    options: [
      { key: `size_${tag}`, values: ['S', 'M'] },
      { key: `colour_${tag}`, values: ['red', 'blue'] },
    ],
    stocks: [
      { sku: `${teeSku}-S-red`, price: '20.00', attributes: { [`size_${tag}`]: 'S', [`colour_${tag}`]: 'red' } },
      { sku: `${teeSku}-M-blue`, price: '22.00', attributes: { [`size_${tag}`]: 'M', [`colour_${tag}`]: 'blue' } },
    ],
  });
  const variant = tee.stocks.find((stock) => stock.sku === `${teeSku}-M-blue`)!;
  await apiPost(request, 'inventory/plus', { stock_id: variant.id, warehouse_id: await saleWarehouseId(request), quantity: 5 });

  // A guest's order placed in Traditional Chinese, paid.
  const cart = await request.post('/api/cart/item', { data: { stock_id: product.stockId, quantity: 2 } });
  const { cart_id } = (await cart.json()) as { cart_id: string };
  expect((await request.post('/api/cart/item', { data: { stock_id: variant.id, quantity: 3, cart_id } })).ok()).toBe(true);
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number; name: string }[];
  const placed = await request.post('/api/order', {
    data: {
      language: 'zh_hk',
      cart_id,
      email: 'xiaoming@example.com',
      shipping_method_id: methods[0]!.id,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; order_number: string };
  const paid = await request.put(`/api/admin/order/${String(order.id)}/status`, { headers: bearer(token), data: { status: 'paid' } });
  expect(paid.status()).toBe(200);
  const info = (await paid.json()) as { grand_total: string; payment: { intent_id: string | null } };

  // Staff (interface in English) enter the shop's details in the configuration.
  await adminAt(page, '/admin/configuration');
  const general = page.getByRole('form', { name: 'General' });
  await general.getByLabel('Legal name').fill(SHOP.legal);
  await general.getByLabel('Address', { exact: true }).fill(SHOP.address.join('\n'));
  await general.getByLabel('Phone', { exact: true }).fill(SHOP.phone);
  await general.getByLabel('Business registration / tax number').fill(SHOP.registration);
  await general.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // The invoice: in the order's language, whatever the staff member's.
  await page.goto(`/admin/order/${String(order.id)}/invoice`);
  const invoice = page.locator('article[data-document="invoice"]');
  await expect(invoice.getByRole('heading', { name: '發票', level: 1 })).toBeVisible();
  await expect(invoice).toHaveAttribute('lang', 'zh-HK');
  const number = order.order_number.replace(/^ORD-/, 'INV-');
  await expect(invoice.getByTestId('document-invoice-number')).toHaveText(number);
  await expect(invoice.getByTestId('document-order-number')).toHaveText(order.order_number);
  await expect(invoice.getByTestId('document-invoice-date')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(page).toHaveTitle(number);
  const shop = invoice.getByTestId('document-shop');
  await expect(shop).toContainText(SHOP.legal);
  await expect(shop).toContainText(SHOP.address[0]!);
  await expect(shop).toContainText(SHOP.address[1]!);
  await expect(shop).toContainText(`電話 ${SHOP.phone}`);
  await expect(shop).toContainText(`商業登記號碼 ${SHOP.registration}`);
  await expect(invoice.getByText('帳單地址')).toBeVisible();
  await expect(invoice).toContainText('九龍彌敦道 2 號');
  await expect(invoice.getByRole('row', { name: new RegExp(product.sku) })).toContainText('HKD 12.00');
  await expect(invoice.getByRole('row', { name: new RegExp(product.sku) })).toContainText('HKD 24.00');
  const teeRow = invoice.getByRole('row', { name: new RegExp(variant.sku) });
  await expect(teeRow).toContainText('M / blue');
  await expect(teeRow).toContainText('HKD 22.00');
  await expect(teeRow).toContainText('HKD 66.00');
  await expect(invoice.getByTestId('document-tax')).toContainText('不收取稅項');
  await expect(invoice.getByTestId('document-grand-total')).toHaveText(`HKD ${info.grand_total}`);
  await expect(invoice.getByTestId('document-payment-method')).toHaveText('銀行轉帳');
  // Not the admin page: no back-office frame, no status, no internal payment id.
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  for (const status of ['已付款', 'Paid', '狀態', 'Status']) await expect(invoice).not.toContainText(status);
  if (info.payment.intent_id) await expect(invoice).not.toContainText(info.payment.intent_id);

  // Printed: the Print button stays on screen; the page is A4 and fits one sheet.
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(invoice.getByTestId('document-invoice-number')).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const sizes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(sizes).toHaveLength(1);
  // A4 is 595 × 842 points.
  expect(Math.round(sizes[0]![0]!)).toBeGreaterThanOrEqual(595);
  expect(Math.round(sizes[0]![0]!)).toBeLessThanOrEqual(596);
  expect(Math.round(sizes[0]![1]!)).toBeGreaterThanOrEqual(842);
  expect(Math.round(sizes[0]![1]!)).toBeLessThanOrEqual(843);
  await page.emulateMedia({ media: 'screen' });

  // The packing slip: who and what to pack, no prices.
  await page.goto(`/admin/order/${String(order.id)}/packing-slip`);
  const slip = page.locator('article[data-document="packing-slip"]');
  await expect(slip.getByRole('heading', { name: '裝箱單', level: 1 })).toBeVisible();
  await expect(slip.getByTestId('document-order-number')).toHaveText(order.order_number);
  await expect(slip.getByText('送貨地址')).toBeVisible();
  await expect(slip).toContainText('3 樓 A 室');
  await expect(slip.getByRole('row', { name: new RegExp(product.sku) }).getByTestId('document-quantity')).toHaveText('2');
  await expect(slip).not.toContainText('HKD');
  const teeLine = slip.getByRole('row', { name: new RegExp(variant.sku) });
  await expect(teeLine).toContainText('M / blue');
  await expect(teeLine.getByTestId('document-quantity')).toHaveText('3');
  await expect(slip).not.toContainText(SHOP.registration);
  expect((await page.pdf({ format: 'A4' })).subarray(0, 5).toString()).toBe('%PDF-');

  // Staff who may not read orders get no document.
  const clerk = await limitedAdmin(request, ['get configuration']);
  const other = await browser.newPage();
  await adminAt(other, '/admin/dashboard', clerk);
  await other.goto(`/admin/order/${String(order.id)}/invoice`);
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await expect(other.locator('article[data-document]')).toHaveCount(0);
  const clerkToken = await apiAdminToken(request, clerk.email, clerk.password);
  expect((await request.get(`/api/admin/order/${String(order.id)}`, { headers: bearer(clerkToken) })).status()).toBe(403);
  expect((await request.get('/api/admin/order/document/shop', { headers: bearer(clerkToken) })).status()).toBe(403);
  await other.close();
});

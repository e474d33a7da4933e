import { expect, test } from './fixtures';
import { apiAdminToken, bearer } from './helpers';
import { apiPost, productForSale } from './ui-helpers';

test('a shopper opens a product page: price in the chosen currency, variant picker, stock state; a hidden product is not found', async ({
  page,
  request,
}) => {
  // One variant with 4 in stock, and a two-option product whose variants have none.
  const stocked = await productForSale(request, 4);
  const url = stocked.url;
  await page.goto(`/product/${url}`);
  await expect(page.getByRole('heading', { name: stocked.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(stocked.name));
  await expect(page.getByTestId('product-price')).toHaveText('HK$12.00');
  await expect(page.getByTestId('stock-state')).toHaveText('In stock: 4 left');

  // The currency selector converts the price (mark + amount × rate, 2 decimals).
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(page.getByTestId('product-price')).toHaveText('US$1.54');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('HKD');

  const token = await apiAdminToken(request);
  for (const [key, label] of [
    ['size', 'Size'],
    ['colour', 'Colour'],
  ]) {
    const existing = await request.get(`/api/admin/attribute?search=${key}&per_page=100`, { headers: bearer(token) });
    const found = ((await existing.json()) as { data: { key: string }[] }).data.some((a) => a.key === key);
    if (!found) await apiPost(request, 'attribute', { key, label });
  }
  const sku = `PP-${String(Date.now())}`;
  const tee = await apiPost<{ id: number; url: string; name: string }>(request, 'product', {
    name: `Picker tee ${sku}`,
    url: sku.toLowerCase(),
    sku,
    options: [
      { key: 'size', values: ['S', 'M'] },
      { key: 'colour', values: ['red', 'blue'] },
    ],
    stocks: [
      { sku: `${sku}-S-red`, price: '20.00', special_price: '15.00', attributes: { size: 'S', colour: 'red' } },
      { sku: `${sku}-M-blue`, price: '22.00', attributes: { size: 'M', colour: 'blue' } },
    ],
  });
  await page.goto(`/product/${tee.url}`);
  await expect(page.getByRole('heading', { name: tee.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('stock-state')).toHaveText('Choose the options to see the stock.');
  const size = page.getByRole('group', { name: 'Size' });
  const colour = page.getByRole('group', { name: 'Colour' });
  await size.getByRole('button', { name: 'S', exact: true }).click();
  // With S chosen, only red leads to a variant.
  await expect(colour.getByRole('button', { name: 'blue' })).toBeDisabled();
  await colour.getByRole('button', { name: 'red' }).click();
  await expect(page.getByTestId('product-price')).toHaveText('Sale price:HK$15.00Regular price: HK$20.00');
  await expect(page.getByTestId('stock-state')).toHaveText('Out of stock');

  // Hidden: the same page as an unknown address.
  await request.put('/api/admin/product/batch', { headers: bearer(token), data: { ids: [tee.id], data: { visibled: false } } });
  await page.goto(`/product/${tee.url}`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

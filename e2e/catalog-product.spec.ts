import { expect, test, type APIRequestContext } from './fixtures';
import { adminAt, adminLogin, adminMenu, apiAdminToken, bearer, expectToast, searchList, setChecked, unique } from './helpers';
import { optionValues, rowByColumn } from './ui-helpers';

interface Stock {
  id: number;
  sku: string;
  price: string;
  special_price: string | null;
  visibled: boolean;
  attributes: Record<string, string>;
  inventories: { warehouse_id: number; quantity: number }[];
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

test('product form: auto-filled codes, options → variant grid, row errors, stock movements, hiding and restoring a variant', async ({
  page,
  request,
}) => {
  const tag = unique('p');
  const token = await apiAdminToken(request);
  await post(request, token, 'attribute', { key: `size_${tag}`, label: `Size ${tag}` });
  await post(request, token, 'attribute', { key: `colour_${tag}`, label: `Colour ${tag}` });
  const warehouse = await post(request, token, 'warehouse', { name: `Store ${tag}`, code: tag.toUpperCase().slice(0, 20) });

  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();

  // SKU and url follow the name (1 s debounce) until edited by hand.
  await page.getByLabel('Name', { exact: true }).fill(`Tee ${tag}`);
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(new RegExp(`^TEE-${tag.toUpperCase()}-\\d{4}$`));
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(new RegExp(`^tee-${tag}-\\d{4}$`));
  const url = `tee-${tag}`;
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByLabel('Name', { exact: true }).fill(`Shirt ${tag}`);
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(new RegExp(`^SHIRT-${tag.toUpperCase()}-\\d{4}$`));
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(url);

  // Two options × two values → four variants.
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 1', { exact: true }).selectOption(`size_${tag}`);
  await optionValues(page, 1).fill('S, M');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 2', { exact: true }).selectOption(`colour_${tag}`);
  await optionValues(page, 2).fill('red,blue');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  const skus = page.getByLabel(/^SKU of /);
  await expect(skus).toHaveCount(4);
  await expect(page.getByLabel('SKU of S / red', { exact: true })).toHaveValue(new RegExp(`^SHIRT-${tag.toUpperCase()}-S-RED-\\d{4}$`));

  // Empty prices are refused beside their cells.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(4);
  const prices = { 'S / red': '19.9', 'S / blue': '0.1', 'M / red': '1000', 'M / blue': '33.33' };
  for (const [variant, price] of Object.entries(prices)) await page.getByLabel(`Price of ${variant}`, { exact: true }).fill(price);
  await page.getByLabel('Special price of S / red').fill('15.5');
  // A SKU repeated inside the product comes back on its row.
  const lastSku = page.getByLabel('SKU of M / blue', { exact: true });
  await lastSku.fill(await page.getByLabel('SKU of S / red', { exact: true }).inputValue());
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Create Fail');
  await expect(lastSku).toHaveAccessibleDescription(/Please make sure that sku field is unique/);
  await lastSku.fill(`${tag}-mb`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/edit\/\d+$/);
  await expectToast(page, 'Submit Success');
  const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);

  const product = async () => {
    const response = await request.get(`/api/admin/product/${id}`, { headers: bearer(token) });
    return (await response.json()) as { stocks: Stock[]; inventories_histories: { quantity: number; remark: string | null }[] };
  };
  const saved = await product();
  expect(saved.stocks.map((s) => [s.price, s.special_price])).toEqual([
    ['19.90', '15.50'],
    ['0.10', null],
    ['1000.00', null],
    ['33.33', null],
  ]);

  // Stock: add 5, refuse subtracting more than there is.
  await page.getByRole('button', { name: /^Stock of .*S \/ red/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Warehouse').selectOption({ label: `Store ${tag}` });
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByRole('button', { name: 'Add stock' }).click();
  await expect(dialog.getByText('The quantity must be a whole number greater than 0.')).toBeVisible();
  await dialog.getByLabel('Quantity').fill('5');
  await dialog.getByLabel('Remark').fill('first count');
  await dialog.getByRole('button', { name: 'Add stock' }).click();
  await expect.poll(() => rowByColumn(dialog.getByRole('row').filter({ hasText: `Store ${tag}` }))).toMatchObject({ Quantity: '5' });
  await dialog.getByText('Subtract', { exact: true }).click();
  await dialog.getByLabel('Warehouse').selectOption({ label: `Store ${tag}` });
  await dialog.getByLabel('Quantity').fill('6');
  await dialog.getByRole('button', { name: 'Subtract stock' }).click();
  await expect(dialog.getByText('The quantity cannot be more than the stock available.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByRole('button', { name: /^Stock of .*\(S \/ red\): 5$/ })).toBeVisible();
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Inventory history' }) });
  await expect(history.getByRole('row').filter({ hasText: 'first count' })).toContainText('+5');
  const stocked = (await product()).stocks[0] as Stock;
  expect(stocked.inventories).toMatchObject([{ warehouse_id: warehouse.id, quantity: 5 }]);

  // Removing a saved variant hides it (recoverable); restoring brings it back.
  await page.getByRole('button', { name: 'Remove variant M / blue' }).click();
  await expect(page.getByRole('button', { name: /^Restore variant .*M \/ blue/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect
    .poll(
      async () =>
        (await product()).stocks.find((s) => s.attributes[`colour_${tag}`] === 'blue' && s.attributes[`size_${tag}`] === 'M')?.visibled,
    )
    .toBe(false);
  await page.reload();
  await page.getByRole('button', { name: /^Restore variant .*M \/ blue/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect.poll(async () => (await product()).stocks.filter((s) => s.visibled)).toHaveLength(4);
});

test('product list: filters, search by SKU and batch hide', async ({ page, request }) => {
  const tag = unique('l');
  const token = await apiAdminToken(request);
  const stocks = [{ sku: `${tag}-v1`, price: '5', attributes: {} }];
  await post(request, token, 'product', { name: `Listed ${tag}`, url: `${tag}-a`, sku: `${tag}-A`, stocks, type: 'service' });

  await adminAt(page, '/admin/product');
  await searchList(page, `${tag}-v1`);
  const row = page.getByRole('row').filter({ hasText: `Listed ${tag}` });
  await expect(row).toContainText('Service');
  await expect(row).toContainText('5.00');
  // The stock column: a new product has none on hand.
  await expect(row).toContainText('Out of stock');
  await page.getByLabel('Type').selectOption('general');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Type').selectOption('service');
  await expect(row).toHaveCount(1);
  await setChecked(row.getByRole('checkbox'), true);
  await page.getByRole('button', { name: 'Hide selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Hide selected' }).click();
  expect(await expectToast(page, 'Update Success')).toContain('1 updated');
  await expect(row).toContainText('Hidden');
});

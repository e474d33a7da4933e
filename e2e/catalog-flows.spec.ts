import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext } from './fixtures';
import { adminAt, adminLogin, adminMenu, apiAdminToken, bearer, expectToast, importFinished, unique } from './helpers';
import { optionValues, rowByColumn } from './ui-helpers';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { id: number; [key: string]: unknown };
}

interface Product {
  name: string;
  image_list: string[];
  stocks: { id: number; inventories: { warehouse_id: number; quantity: number }[] }[];
  inventories_histories: { kind: string; warehouse_id: number; quantity: number; from: number | null; to: number | null }[];
}

test('product: two options, images, two languages, stocked in two warehouses, a transfer, and its history', async ({ page, request }) => {
  const tag = unique('f');
  const token = await apiAdminToken(request);
  await post(request, token, 'attribute', { key: `size_${tag}`, label: `Size ${tag}` });
  await post(request, token, 'attribute', { key: `colour_${tag}`, label: `Colour ${tag}` });
  const north = await post(request, token, 'warehouse', { name: `North ${tag}`, code: `N${tag}`.toUpperCase().slice(0, 20) });
  const south = await post(request, token, 'warehouse', { name: `South ${tag}`, code: `S${tag}`.toUpperCase().slice(0, 20) });
  const dir = mkdtempSync(join(tmpdir(), 'e2e-img-'));
  const images = ['front.png', 'back.png'].map((name) => {
    const path = join(dir, name);
    writeFileSync(path, PNG);
    return path;
  });

  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(`Hoodie ${tag}`);
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 1', { exact: true }).selectOption(`size_${tag}`);
  await optionValues(page, 1).fill('S, M');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 2', { exact: true }).selectOption(`colour_${tag}`);
  await optionValues(page, 2).fill('red, blue');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  const prices = page.getByLabel(/^Price of /);
  await expect(prices).toHaveCount(4);
  for (const price of await prices.all()) await price.fill('49.90');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles(images);
  await expect(page.getByText('2 of', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/edit\/\d+$/);
  await expectToast(page, 'Submit Success');
  const id = Number(/edit\/(\d+)/.exec(page.url())?.[1]);
  const product = async (language = 'default') =>
    (await (await request.get(`/api/admin/product/${id}`, { headers: bearer(token), params: { language } })).json()) as Product;

  // The second language: only the translated text changes.
  await page.getByLabel('Content language').selectOption({ label: '繁體中文' });
  await page.getByLabel('Name', { exact: true }).fill(`連帽衫 ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  expect((await product('zh_hk')).name).toBe(`連帽衫 ${tag}`);
  expect((await product()).name).toBe(`Hoodie ${tag}`);
  expect((await product()).image_list).toHaveLength(2);

  // Stock the first variant in both warehouses, then move some from North to South.
  await page.getByRole('button', { name: /^Stock of .*S \/ red/ }).click();
  const dialog = page.getByRole('dialog');
  for (const [warehouse, quantity] of [
    [`North ${tag}`, '6'],
    [`South ${tag}`, '1'],
  ] as const) {
    await dialog.getByLabel('Warehouse').selectOption({ label: warehouse });
    await dialog.getByLabel('Quantity').fill(quantity);
    await dialog.getByRole('button', { name: 'Add stock' }).click();
    // Every warehouse has a row from the start: wait for this one's quantity (the form is reset by then).
    const row = dialog.getByRole('row').filter({ hasText: warehouse });
    await expect.poll(() => rowByColumn(row)).toMatchObject({ Quantity: quantity });
  }
  await dialog.getByText('Transfer', { exact: true }).click();
  await dialog.getByLabel('From warehouse').selectOption({ label: `North ${tag}` });
  await dialog.getByLabel('To warehouse').selectOption({ label: `South ${tag}` });
  await dialog.getByLabel('Quantity').fill('4');
  await dialog.getByRole('button', { name: 'Transfer stock' }).click();
  await expect
    .poll(async () => (await product()).stocks[0]!.inventories.map((i) => [i.warehouse_id, i.quantity]).sort())
    .toEqual(
      [
        [north.id, 2],
        [south.id, 5],
      ].sort(),
    );
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The history on the page shows the transfer on both sides.
  const history = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Inventory history' }) });
  await expect(history.getByRole('row').filter({ hasText: 'Transfer out' })).toContainText('-4');
  await expect(history.getByRole('row').filter({ hasText: 'Transfer in' })).toContainText('+4');
  const kinds = (await product()).inventories_histories.map((h) => h.kind);
  expect(kinds.sort()).toEqual(['plus', 'plus', 'transfer_in', 'transfer_out']);
});

test('products import from xlsx through the list; the bad row is reported and the good ones saved', async ({ page, request }) => {
  // Waits on a background import job, whose time follows the machine's load (importFinished).
  test.slow();
  const tag = unique('x');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('products');
  sheet.addRow(['name', 'url', 'sku', 'stock_sku', 'price']);
  sheet.addRow([`Imported lamp ${tag}`, `lamp-${tag}`, `LAMP-${tag}`, `LAMP-${tag}-1`, '30']);
  sheet.addRow([`Broken ${tag}`, `broken-${tag}`, `BROKEN-${tag}`, `BROKEN-${tag}-1`, 'free']);
  sheet.addRow([`Imported vase ${tag}`, `vase-${tag}`, `VASE-${tag}`, `VASE-${tag}-1`, '12.5']);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-xlsx-')), 'products.xlsx');
  await book.xlsx.writeFile(file);

  await adminAt(page, '/admin/product');
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await (await choosing).setFiles(file);
  await importFinished(page);
  const warning = await expectToast(page, 'Import Some Rows Fail');
  expect(warning).toContain('Row 3');
  const token = await apiAdminToken(request);
  const found = async (sku: string) =>
    ((await (await request.get('/api/admin/product', { headers: bearer(token), params: { search: sku } })).json()) as { total: number })
      .total;
  expect(await found(`LAMP-${tag}`)).toBe(1);
  expect(await found(`VASE-${tag}`)).toBe(1);
  expect(await found(`BROKEN-${tag}`)).toBe(0);
});

test('menu order: a menu moved under another parent goes last among its new siblings', async ({ page, request }) => {
  const tag = unique('t');
  const token = await apiAdminToken(request);
  // Inside a parent of its own, so menus other tests add at the top level never land in between.
  const box = await post(request, token, 'menu', { title: `Box ${tag}`, type: 'category', url: `${tag}-box` });
  const home = await post(request, token, 'menu', { title: `Home ${tag}`, type: 'category', url: `${tag}-home`, parent_id: box.id });
  await post(request, token, 'menu', { title: `Child ${tag}`, type: 'category', url: `${tag}-child`, parent_id: home.id });
  const moving = await post(request, token, 'menu', { title: `Moving ${tag}`, type: 'category', url: `${tag}-moving`, parent_id: box.id });

  await adminAt(page, '/admin/menu');
  await page.getByRole('link', { name: 'Menu order' }).click();
  // "Under the menu above": Moving sits right after Home's subtree, so it joins Home's children.
  await page.getByRole('button', { name: `Move Moving ${tag} under the menu above` }).click();
  await expectToast(page, 'Update Success');
  const saved = (await (await request.get(`/api/admin/menu/${moving.id}`, { headers: bearer(token) })).json()) as {
    parent_id: number | null;
    order: number;
    level: number;
  };
  expect(saved.parent_id).toBe(home.id);
  expect(saved.order).toBe(100);
  expect(saved.level).toBe(3);
});

test('warehouses: the site-wide warehouse_enabled flag is switched from the warehouse list', async ({ page, request }) => {
  const token = await apiAdminToken(request);
  const flag = async () =>
    ((await (await request.get('/api/admin/configuration', { headers: bearer(token) })).json()) as { warehouse_enabled: number })
      .warehouse_enabled;
  expect(await flag()).toBe(1);
  await adminAt(page, '/admin/warehouse');
  await page.getByText('Sell from warehouses', { exact: true }).click();
  await expectToast(page, 'Update Success');
  expect(await flag()).toBe(0);
  await page.getByText('Sell from warehouses', { exact: true }).click();
  await expectToast(page, 'Update Success');
  expect(await flag()).toBe(1);
});

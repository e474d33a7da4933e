import { expect, test } from './fixtures';
import { adminLogin, adminMenu, expectToast } from './helpers';
import { limitedAdmin, rowByColumn, stockedProduct, toasts } from './ui-helpers';

test('a clerk with only inventory permissions adjusts and transfers stock from /admin/inventories', async ({ page, request }) => {
  const product = await stockedProduct(request, 5);
  const [depot, floor] = product.warehouses as [{ id: number; name: string }, { id: number; name: string }];
  const clerk = await limitedAdmin(request, ['get inventories', 'get inventory', 'update inventory', 'get pos']);

  await adminLogin(page, clerk.email, clerk.password);
  await adminMenu(page).getByRole('link', { name: 'Inventories' }).click();
  await expect(page.getByRole('heading', { name: 'Inventories', level: 1 })).toBeVisible();

  // The warehouse filter comes with the stock permission; no error reaches the screen.
  const filter = page.getByLabel('Warehouse', { exact: true });
  await expect(filter.getByRole('option', { name: depot.name })).toBeAttached();
  await filter.selectOption({ label: depot.name });
  const row = page.getByRole('row').filter({ hasText: product.sku });
  await expect(row).toHaveCount(1);
  await expect.poll(() => rowByColumn(row)).toMatchObject({ Quantity: '5' });
  // The product's edit screen is not theirs: its name is plain text, not a link.
  await expect(row.getByRole('link', { name: product.name })).toHaveCount(0);
  await expect(row.getByText(product.name)).toBeVisible();

  // Add 3.
  await row.getByRole('button', { name: `Adjust stock of ${product.sku}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: new RegExp(product.sku) })).toBeVisible();
  await dialog.getByLabel('Quantity').fill('3');
  await dialog.getByRole('button', { name: 'Add stock' }).click();
  await expectToast(page, 'Submit Success');
  await expect.poll(() => rowByColumn(dialog.getByRole('row').filter({ hasText: depot.name }))).toMatchObject({ Quantity: '8' });

  // Transfer 2 to the shop floor.
  await dialog.getByText('Transfer', { exact: true }).click();
  await dialog.getByLabel('To warehouse').selectOption({ label: floor.name });
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByRole('button', { name: 'Transfer stock' }).click();
  await expectToast(page, 'Submit Success');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => rowByColumn(row)).toMatchObject({ Quantity: '6' });
  await filter.selectOption({ label: floor.name });
  await expect.poll(() => rowByColumn(page.getByRole('row').filter({ hasText: product.sku }))).toMatchObject({ Quantity: '2' });
  await expect(toasts(page)).toHaveCount(0);

  // The list is searched by SKU (issue 25 §7): only this product's rows, in every warehouse.
  await filter.selectOption({ label: 'All' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(product.sku);
  await expect(page).toHaveURL(new RegExp(`search=${product.sku}`));
  await expect(page.getByRole('row').filter({ hasText: product.sku })).toHaveCount(2);
  await expect(page.getByRole('row')).toHaveCount(3);

  // Purchase orders: supplier and warehouse filters need lists the clerk may not read; they are
  // simply not offered, and nothing fails.
  await adminMenu(page).getByRole('link', { name: 'Purchase orders' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase orders', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toBeVisible();
  await expect(page.getByLabel('Supplier')).toHaveCount(0);
  await expect(page.getByLabel('Warehouse', { exact: true })).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);

  // A page they may not open says so.
  await page.goto(`/admin/product/edit/${product.id}`);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission to view this page' })).toBeVisible();
});

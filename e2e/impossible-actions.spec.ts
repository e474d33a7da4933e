import { expect, test } from './fixtures';
import { adminAt, adminLogin, adminMenu, expectToast, searchList, SUPER_ADMIN, unique } from './helpers';
import { apiPost, stockedProduct } from './ui-helpers';

test('actions that can never succeed are shown disabled with the reason', async ({ page }) => {
  await adminLogin(page);

  // Role 1, the super admin role, cannot be deleted.
  await adminMenu(page).getByRole('link', { name: 'Roles' }).click();
  // The list's own search box: until the page has come, the one on screen may be the last page's.
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await searchList(page, 'Super Admin');
  const superDelete = page.getByRole('button', { name: 'Delete Super Admin' });
  await expect(superDelete).toBeDisabled();
  await expect(superDelete).toHaveAccessibleDescription('The super admin role cannot be deleted.');

  // Nobody can delete their own account.
  await adminMenu(page).getByRole('link', { name: 'Accounts' }).click();
  // Until the accounts page has come, the search box on screen is the roles page's.
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible();
  await searchList(page, SUPER_ADMIN.email);
  const own = page.getByRole('row').filter({ hasText: SUPER_ADMIN.email });
  const ownDelete = own.getByRole('button', { name: /^Delete / });
  await expect(ownDelete).toBeDisabled();
  await expect(ownDelete).toHaveAccessibleDescription('You cannot delete your own account.');
});

test('a partly received purchase order is closed short; a finished order offers no edit or delete', async ({ page, request }) => {
  const product = await stockedProduct(request, 0);
  const supplier = await apiPost<{ id: number }>(request, 'supplier', { name: unique('Short supplier ') });
  const po = await apiPost<{ id: number; number: string }>(request, 'po', {
    supplier_id: supplier.id,
    warehouse_id: product.warehouses[0]!.id,
    lines: [{ stock_id: product.stockId, quantity: 5, unit_cost: '3.00' }],
  });
  await apiPost(request, `po/${po.id}/order`, {});
  await apiPost(request, `po/${po.id}/receive`, { lines: [{ line_id: 1, quantity: 2 }] });

  await adminAt(page, `/admin/po/view/${po.id}`);
  await expect(page.getByRole('heading', { name: po.number, level: 1 })).toBeVisible();
  await expect(page.getByTestId('po-status')).toHaveText('Partially received');
  await page.getByRole('button', { name: 'Close short' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText(`Close ${po.number} short?`);
  await ask.getByRole('button', { name: 'Close short' }).click();
  await expectToast(page, 'Update Success');
  await expect(page.getByTestId('po-status')).toHaveText('Closed short');
  await expect(page.getByRole('button', { name: 'Close short' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);

  await page.goto('/admin/po');
  await searchList(page, po.number);
  const edit = page.getByRole('button', { name: `Edit ${po.number}` });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription('This purchase order is finished; there is nothing left to edit.');
  const remove = page.getByRole('button', { name: `Delete ${po.number}` });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Only draft or cancelled purchase orders can be deleted.');
});

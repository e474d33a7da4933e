import { expect, test } from './fixtures';
import { adminAt, adminLogin, adminMenu, apiAdminToken, bearer, expectToast, unique, uniqueEmail } from './helpers';
import { apiPost, chooseOption } from './ui-helpers';

test('a form dialog is used from the keyboard and shows the server answer beside its field', async ({ page, request }) => {
  const tag = unique('d').toLowerCase();
  await apiPost(request, 'attribute', { key: `taken_${tag}`, label: `Taken ${tag}` });
  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();

  // Opened from the keyboard; focus moves into the dialog.
  await page.getByRole('button', { name: 'New option…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New option' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type(`taken_${tag}`);
  await expect(dialog.getByLabel('Key')).toHaveValue(`taken_${tag}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Again ${tag}`);
  // Enter submits; the key passes the schema, the server refuses it, and says so beside the key.
  await page.keyboard.press('Enter');
  await expectToast(page, 'Create Fail');
  await expect(dialog.getByText('Please make sure that key field is unique')).toBeVisible();
  await expect(dialog.getByLabel('Key')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Key')).toBeFocused();
  // The product form behind it was not submitted.
  await expect(page).toHaveURL(/\/admin\/product\/create$/);

  // Escape dismisses it; opened again, it starts clean.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'New option…' }).click();
  await expect(dialog.getByLabel('Key')).toHaveValue('');
  await expect(dialog.getByText('Please make sure that key field is unique')).toHaveCount(0);
});

test('the transfer dialog refuses an empty choice beside the select and shows a server refusal there too', async ({ page, request }) => {
  const token = await apiAdminToken(request);
  const role = await apiPost<{ id: number }>(request, 'role', { name: unique('Sales role '), permissions: [] });
  const admin = (name: string) =>
    apiPost<{ id: number; name: string; email: string }>(request, 'account', {
      name: unique(name),
      email: uniqueEmail('sales'),
      password: 'Sales-pass-7391',
      password_confirmation: 'Sales-pass-7391',
      role_id: role.id,
      enabled: true,
      commission_enabled: true,
    });
  const from = await admin('Leaving ');
  const to = await admin('Taking over ');

  await adminAt(page, `/admin/account/edit/${from.id}`);
  await page.getByRole('button', { name: 'Transfer sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer sales' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();

  // Only commission-enabled admins are offered, found by typing; the admin it starts from is not.
  const target = dialog.getByRole('combobox', { name: 'Transfer to' });
  await target.click();
  await target.fill(from.name);
  await expect(dialog.getByText(`Nothing matches “${from.name}”.`)).toBeVisible();
  await chooseOption(dialog, 'Transfer to', `${to.name} (${to.email})`, to.email);
  await expect(target).toHaveValue(`${to.name} (${to.email})`);
  // The chosen admin goes away before the transfer is confirmed: the API's refusal lands on the select.
  const removed = await request.delete(`/api/admin/account/${to.id}`, { headers: bearer(token) });
  expect(removed.ok()).toBeTruthy();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Transfer sales fail');
  await expect(dialog.getByText('The selected admin does not exist.')).toBeVisible();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
});

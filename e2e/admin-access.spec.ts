import { expect, test } from './fixtures';
import { adminLogin, adminMenu, apiList, bearer, searchList, setChecked, expectToast, unique, uniqueEmail } from './helpers';
import { chooseOption } from './ui-helpers';

test('a role limited to reading brands only opens the brand list', async ({ page }) => {
  const roleName = unique('Brand reader ');
  const account = { name: unique('Reader '), email: uniqueEmail('reader'), password: 'Reader-pass-123' };

  await adminLogin(page);

  // Role with only `get brands`: the list route and the sidebar entry need nothing else.
  await adminMenu(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Role' })).toBeVisible();
  await page.getByLabel('Name').fill(roleName);
  const brands = page.getByRole('group', { name: 'Brands' });
  await setChecked(brands.getByRole('checkbox', { name: 'View list get brands' }), true);
  await expect(brands.getByRole('checkbox', { name: 'View list get brands' })).toBeChecked();
  await expect(brands.getByRole('checkbox', { name: 'View details get brand' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: 'View list get roles' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/role$/);
  await searchList(page, roleName);
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();

  // Admin account with that role.
  await adminMenu(page).getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await chooseOption(page, 'Role', roleName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/account$/);
  await searchList(page, account.email);
  await expect(page.getByRole('cell', { name: account.email, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.context().cookies()).find((c) => c.name === 'admin_token')).toBeUndefined();

  // The limited admin sees Brands and none of the other resources.
  await adminLogin(page, account.email, account.password);
  const menu = adminMenu(page);
  await expect(menu.getByRole('link', { name: 'Brands' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  for (const hidden of ['Roles', 'Accounts', 'Groups', 'Customers']) {
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  await menu.getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Northwind', exact: true })).toBeVisible();
  // Read only: no create, batch or row actions.
  await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Northwind' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Select Northwind' })).toHaveCount(0);

  // Screens without the permission send the admin to the dashboard (spec section 6).
  for (const path of ['/admin/brand/create', '/admin/role', '/admin/account/create', '/admin/customer']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  }

  // The API refuses the same actions for this admin's token.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'admin_token');
  expect(cookie?.value, 'admin_token cookie after login').toBeTruthy();
  const token = decodeURIComponent(cookie?.value ?? '');
  const headers = bearer(token);
  const url = unique('forbidden-');
  const created = await page.request.post('/api/admin/brand', {
    headers,
    data: { title: 'Forbidden brand', url, enabled: true },
  });
  expect(created.status()).toBe(403);
  expect((await page.request.get('/api/admin/role', { headers })).status()).toBe(403);
  // Nothing was stored (searched by its own url: other tests may add brands meanwhile).
  expect((await apiList(page.request, token, 'brand', { search: url })).total).toBe(0);
});

import { expect, test } from './fixtures';
import { adminAt, adminLogin, adminMenu, expectToast, searchList, setChecked, unique } from './helpers';
import { limitedAdmin, rowByColumn } from './ui-helpers';

test('staff add a shipping method with a fee, a free-from threshold and its countries; a reader cannot create one', async ({
  page,
  request,
}) => {
  const name = unique('Courier ');
  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Shipping methods' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping methods', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create', exact: true }).click();

  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Fee').fill('30.5');
  await page.getByLabel('Free from (subtotal)').fill('abc');
  await page.getByLabel('Filter countries').fill('hong');
  await setChecked(page.getByRole('checkbox', { name: 'Hong Kong (HKG)' }), true);
  await page.getByRole('button', { name: 'Save' }).click();
  // Refused beside the field; nothing is saved until it is an amount.
  await expect(page.getByText('Enter an amount with at most 2 decimals.')).toBeVisible();
  await page.getByLabel('Free from (subtotal)').fill('500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  await expect(page.getByRole('heading', { name: 'Shipping methods', level: 1 })).toBeVisible();
  await searchList(page, name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect.poll(() => rowByColumn(row)).toMatchObject({ Name: name, Fee: '30.50', 'Free from (subtotal)': '500.00', Countries: 'HKG' });

  // Reading shipping methods does not include creating them (that is `update configuration`).
  const reader = await limitedAdmin(request, ['get shipping_settings', 'get shipping_setting']);
  await adminAt(page, '/admin/shipping', reader);
  await expect(page.getByRole('heading', { name: 'Shipping methods', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
  await page.goto('/admin/shipping/create');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

import { expect, test } from './fixtures';
import { adminAt, adminMenu, apiAdminToken, bearer, expectToast, setChecked } from './helpers';
import { limitedAdmin } from './ui-helpers';

/** The stored settings, as the API has them. */
async function settings(request: Parameters<typeof apiAdminToken>[0]) {
  const token = await apiAdminToken(request);
  const response = await request.get('/api/admin/configuration', { headers: bearer(token) });
  return (await response.json()) as { supported_countries: string[]; base_currency: string };
}

test('staff change the site configuration tab by tab; what does not hold together is refused beside its field', async ({
  page,
  request,
}) => {
  await adminAt(page, '/admin/dashboard');
  await adminMenu(page).getByRole('link', { name: 'Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();

  // General: one more country, found by filtering the list; saved and shown after a reload.
  const general = page.getByRole('form', { name: 'General' });
  await general.getByLabel('Filter countries').fill('maca');
  await setChecked(general.getByRole('checkbox', { name: 'Macao (MAC)' }), true);
  await general.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  expect((await settings(request)).supported_countries).toContain('MAC');
  await page.reload();
  await expect(page.getByRole('form', { name: 'General' }).getByRole('checkbox', { name: 'Macao (MAC)' })).toBeChecked();

  // The tab is in the address: the currencies tab opens from a link.
  await page.getByRole('tab', { name: 'Currencies' }).click();
  await expect(page).toHaveURL(/active_tab=currencies/);
  const currencies = page.getByRole('form', { name: 'Currencies' });
  await expect(currencies.getByLabel('Base currency')).toHaveValue('HKD');
  // The base currency at a rate other than 1 is refused beside the rate; nothing is saved.
  await currencies.getByRole('spinbutton', { name: 'Row 1: Rate' }).fill('2');
  await currencies.getByRole('button', { name: 'Save' }).click();
  await expect(currencies.getByText('The base currency has the rate 1.')).toBeVisible();
  expect((await settings(request)).base_currency).toBe('HKD');

  // Put the country back (other flows share this shop).
  await page.goto('/admin/configuration?active_tab=general');
  const again = page.getByRole('form', { name: 'General' });
  await again.getByLabel('Filter countries').fill('MAC');
  await setChecked(again.getByRole('checkbox', { name: 'Macao (MAC)' }), false);
  await again.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  expect((await settings(request)).supported_countries).not.toContain('MAC');
});

test('staff who may only read the configuration see it without a way to save; others do not see it', async ({ page, request }) => {
  const reader = await limitedAdmin(request, ['get configuration']);
  await adminAt(page, '/admin/configuration?active_tab=storefront', reader);
  await expect(page.getByRole('tab', { name: 'Storefront', selected: true })).toBeVisible();
  await expect(page.getByText('changing them needs the "update configuration" permission')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Guest checkout' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const other = await limitedAdmin(request, ['get brands']);
  await adminAt(page, '/admin/dashboard', other);
  await expect(adminMenu(page).getByRole('link', { name: 'Configuration' })).toHaveCount(0);
  await page.goto('/admin/configuration');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

import { expect, test } from './fixtures';
import { expectToast, unique, uniqueEmail } from './helpers';

test('a shopper registers, edits the profile, and logs out', async ({ page, context }) => {
  const shopper = { first: unique('Reg'), last: 'Shopper', email: uniqueEmail('register'), password: 'Register-123' };
  const changed = { first: unique('Changed'), countryCode: 'HKG', phone: '91234567' };
  const header = page.getByRole('navigation', { name: 'Account and preferences' });

  await page.goto('/');
  await header.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await page.getByLabel('First Name').fill(shopper.first);
  await page.getByLabel('Last Name').fill(shopper.last);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  // News by e-mail only when the shopper ticks it (decision 0072).
  const news = page.getByRole('checkbox', { name: 'Send me news and offers by e-mail' });
  await expect(news).not.toBeChecked();
  await page.getByText('Send me news and offers by e-mail').click();
  await expect(news).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registered and logged in: the account page with the new profile.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  const me = await page.request.get('/api/info', { headers: { authorization: `Bearer ${decodeURIComponent(token!)}` } });
  expect(((await me.json()) as { is_subscribe: boolean }).is_subscribe).toBe(true);
  await expect(page.getByLabel('First Name')).toHaveValue(shopper.first);
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);

  // Phone needs a country code from the ISO list, and must be a number of that country; both
  // saved with a new first name.
  await page.getByLabel('First Name').fill(changed.first);
  await page.getByLabel('Phone').fill('12345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please input country code if the phone field is not empty')).toBeVisible();
  await page.getByLabel('Country code').selectOption(changed.countryCode);
  await expect(page.getByLabel('Country code').locator('option:checked')).toContainText('Hong Kong');
  await expect(page.getByLabel('Country code').locator('option:checked')).toContainText('(+852)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This phone number is not valid for the selected country.')).toBeVisible();

  // Unsaved changes: leaving asks first, and staying keeps them.
  // The shop's name in the header links home (no name is configured, so it reads "Shop").
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('You have unsaved changes');
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByLabel('First Name')).toHaveValue(changed.first);

  await page.getByLabel('Phone').fill(changed.phone);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue(changed.first);
  await expect(page.getByLabel('Last Name')).toHaveValue(shopper.last);
  await expect(page.getByLabel('Phone')).toHaveValue(changed.phone);
  await expect(page.getByLabel('Country code')).toHaveValue(changed.countryCode);

  // Logout returns to the homepage (spec section 4), drops the token cookie, and /account then asks for a login.
  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('token');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

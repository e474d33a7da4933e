import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { adminAt, adminMenu, apiAdminToken, bearer } from './helpers';
import { limitedAdmin } from './ui-helpers';

/** The code an authenticator app shows for this secret, `steps` periods from now (the library the server uses). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

test('an admin turns on two-factor sign-in, signs in again with a code, and their customer export shows in the export log', async ({
  page,
  request,
}) => {
  const staff = await limitedAdmin(request, ['get users', 'get user', 'get export_logs']);
  await adminAt(page, '/admin/profile', staff);

  // Enrol from the profile: scan (here: read the key), confirm with a code, keep the recovery codes.
  const card = page.getByRole('main');
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('The code is not valid.')).toBeVisible();
  await card.getByLabel('Authentication code').fill(codeOf(secret));
  await card.getByRole('button', { name: 'Confirm' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('Recovery codes left: 10')).toBeVisible();

  // Sign out, and in again: the password alone no longer opens the back office.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The step the confirmation used is spent: the app's next code.
  await page.getByLabel('Authentication code').fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // An export of customers is logged: who, which export, the filter, the rows.
  await adminMenu(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const exported = page.waitForResponse((r) => r.url().includes('/api/admin/user/export/link') && r.ok());
  await page.getByRole('button', { name: 'Export' }).click();
  await exported;
  await adminMenu(page).getByRole('link', { name: 'Export log' }).click();
  await expect(page.getByRole('heading', { name: 'Export log', level: 1 })).toBeVisible();
  const mine = page.getByRole('table', { name: 'Export log' }).getByRole('row').filter({ hasText: staff.name });
  await expect(mine).toHaveCount(1);
  const newest = mine;
  await expect(newest).toContainText('Customers · Link');
  await expect(newest).toContainText('None (everything)');

  // An export of a searched list holds what the list shows, and the log names the search.
  await page.goto('/admin/customer?search=chan');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const searched = page.waitForResponse((r) => r.url().includes('/api/admin/user/export/link?search=chan') && r.ok());
  await page.getByRole('button', { name: 'Export' }).click();
  await searched;
  await adminMenu(page).getByRole('link', { name: 'Export log' }).click();
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: 'search: chan' })).toHaveCount(1);
});

test('a role that requires two-factor makes its new admin set it up while signing in', async ({ page, request }) => {
  // The super admin turns the setting on for the role (the seeded super admin's own role does not require it).
  const staff = await limitedAdmin(request, ['get brands']);
  const token = await apiAdminToken(request);
  const role = await request.put(`/api/admin/role/${staff.role.id}`, {
    headers: bearer(token),
    data: { name: staff.role.name, permissions: ['get brands'], requires_two_factor: true },
  });
  expect(role.ok(), await role.text()).toBeTruthy();

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  await page.getByLabel('Authentication code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(adminMenu(page).getByRole('link', { name: 'Brands' })).toBeVisible();

  // The profile says the role requires it and offers no way to turn it off.
  await adminMenu(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Your role requires two-factor sign-in.')).toBeVisible();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off' })).toHaveCount(0);

  // They lose their phone and their codes: the super admin resets it from their account, after a confirmation.
  await page.getByRole('button', { name: 'Log out' }).click();
  await adminAt(page, `/admin/account/edit/${String(staff.id)}`);
  const twoFactor = page.getByRole('heading', { name: 'Two-factor sign-in' }).locator('xpath=../..');
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();

  // Their next sign-in asks them to set it up again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
});

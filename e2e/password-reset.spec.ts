import { expect, test } from './fixtures';
import { adminMenu, apiAdminToken, bearer, resetLinkPath, expectToast, unique, uniqueEmail, waitForMail } from './helpers';

const isResetMail = (mail: { subject: string }) => mail.subject === 'Reset Password Notification';

test('a shopper resets a forgotten password from the mailed link', async ({ page, request }) => {
  const shopper = { email: uniqueEmail('forgot'), oldPassword: 'Old-password-1', newPassword: 'New-password-2' };
  const registered = await request.post('/api/register', {
    data: {
      first_name: unique('Fay'),
      last_name: 'Forgetful',
      email: shopper.email,
      password: shopper.oldPassword,
      password_confirmation: shopper.oldPassword,
    },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password\/reset$/);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link.')).toBeVisible();

  const mail = await waitForMail(shopper.email, isResetMail);
  const link = resetLinkPath(mail, '/reset-password');
  expect(link).toContain(`email=${encodeURIComponent(shopper.email)}`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByLabel('New password').fill(shopper.newPassword);
  await page.getByLabel('Confirm password').fill(shopper.newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  // passwords.reset sends shoppers to the storefront login (spec section 4).
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Your password has been reset.');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // The old password no longer works…
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleErrorMessage('These credentials do not match our records.');
  await expect(page).toHaveURL(/\/login$/);

  // …the new one does.
  await page.getByLabel('Password', { exact: true }).fill(shopper.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('New password').fill('Another-password-3');
  await page.getByLabel('Confirm password').fill('Another-password-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleErrorMessage('This password reset token is invalid.');
});

test('an admin resets a forgotten password from the mailed link', async ({ page, request }) => {
  const admin = {
    name: unique('Forgetful admin '),
    email: uniqueEmail('admin-forgot'),
    oldPassword: 'Old-admin-pass-1',
    newPassword: 'New-admin-pass-2',
  };
  // Setup shortcut: a fresh admin through the API (never the shared super admin).
  const token = await apiAdminToken(request);
  const created = await request.post('/api/admin/account', {
    headers: bearer(token),
    data: {
      ...admin,
      password: admin.oldPassword,
      password_confirmation: admin.oldPassword,
      enabled: true,
      role_id: 1,
      commission_enabled: false,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forget-password$/);
  // The router changes the address before React draws the new page (in a transition): until this
  // page's own heading shows, 'Email' is still the login form's field, and an address typed there is
  // gone when this form replaces it ("required", nothing sent: the forget-password typing race).
  await expect(page.getByRole('heading', { name: 'Reset password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('We have emailed your password reset link.')).toBeVisible();

  const mail = await waitForMail(admin.email, isResetMail);
  await page.goto(resetLinkPath(mail, '/admin-reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await page.getByLabel('New password').fill(admin.newPassword);
  await page.getByLabel('Confirm password').fill(admin.newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();

  // passwords.reset sends admins to the admin login.
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expectToast(page, 'Your password has been reset.');

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleErrorMessage('These credentials do not match our records.');

  await page.getByLabel('Password', { exact: true }).fill(admin.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

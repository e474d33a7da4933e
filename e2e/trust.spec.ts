import { expect, test, type Page } from './fixtures';
import { adminAt, adminLogin, apiAdminToken, bearer, expectToast, toast, uniqueEmail } from './helpers';
import { chooseOption } from './ui-helpers';

/** Collects what the browser reports as Content-Security-Policy violations while a page is used. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('pages carry the security headers and run under the CSP without a single violation', async ({ page }) => {
  const violations = watchCsp(page);
  const home = await page.goto('/');
  const headers = home!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(page.getByText('Northwind', { exact: true })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await adminLogin(page);
  for (const path of ['/admin/brand', '/admin/brand/edit/1', '/admin/product/create', '/admin/account', '/admin/profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the account form warns that role 1 is full access, and a lesser admin cannot save it', async ({ page, request, browser }) => {
  await adminAt(page, '/admin/account/create');
  const warning = page.getByTestId('warning-role_id');
  await expect(warning).toContainText('full access');
  // Choosing a smaller role removes the warning.
  const root = await apiAdminToken(request);
  const role = await request.post('/api/admin/role', {
    headers: bearer(root),
    data: { name: `Clerks ${uniqueEmail('r')}`, permissions: ['get admins', 'get admin', 'create admin', 'get roles'] },
  });
  expect(role.ok()).toBeTruthy();
  const { id: roleId, name: roleName } = (await role.json()) as { id: number; name: string };
  await page.reload();
  await chooseOption(page, 'Role', roleName);
  await expect(warning).toHaveCount(0);

  // A clerk holding only that role: saving a new account with role 1 is refused, nothing created.
  const clerkEmail = uniqueEmail('clerk');
  const clerk = await request.post('/api/admin/account', {
    headers: bearer(root),
    data: { name: 'Clerk', email: clerkEmail, password: 'Clerk-pass-42', password_confirmation: 'Clerk-pass-42', role_id: roleId },
  });
  expect(clerk.ok()).toBeTruthy();
  const clerkContext = await browser.newContext();
  const clerkPage = await clerkContext.newPage();
  await adminLogin(clerkPage, clerkEmail, 'Clerk-pass-42');
  await clerkPage.goto('/admin/account/create');
  // The spec's default role is 1: the form says what it means, and the server refuses the climb.
  await expect(clerkPage.getByTestId('warning-role_id')).toBeVisible();
  const newEmail = uniqueEmail('climber');
  await clerkPage.getByLabel('Name', { exact: true }).fill('Climber');
  await clerkPage.getByLabel('Email', { exact: true }).fill(newEmail);
  await clerkPage.getByLabel('Password', { exact: true }).fill('Climber-pass-42');
  await clerkPage.getByLabel('Confirm password').fill('Climber-pass-42');
  await clerkPage.getByRole('button', { name: 'Save' }).click();
  await expect(toast(clerkPage, 'Create Fail')).toBeVisible();
  const list = await request.get(`/api/admin/account?search=${encodeURIComponent(newEmail)}`, { headers: bearer(root) });
  expect(((await list.json()) as { total: number }).total).toBe(0);
  await clerkContext.close();
});

test('"Sign out everywhere else" on the profile ends the other browser session, not this one', async ({ page, browser, request }) => {
  // An account of its own, so no other test's sessions are counted.
  const email = uniqueEmail('twice');
  const created = await request.post('/api/admin/account', {
    headers: bearer(await apiAdminToken(request)),
    data: { name: 'Twice', email, password: 'Twice-pass-42', password_confirmation: 'Twice-pass-42', role_id: 1 },
  });
  expect(created.ok()).toBeTruthy();
  await adminLogin(page, email, 'Twice-pass-42');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await adminLogin(otherPage, email, 'Twice-pass-42');

  await page.goto('/admin/profile');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expectToast(page, 'Signed out of 1 other session(s).');

  await otherPage.goto('/admin/brand');
  await expect(toast(otherPage, 'Login expired')).toBeVisible();
  await expect(otherPage).toHaveURL(/\/admin\/login$/, { timeout: 5_000 });
  await page.goto('/admin/brand');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/brand$/);
  await other.close();
});

import { expect, test } from './fixtures';
import { adminLoginWithForm as adminLogin, toast } from './helpers';

const cookie = async (page: import('@playwright/test').Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

test('a token revoked on the server shows Login expired and returns to the login page after a second', async ({ page, request }) => {
  // A token the browser still holds but the server has revoked, planted before any admin page loads.
  const login = await request.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'Admin12345!' } });
  const { token, expires_at } = (await login.json()) as { token: string; expires_at: string };
  expect((await request.post('/api/admin/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.context().addCookies([
    { name: 'admin_token', value: encodeURIComponent(token), domain: 'localhost', path: '/' },
    { name: 'admin_token_expires_at', value: encodeURIComponent(expires_at), domain: 'localhost', path: '/' },
  ]);
  await page.goto('/admin/brand');
  await expect(toast(page, 'Login expired')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 5_000 });
  expect(await cookie(page, 'admin_token')).toBeUndefined();
});

test('a token within 10 minutes of expiry is refreshed, and the old one stops working', async ({ page, request }) => {
  await adminLogin(page);
  const before = decodeURIComponent((await cookie(page, 'admin_token'))!);
  // Pretend the token expires in 9 minutes: on the next load the refresh is due at once.
  await page.context().addCookies([
    {
      name: 'admin_token_expires_at',
      value: encodeURIComponent(new Date(Date.now() + 9 * 60_000).toISOString()),
      domain: 'localhost',
      path: '/',
    },
  ]);
  await page.reload();
  await expect.poll(async () => decodeURIComponent((await cookie(page, 'admin_token')) ?? '')).not.toBe(before);
  const after = decodeURIComponent((await cookie(page, 'admin_token'))!);
  expect((await request.get('/api/admin', { headers: { authorization: `Bearer ${before}` } })).status()).toBe(401);
  expect((await request.get('/api/admin', { headers: { authorization: `Bearer ${after}` } })).status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
});

test('switching language with unsaved changes asks first and discards them when confirmed', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/admin/brand/edit/1');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('Northwind');
  await title.fill('Unsaved change');
  const language = page.getByLabel('Content language');
  await language.selectOption({ label: '繁體中文' });
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Discard unsaved changes?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(title).toHaveValue('Unsaved change');
  await language.selectOption({ label: '繁體中文' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(title).toHaveValue('北風');
  // Nothing was saved: the main language still has its own title, with no question asked.
  await language.selectOption({ label: 'Main language (English)' });
  await expect(title).toHaveValue('Northwind');
});

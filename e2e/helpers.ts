import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { readMails, type LocalMail } from '../packages/functions/src/local/mailbox';

/** Seeded accounts (packages/core/src/seed.ts). */
export const SUPER_ADMIN = { email: 'admin@example.com', password: 'Admin12345!' };
export const DEMO_SHOPPER = { email: 'shopper@example.com', password: 'Shopper123!' };

/**
 * The DATA_DIR of the server this test's project runs against (playwright.config.ts: the shared one,
 * or the site-settings specs' own), where its mails are kept.
 */
export function dataDir(): string {
  const dir = test.info().project.metadata.dataDir as string | undefined;
  if (!dir) throw new Error('No DATA_DIR for this project: run the specs through `npx playwright test`');
  return dir;
}

/** Storefront pages every shopper can open (each has an h1): the titles, zh-HK and axe tests visit them all. */
export const STOREFRONT_PAGES = [
  '/',
  '/login',
  '/register',
  '/password/reset',
  '/search/shoes',
  '/blog/category/shop-news',
  '/blog/article/welcome',
  '/contact-us',
];

let counter = 0;
/** A lowercase token unique within and across runs: safe in emails, url slugs and titles. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.com`;

/**
 * Signs in as the SPA does after its login form: `POST /api/admin/login`, and the token and its expiry
 * in the cookies the SPA keeps them in (web/src/lib/session.ts). Then opens `path` and waits for the
 * back office. Flows that test the form itself use `adminLoginWithForm`; the rest start here, which
 * spares each of them a page load and a form on this 2-core machine.
 */
export async function adminAt(page: Page, path: string, account = SUPER_ADMIN): Promise<void> {
  const { token, expires_at } = await apiAdminLogin(page.request, account.email, account.password);
  const url = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  await page.context().addCookies([
    { name: 'admin_token', value: encodeURIComponent(token), url, sameSite: 'Lax' },
    { name: 'admin_token_expires_at', value: encodeURIComponent(expires_at), url, sameSite: 'Lax' },
  ]);
  await page.goto(path);
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

/**
 * Signs a shopper in as the storefront's login form does (`POST /api/login`, the token and its
 * expiry in the SPA's cookies), then opens `path`. Flows about the form itself use the form.
 */
export async function shopperAt(page: Page, path: string, account = DEMO_SHOPPER): Promise<void> {
  const { token, expires_at } = await apiShopperLogin(page.request, account);
  const url = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(token), url, sameSite: 'Lax' },
    { name: 'token_expires_at', value: encodeURIComponent(expires_at), url, sameSite: 'Lax' },
  ]);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** `POST /api/login`: a shopper's token, for API assertions and shopperAt. */
export async function apiShopperLogin(request: APIRequestContext, account = DEMO_SHOPPER): Promise<{ token: string; expires_at: string }> {
  const response = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { token: string; expires_at: string };
}

/** Signs in (see adminAt) and opens the dashboard. */
export const adminLogin = (page: Page, email = SUPER_ADMIN.email, password = SUPER_ADMIN.password) =>
  adminAt(page, '/admin/dashboard', { email, password });

/** Logs in through the /admin/login form and waits for the dashboard. */
export async function adminLoginWithForm(page: Page, email = SUPER_ADMIN.email, password = SUPER_ADMIN.password): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(adminMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens an app path. Once the SPA is loaded it navigates inside it, as a link does, instead of loading
 * and compiling the whole app again: a sweep over every page spends its time on the pages (on this
 * 2-core machine a full load costs about a second of CPU). Every page has its own document title
 * (screens.spec.ts), so a changed title says the new page has rendered; the caller then waits for
 * what it needs (heading, no spinner).
 */
export async function visit(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  if (new URL(page.url()).pathname === path) return;
  const before = await page.title();
  // In-page code as text: the e2e TypeScript project has no DOM types.
  await page.evaluate(`(() => { history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate')); })()`);
  await expect.poll(() => page.title()).not.toBe(before);
}

/** The back-office sidebar (`nav` "Admin menu"). */
export const adminMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Admin menu' });

/**
 * The back-office screens the sidebar names, as a signed-in super admin sees them in a desktop-wide
 * window: with `forEachAdminScreen`, the browser tests find every screen the way staff do rather than
 * from a list kept by hand.
 */
export async function adminSidebarPaths(page: Page): Promise<string[]> {
  const hrefs = await adminMenu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/admin/'));
}

/**
 * Runs `check` (which opens the page) on each path of `paths` and on the create screen each list's
 * Create button (`createLabel`, in the interface's language) opens, right after its list. Returns every
 * path checked.
 */
export async function forEachAdminScreen(
  page: Page,
  paths: readonly string[],
  check: (path: string) => Promise<void>,
  createLabel = 'Create',
): Promise<string[]> {
  const queue = [...new Set(paths)];
  for (let i = 0; i < queue.length; i++) {
    await check(queue[i]!);
    const [create] = await page.getByRole('main').getByRole('link', { name: createLabel, exact: true }).all();
    const href = create ? await create.getAttribute('href') : null;
    if (href && !queue.includes(href)) queue.splice(i + 1, 0, href);
  }
  return queue;
}

/**
 * Waits for the list's import job to finish, as staff see it: the progress panel offers to close once
 * the job has ended (the toast saying how it went follows at once). The job runs in the background, a
 * chunk at a time, so its time follows the machine's load; the bound is the job's, not a toast's.
 */
export async function importFinished(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Close import progress' })).toBeVisible({ timeout: 120_000 });
}

/** A toast by its title (Chakra toasts are `role=status` regions). */
export const toast = (page: Page, title: string): Locator =>
  page.getByRole('status').filter({ has: page.getByText(title, { exact: true }) });

/** The little of the DOM expectToast reads in the page (the e2e TypeScript project has no DOM types). */
interface ToastRoot {
  innerText: string;
  querySelector(selector: string): { textContent: string | null } | null;
}

/**
 * Waits for the toast titled `title`, returns its text, and dismisses it, so a later toast with the
 * same title (the next save) is not confused with this one. The text is read in the page in the
 * same moment the toast is found: success toasts close after 3 s, which a busy machine can spend
 * between a "visible" check and a separate read.
 */
export async function expectToast(page: Page, title: string): Promise<string> {
  const found = await page.waitForFunction(
    (wanted: string) => {
      const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): ArrayLike<ToastRoot> } };
      for (const root of Array.from(document.querySelectorAll('[data-scope="toast"][data-part="root"]'))) {
        if (root.querySelector('[data-part="title"]')?.textContent === wanted) return root.innerText;
      }
      return undefined;
    },
    title,
    { timeout: 10_000 },
  );
  const text = (await found.jsonValue()) as string;
  // Success toasts close by themselves after 3 s: a dismiss that finds none is fine.
  const shown = toast(page, title);
  await shown
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(shown).toHaveCount(0);
  return text;
}

/**
 * Ticks or clears a Chakra checkbox. Its native input is visually hidden under the drawn box, so
 * the click goes where a user clicks: on the checkbox's root (the `<label>` around both).
 */
export async function setChecked(checkbox: Locator, checked: boolean): Promise<void> {
  if ((await checkbox.isChecked()) !== checked) await checkbox.locator('xpath=..').click();
  await expect(checkbox).toBeChecked({ checked });
}

/** Types into a resource list's search box; the list updates after its 500 ms debounce. */
export async function searchList(page: Page, term: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(term);
}

/** `POST /api/admin/login` for setup shortcuts and API assertions. */
async function apiAdminLogin(
  request: APIRequestContext,
  email = SUPER_ADMIN.email,
  password = SUPER_ADMIN.password,
): Promise<{ token: string; expires_at: string }> {
  const response = await request.post('/api/admin/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { token: string; expires_at: string };
}

/** The admin token alone, for API assertions (adminAt puts it in the browser). */
export async function apiAdminToken(
  request: APIRequestContext,
  email = SUPER_ADMIN.email,
  password = SUPER_ADMIN.password,
): Promise<string> {
  return (await apiAdminLogin(request, email, password)).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface ListResult<T = Record<string, unknown>> {
  data: T[];
  total: number;
}

/** `GET /api/admin/{resource}` with the given token and query. */
export async function apiList<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  resource: string,
  params: Record<string, string | number> = {},
): Promise<ListResult<T>> {
  const response = await request.get(`/api/admin/${resource}`, { headers: bearer(token), params });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ListResult<T>;
}

/**
 * Waits for a mail to `address` that matches `accept` (a registration also sends a welcome mail,
 * so "the latest mail" is not necessarily the one a test waits for).
 */
export async function waitForMail(address: string, accept: (mail: LocalMail) => boolean, timeoutMs = 15_000): Promise<LocalMail> {
  const wanted = address.toLowerCase();
  let found: LocalMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMails(dataDir());
        found = mails.reverse().find((m) => m.recipients.includes(wanted) && accept(m));
        return Boolean(found);
      },
      { timeout: timeoutMs, intervals: [100, 200, 500], message: `a matching mail to ${address}` },
    )
    .toBe(true);
  return found as LocalMail;
}

/**
 * The reset link of a mail as a path + query, so the test opens it on its own baseURL whatever
 * APP_URL the server put in front of it.
 */
export function resetLinkPath(mail: LocalMail, page: '/reset-password' | '/admin-reset-password'): string {
  const source = `${mail.text}\n${mail.html.replace(/&amp;/g, '&')}`;
  const match = new RegExp(`https?://[^\\s"'<>]+?(${page}\\?[^\\s"'<>]+)`).exec(source);
  if (!match?.[1]) throw new Error(`No ${page} link in mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/** The storefront header's texts a menu walk needs, in the interface language of the page. */
export const MENU_TEXTS = {
  'en-US': { menu: 'Shop menu', more: 'More', open: 'Open the menu' },
  'zh-HK': { menu: '商店選單', more: '更多', open: '打開選單' },
} as const;

/**
 * Follows a storefront menu entry as a shopper does: on a wide screen in the menu bar, or under its
 * "More" when the bar is full; on a phone (below Chakra's `md`, 768 px) in the menu's drawer.
 */
export async function followMenu(page: Page, name: string, texts: { menu: string; more: string; open: string } = MENU_TEXTS['en-US']) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: texts.open }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: texts.menu }).getByRole('link', { name }).click();
    return;
  }
  const bar = page.getByRole('navigation', { name: texts.menu });
  const link = bar.getByRole('link', { name });
  if (!(await link.isVisible())) await bar.getByText(texts.more, { exact: true }).click();
  await link.click();
}

/**
 * Critical and serious axe violations of the page as it stands (the a11y spec's bar), measured once the
 * page's finite animations and transitions have ended: a button turning enabled fades for a moment, and
 * axe would read the colours of the fade.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // (A string: this project's types have no DOM; it runs in the page.)
  await page.evaluate(
    'Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))).then(() => true)',
  );
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes[0]?.html ?? ''}`);
}

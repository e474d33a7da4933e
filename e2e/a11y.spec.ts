import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { adminLogin, adminSidebarPaths, DEMO_SHOPPER, forEachAdminScreen, STOREFRONT_PAGES, unique, visit } from './helpers';
import { apiPost } from './ui-helpers';

// The checkout too: with an empty cart it shows its own page (the titles test leaves it out).
const STORE_PAGES = [...STOREFRONT_PAGES, '/checkout'];
/** Back-office pages the sidebar does not name; every sidebar entry and its create screen are found (`forEachAdminScreen`). */
const ADMIN_EXTRAS = [
  '/admin/dashboard',
  '/admin/menu/tree',
  '/admin/change_admin_template',
  '/admin/configuration?active_tab=currencies',
  '/admin/configuration?active_tab=template',
  '/admin/profile',
  '/admin/test-quasar-editor',
  '/admin/outbox',
];

/** Critical and serious axe violations of the page as it stands, one line each (element and why). */
async function serious(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${label}: ${v.id} ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.html} ${n.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
}

async function violations(page: Page, path: string): Promise<string[]> {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chakra-spinner, .shop-spinner')).toHaveCount(0);
  return serious(page, path);
}

test('storefront pages have no critical or serious accessibility violations (axe)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  // A static page with an image and rich content (decision 0033).
  const staticPage = await apiPost<{ url: string }>(request, 'page', {
    title: 'Accessible page',
    url: unique('a11y'),
    short_description: 'A page of the shop',
    content: '<h2>Our story</h2><p>Tea since <a href="https://example.com">1999</a>.</p><ul><li>One</li></ul>',
  });
  for (const path of [...STORE_PAGES, `/${staticPage.url}`]) found.push(...(await violations(page, path)));
  // A form with its errors shown: the error red must still be readable.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleErrorMessage('This field is required.');
  found.push(...(await serious(page, '/login with errors')));
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  found.push(...(await violations(page, '/account')));
  found.push(...(await violations(page, '/wishlist')));
  expect(found).toEqual([]);
});

/** The back-office screens are checked in parts, each its own test: they spread over the workers and each part's time stays short on a loaded machine. */
const ADMIN_PARTS = 3;

for (let part = 0; part < ADMIN_PARTS; part++) {
  test(`back-office pages have no critical or serious accessibility violations (axe), part ${String(part + 1)} of ${String(ADMIN_PARTS)}`, async ({
    page,
  }) => {
    // About 50 list and create screens in all, one axe run each: 1.8 min on a quiet machine.
    test.setTimeout(300_000);
    const found: string[] = [];
    if (part === 0) found.push(...(await violations(page, '/admin/login')));
    await adminLogin(page);
    const paths = [...new Set([...ADMIN_EXTRAS, ...(await adminSidebarPaths(page))])].filter((_, i) => i % ADMIN_PARTS === part);
    await forEachAdminScreen(page, paths, async (path) => {
      found.push(...(await violations(page, path)));
    });
    if (part === 0) {
      // Errors beside the fields.
      await page.goto('/admin/brand/create');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByLabel('URL', { exact: true })).toHaveAccessibleErrorMessage('This field is required.');
      found.push(...(await serious(page, '/admin/brand/create with errors')));
    }
    expect(found).toEqual([]);
  });
}

/**
 * Where the focused element's ring is cut off (in the page: no DOM types here): the ring (the outline
 * beyond the box) must show, and lie inside every ancestor that clips what overflows it.
 */
const CLIPPED_RING = `(() => {
  const element = document.activeElement;
  if (!element || !element.closest('header, nav')) return null;
  const style = getComputedStyle(element);
  const width = parseFloat(style.outlineWidth);
  if (style.outlineStyle === 'none' || !width) return element.outerHTML.slice(0, 80) + ': no ring';
  const reach = width + parseFloat(style.outlineOffset);
  const box = element.getBoundingClientRect();
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    if (box.left - reach < clip.left - 0.5 || box.right + reach > clip.right + 0.5 || box.top - reach < clip.top - 0.5 || box.bottom + reach > clip.bottom + 0.5) {
      return element.outerHTML.slice(0, 80) + ': ring clipped by ' + parent.className;
    }
  }
  return null;
})()`;

test("the keyboard's focus ring shows whole on every control of the storefront's header and menu bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  const clipped: string[] = [];
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    const problem = (await page.evaluate(CLIPPED_RING)) as string | null;
    if (problem) clipped.push(problem);
  }
  expect(clipped).toEqual([]);
});

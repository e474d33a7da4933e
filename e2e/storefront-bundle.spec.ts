import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

test('the storefront loads no admin code: admin chunks are fetched only under /admin', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  // Rendered and settled: the page's heading is up and no activity spinner is left.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chakra-spinner, .shop-spinner')).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin/i.test(s))).toEqual([]);
  // The storefront's own scripts do not contain the back office's code or texts.
  for (const path of scripts) {
    const source = await (await request.get(path)).text();
    expect(source).not.toContain('batch_destroy');
    expect(source).not.toContain('Transfer customer');
    // Nor the schema library: the first script asks about the cart through zod-free rules (decision 0031).
    expect(source).not.toContain('$ZodType');
  }
  const storefrontScripts = scripts.length;
  await page.goto('/admin/login');
  // The login form is admin code: by the time it shows, the admin chunks have been fetched.
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect(scripts.slice(storefrontScripts).filter((s) => /admin/i.test(s)).length).toBeGreaterThan(0);
});

test('the contact page comes without react-hook-form, zod and the country list, within 200 kB; its checks load when the form is first used', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const sources = (paths: string[]) => Promise.all(paths.map(async (path) => (await request.get(path)).text()));
  await page.goto('/contact-us', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
  const first = scripts.length;
  const firstSources = await sources(scripts);
  for (const source of firstSources) {
    expect(source).not.toContain('$ZodType');
    expect(source).not.toContain('Afghanistan');
    // react-hook-form's option name, kept by the minifier.
    expect(source).not.toContain('shouldUnregister');
  }
  // The page's first scripts, as gzip would send them: no heavier than the homepage's goal (issue 24).
  const gzip = firstSources.reduce((sum, source) => sum + gzipSync(Buffer.from(source), { level: 9 }).length, 0);
  expect(gzip).toBeLessThanOrEqual(200 * 1024);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(4);
  expect((await sources(scripts.slice(first))).some((source) => source.includes('$ZodType'))).toBe(true);
});

test('public pages come to life without Chakra UI or emotion; the mini cart brings them when opened', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const emotionIn = async (paths: string[]) => {
    const sources = await Promise.all(paths.map(async (path) => (await request.get(path)).text()));
    // emotion's cache marks its style elements so; Chakra cannot style anything without it.
    return sources.some((source) => source.includes('data-emotion'));
  };
  for (const path of [
    '/',
    '/category/demo-shop',
    '/product/canvas-tote',
    '/blog/article/welcome',
    '/blog/category/shop-news',
    '/contact-us',
    '/nope/really',
  ]) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    expect(await emotionIn(scripts), path).toBe(false);
  }
  scripts.length = 0;
  await page.getByRole('banner').getByRole('button', { name: /cart/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await emotionIn(scripts)).toBe(true);
});

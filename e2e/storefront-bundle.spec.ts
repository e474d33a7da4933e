import { expect, test } from './fixtures';

test('the storefront loads no admin code: admin chunks are fetched only under /admin', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  // Rendered and settled: the page's heading is up and no activity spinner is left.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chakra-spinner')).toHaveCount(0);
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

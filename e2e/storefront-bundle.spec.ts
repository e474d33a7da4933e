import { expect, test } from '@playwright/test';

test('the storefront loads no admin code: admin chunks are fetched only under /admin', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin/i.test(s))).toEqual([]);
  // The storefront's own scripts do not contain the back office's code or texts.
  for (const path of scripts) {
    const source = await (await request.get(path)).text();
    expect(source).not.toContain('batch_destroy');
    expect(source).not.toContain('Transfer customer');
  }
  const storefrontScripts = scripts.length;
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(storefrontScripts);
});

import { checkHead } from './head-check';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiAdminToken, apiShopperLogin, bearer, unique } from './helpers';

/**
 * Every storefront URL answers with its page (decision 0044): the server's HTML with its own head and
 * status, hydrated in the browser without a mismatch, cached and refreshed by the writes that change it.
 * The demo catalogue (`npm start`'s seed) provides the pages.
 */
const PUBLIC_PAGES = [
  { path: '/', schemas: ['Organization', 'WebSite'] },
  { path: '/category/demo-shop', schemas: [] },
  { path: '/product/canvas-tote', schemas: ['Product', 'Offer', 'BreadcrumbList'] },
  { path: '/blog/article/welcome', schemas: ['BlogPosting', 'BreadcrumbList'] },
  { path: '/blog/category/shop-news', schemas: [] },
  { path: '/contact-us', schemas: [] },
] as const;
const LANGUAGES = ['en-US', 'zh-HK', 'x-default'];

async function html(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { response, text: await response.text() };
}

test('each public page answers its own HTML: content in the body, a valid head, and JSON-LD for what it shows', async ({ request }) => {
  for (const { path, schemas } of PUBLIC_PAGES) {
    const { response, text } = await html(request, path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(text, path).toMatch(/<html lang="en-US" data-ssr/);
    // The page itself, not an empty root: its heading is in the HTML.
    expect(text, path).toMatch(/<div id="root"><.*<h1[^>]*>[^<]+<\/h1>/s);
    const check = await checkHead(text, { schemas, languages: LANGUAGES });
    expect(check.failed, `${path}: ${JSON.stringify(check.failed)}`).toEqual([]);
  }
  // The product's offer is what a shopper pays, in the shop's base currency.
  const { text } = await html(request, '/product/canvas-tote');
  const blocks = [...text.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  const product = blocks.find((b) => b['@type'] === 'Product') as {
    offers: { price: string; priceCurrency: string; availability: string }[];
  };
  expect(product.offers[0]).toMatchObject({ price: '99.00', priceCurrency: 'HKD', availability: 'https://schema.org/InStock' });
  // Uploaded images are served from the site's own /uploads/ (CloudFront from S3 on AWS, decision 0054).
  expect(text).toMatch(/<meta data-head property="og:image" content="http:\/\/localhost:\d+\/uploads\//);
});

test('unknown or hidden addresses answer 404 in the frame, renamed ones 301 to their new address, the back office its app', async ({
  request,
}) => {
  for (const path of [
    '/product/no-such-product',
    '/category/no-such-shelf',
    '/no-such-page',
    '/page/no-such-page',
    '/blog/article/no-such-story',
    '/blog/category/no-such-news',
    '/nope/really',
  ]) {
    const { response, text } = await html(request, path);
    expect(response.status(), path).toBe(404);
    expect(text, path).toContain('<meta data-head name="robots" content="noindex">');
    expect(text, path).toContain('aria-label="Account and preferences"');
    expect(text, path).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  }
  const { response: admin, text: shell } = await html(request, '/admin/no-such-screen');
  expect(admin.status()).toBe(200);
  expect(shell).toContain('<div id="root"></div>');
  // The back office draws with Chakra, a chunk of its own: the shell preloads it beside the entry (decision 0045).
  const chakraChunk = /<link rel="modulepreload" crossorigin href="(\/assets\/chakra-scope-[^"]+\.js)">/.exec(shell)?.[1];
  expect(chakraChunk).toBeTruthy();
  expect((await request.get(chakraChunk!)).ok()).toBe(true);

  // Staff rename a product: its old address leads to the new one, and the new one is the page.
  const token = await apiAdminToken(request);
  const old = unique('renamed');
  const created = await request.post('/api/admin/product', {
    headers: bearer(token),
    data: { name: `Renamed ${old}`, url: old, sku: old.toUpperCase(), stocks: [{ sku: `${old.toUpperCase()}-1`, price: '10' }] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { id: number; stocks: { id: number }[] };
  expect((await html(request, `/product/${old}`)).response.status()).toBe(200);
  const renamed = await request.put(`/api/admin/product/${product.id}`, {
    headers: bearer(token),
    data: {
      name: `Renamed ${old}`,
      url: `${old}-new`,
      sku: old.toUpperCase(),
      stocks: [{ id: product.stocks[0]!.id, sku: `${old.toUpperCase()}-1`, price: '10' }],
    },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const moved = await html(request, `/product/${old}`);
  expect(moved.response.status()).toBe(301);
  expect(moved.response.headers().location).toBe(`/product/${old}-new`);
  expect((await html(request, `/product/${old}-new`)).text).toMatch(new RegExp(`<h1[^>]*>Renamed ${old}</h1>`));
});

test('pages are cached with an ETag, revalidated to 304, and a staff change shows at once', async ({ request }) => {
  const token = await apiAdminToken(request);
  const url = unique('cached');
  const made = await request.post('/api/admin/page', {
    headers: bearer(token),
    data: { title: `First ${url}`, url, content: '<p>One</p>' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const page = (await made.json()) as { id: number };
  const first = await html(request, `/${url}`);
  expect(first.response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const etag = first.response.headers().etag!;
  expect((await request.get(`/${url}`, { headers: { 'if-none-match': etag } })).status()).toBe(304);
  // The write publishes storefront.changed; the page kept in the server is dropped before the save answers.
  const saved = await request.put(`/api/admin/page/${page.id}`, {
    headers: bearer(token),
    data: { title: `Second ${url}`, url, content: '<p>One</p>' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const after = await html(request, `/${url}`, { 'if-none-match': etag });
  expect(after.response.status()).toBe(200);
  expect(after.text).toMatch(new RegExp(`<h1[^>]*>Second ${url}</h1>`));
});

test('?language= gives every language an address: the page in that language, its cookie, its canonical', async ({ request }) => {
  const { response, text } = await html(request, '/product/canvas-tote?language=zh-HK');
  expect(response.status()).toBe(200);
  expect(text).toMatch(/<html lang="zh-HK"/);
  expect(text).toMatch(/<h1[^>]*>帆布袋<\/h1>/);
  expect(response.headers()['set-cookie']).toMatch(/^language=zh_hk; Path=\/;/);
  expect(text).toMatch(/<link data-head rel="canonical" href="http:\/\/localhost:\d+\/product\/canvas-tote\?language=zh-HK">/);
  expect(text).toMatch(/<link data-head rel="alternate" hreflang="x-default" href="http:\/\/localhost:\d+\/product\/canvas-tote">/);
});

test("a shopper's own pages are the frame, kept out of search engines, and no page carries the shopper's token or name", async ({
  request,
}) => {
  const login = await html(request, '/login');
  expect(login.response.status()).toBe(200);
  expect(login.text).toContain('<meta data-head name="robots" content="noindex">');
  expect(login.text).toContain('aria-label="Account and preferences"');
  expect(login.text).not.toContain('type="password"');
  // Signed in, a page no one has asked for yet is still the guest's.
  const { token } = await apiShopperLogin(request);
  const path = `/search/${unique('tote')}`;
  const signedIn = await html(request, path, { cookie: `token=${encodeURIComponent(token)}` });
  expect(signedIn.text).not.toContain('shopper@example.com');
  expect(signedIn.text).not.toContain(token);
  expect(signedIn.text).toContain('>Log in<');
});

test('what staff type stays text: a product named like a script and a menu titled like a comment render inert', async ({
  page,
  request,
}) => {
  const token = await apiAdminToken(request);
  const tag = unique('xss');
  const name = `</script><script>alert(1)</script> ${tag}`;
  const created = await request.post('/api/admin/product', {
    headers: bearer(token),
    data: { name, url: tag, sku: tag.toUpperCase(), stocks: [{ sku: `${tag.toUpperCase()}-1`, price: '10' }] },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // A menu on no screen (hidden on both), but in every page's data.
  const menu = await request.post('/api/admin/menu', {
    headers: bearer(token),
    data: { title: `<!-- ${tag}`, type: 'link', url: 'https://example.com/', display_in_mobile: false, display_in_desktop: false },
  });
  expect(menu.ok(), await menu.text()).toBe(true);

  const { text } = await html(request, `/product/${tag}`);
  expect(text).not.toContain('<script>alert(1)');
  expect(text).not.toContain(`<!-- ${tag}`);
  const data = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(text)?.[1];
  expect(JSON.stringify(JSON.parse(data!))).toContain(`<!-- ${tag}`);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/product/${tag}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(tag));
  expect(dialogs).toEqual([]);
});

/** Every public page, in each language and currency, signed in and not: the browser's first render matches the server's. */
const VISITS = [
  { language: 'en_us', currency: 'HKD', signedIn: false },
  { language: 'zh_hk', currency: 'USD', signedIn: true },
  { language: 'zh_cn', currency: 'HKD', signedIn: true },
  { language: 'zh_hk', currency: 'HKD', signedIn: false },
  { language: 'en_us', currency: 'USD', signedIn: true },
  { language: 'zh_cn', currency: 'USD', signedIn: false },
];

async function expectHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  expect(await page.locator('html').getAttribute('data-hydration-error'), path).toBeNull();
}

for (const visit of VISITS) {
  test(`pages hydrate without a mismatch: ${visit.language}, ${visit.currency}, ${visit.signedIn ? 'signed in' : 'a guest'}`, async ({
    page,
    request,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match|server rendered/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const url = new URL(baseURL!).origin;
    await page.context().addCookies([
      { name: 'language', value: visit.language, url },
      { name: 'currency', value: visit.currency, url },
    ]);
    if (visit.signedIn) {
      const { token, expires_at } = await apiShopperLogin(request);
      await page.context().addCookies([
        { name: 'token', value: encodeURIComponent(token), url },
        { name: 'token_expires_at', value: encodeURIComponent(expires_at), url },
      ]);
    }
    for (const { path } of PUBLIC_PAGES) await expectHydrated(page, path);
    await expectHydrated(page, '/login');
    // Once live, the shopper's own state is the browser's: the header shows who is signed in.
    const header = page.getByRole('banner');
    if (visit.signedIn) await expect(header.getByRole('button', { name: /^(Log out|登出|退出登录)$/ })).toBeVisible();
    else await expect(header.getByRole('link', { name: /^(Log in|登入|登录)$/ })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('a page drawn minutes ago comes to life without asking the API again for what it shows', async ({ page }) => {
  // Each page as the edge cache would hand it out ten minutes after it was drawn.
  await page.route(
    (url) => PUBLIC_PAGES.some(({ path }) => url.pathname === path),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"dataUpdatedAt":\d+/g, `"dataUpdatedAt":${String(Date.now() - 10 * 60_000)}`);
      await route.fulfill({ response, body });
    },
  );
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) reads.push(`${request.method()} ${pathname}`);
  });
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    // Past React's passive effects, where a stale query would start its read.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads, path).toEqual([]);
  }
});

import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureReads } from '@shop/core/shared/read-meter';
import { app } from '@shop/functions/api/app';
import { storefrontReads } from '@shop/functions/api/storefront-reads';
import { serveFetch } from '@shop/functions/local/serve';
import { storefrontPages } from '@shop/functions/render/storefront';
import { webBuild } from './web-build.js';
import { concurrent as concurrentCalls, percentile, type Result } from './stats.js';

/**
 * Issue 24 §6: storefront pages as HTML on the local stack (decision 0044). A category of
 * BENCH_HTML_PRODUCTS (200) products, an article, a static page. Measured through the renderer the
 * local server and the rendering function use, answering from the app in process:
 * - served from the page cache and rendered (no page cache, the reads' own caches warm), p95 at 10
 *   concurrent;
 * - the DynamoDB calls one rendered page makes, per page type (warm reads' caches);
 * - a category page whose caches are all cold (after every process cache has expired);
 * - pages per second as a share of `/api/health`'s on the same server: as the server serves them
 *   (its page cache on; the goal, decision 0046), and with every page rendered (printed: it sizes
 *   the rendering function).
 */
const PRODUCTS = Number(process.env.BENCH_HTML_PRODUCTS ?? 200);
const CONCURRENT = 10;
const ROUNDS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Longer than every storefront read's process cache (30 s; the settings' too). */
const COLD_WAIT_MS = 31_000;
const COLD_ROUNDS = Number(process.env.BENCH_HTML_COLD_ROUNDS ?? 3);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
async function call(method: string, route: string, body: unknown, token: string): Promise<any> {
  const response = await app.request(route, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

const concurrent = (work: (i: number) => Promise<void>) => concurrentCalls(ROUNDS, CONCURRENT, work);

async function throughput(port: number, paths: readonly string[]): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  let n = 0;
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const target = paths[n++ % paths.length]!;
      const req = request({ host: '127.0.0.1', port, path: target, agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${target}: ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < 50; i++) await get();
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < until) {
        await get();
        done++;
      }
    }),
  );
  agent.destroy();
  return done / SECONDS;
}

export async function htmlBench(token: string): Promise<Result[]> {
  const build = webBuild();
  const shelves = await Promise.all(
    Array.from({ length: 1 + COLD_ROUNDS }, (_, i) =>
      call('POST', '/api/admin/menu', { title: `HTML shelf ${i}`, type: 'category', url: `html-shelf-${i}` }, token),
    ),
  );
  const started = performance.now();
  for (let i = 0; i < PRODUCTS; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, PRODUCTS - i) }, (_, k) => {
        const n = i + k;
        const sku = `HT${String(n).padStart(5, '0')}`;
        return call(
          'POST',
          '/api/admin/product',
          {
            name: `Shelf piece ${n}`,
            url: `shelf-piece-${n}`,
            sku,
            description: `<p>${'A well made thing for every day. '.repeat(8)}</p>`,
            categories: shelves.map((s: { id: number }) => s.id),
            stocks: [{ sku: `${sku}-1`, price: String(10 + (n % 90)), special_price: n % 3 === 0 ? String(5 + (n % 90)) : undefined }],
          },
          token,
        );
      }),
    );
  }
  const news = await call('POST', '/api/admin/category', { title: 'HTML news', url: 'html-news', order: 0 }, token);
  await call(
    'POST',
    '/api/admin/article',
    {
      title: 'HTML story',
      url: 'html-story',
      short_description: 'A story.',
      content: `<p>${'A paragraph. '.repeat(80)}</p>`,
      categories: [news.id],
    },
    token,
  );
  await call('POST', '/api/admin/page', { title: 'HTML page', url: 'html-page', content: `<p>${'Our story. '.repeat(80)}</p>` }, token);
  console.log(
    `  seeded ${PRODUCTS} products in ${String(shelves.length)} categories in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const api = async (r: Request) => storefrontReads.fetch(r);
  const origin = () => 'http://localhost';
  const cached = storefrontPages({ ...build, api, siteOrigin: origin });
  const rendered = storefrontPages({ ...build, api, siteOrigin: origin, cacheSeconds: 0 });
  await Promise.all([cached.ready(), rendered.ready()]);
  const paths = [
    '/',
    '/category/html-shelf-0',
    '/category/html-shelf-0?page=2',
    '/product/shelf-piece-7',
    '/blog/article/html-story',
    '/html-page',
  ];
  const get = async (pages: typeof cached, target: string) => {
    const response = await pages.fetch(new Request(`http://localhost${target}`, { headers: { 'accept-encoding': 'br' } }));
    if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
    await response.arrayBuffer();
  };

  const fromCache = await concurrent((i) => get(cached, paths[i % paths.length]!));
  const renderedTimes = await concurrent((i) => get(rendered, paths[i % paths.length]!));

  const calls: Record<string, number> = {};
  for (const target of paths) calls[target] = (await measureReads(() => get(rendered, target))).reads.requests;
  console.log(
    `  DynamoDB calls per rendered page (warm reads): ${Object.entries(calls)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')}`,
  );

  // Cold: every process cache expired, JIT warm (the pages above), a category never read before.
  const cold: number[] = [];
  for (let round = 1; round <= COLD_ROUNDS; round++) {
    await new Promise((resolve) => setTimeout(resolve, COLD_WAIT_MS));
    const start = performance.now();
    const { reads } = await measureReads(() => get(rendered, `/category/html-shelf-${round}`));
    cold.push(performance.now() - start);
    console.log(`  cold category page, round ${round}: ${cold.at(-1)!.toFixed(1)} ms, ${reads.requests} DynamoDB calls`);
  }

  // Throughput over HTTP against /api/health on the same server: pages as the server serves them
  // (its page cache on, as `npm start` runs and as CloudFront keeps them), and every page rendered.
  const serve = (pages: typeof cached) =>
    serveFetch((r) => (new URL(r.url).pathname.startsWith('/api/') ? app.fetch(r) : pages.fetch(r)), { port: 0, hostname: '127.0.0.1' });
  const share: Record<string, number> = {};
  for (const [label, pages] of [
    ['as served (page cache on)', cached],
    ['all rendered (no page cache)', rendered],
  ] as const) {
    const server = await serve(pages);
    try {
      const { port } = server.address() as AddressInfo;
      const health = await throughput(port, ['/api/health']);
      const served = await throughput(port, paths);
      console.log(
        `  requests/s, pages ${label}: health ${health.toFixed(0)}, pages ${served.toFixed(0)} (${((100 * served) / health).toFixed(1)} %)`,
      );
      share[label] = (100 * served) / health;
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  const p95 = (name: string, times: number[], goal: number): Result => ({
    name,
    value: percentile(times, 95),
    unit: 'ms',
    goal,
    lowerIsBetter: true,
  });
  return [
    p95(`storefront HTML from the page cache, ${CONCURRENT} concurrent p95`, fromCache, 15),
    p95(`storefront HTML rendered (reads warm), ${CONCURRENT} concurrent p95`, renderedTimes, 60),
    {
      name: 'DynamoDB calls per rendered page (most of any page type)',
      value: Math.max(...Object.values(calls)),
      unit: 'calls',
      goal: 3,
      lowerIsBetter: true,
    },
    {
      name: `category page with every cache cold (${PRODUCTS} products, median)`,
      value: percentile(cold, 50),
      unit: 'ms',
      goal: 100,
      lowerIsBetter: true,
    },
    {
      name: 'storefront pages as served (page cache on), share of /api/health throughput',
      value: share['as served (page cache on)']!,
      unit: '%',
      goal: 25,
      lowerIsBetter: false,
    },
  ];
}

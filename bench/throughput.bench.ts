import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Brand } from '@shop/core/catalog/brand';
import { BrandInput } from '@shop/core/catalog/brand.schema';
import { Menu } from '@shop/core/content/menu';
import { MenuInput } from '@shop/core/content/menu.schema';
import { app } from '@shop/functions/api/app';
import { serveFetch } from '@shop/functions/local/serve';
import type { Result } from './stats.js';

/**
 * Issue 8 §3: public storefront reads served from the process's cache come close to a request that
 * reads nothing. The app is served over HTTP on this machine (as `npm start` does); each path gets
 * CONCURRENCY keep-alive clients for SECONDS, and its requests per second are compared with
 * `/api/health`'s on the same server. Goal: brand list and menu ≥ 50% of health.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;

async function throughput(port: number, path: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end();
    });
  for (let i = 0; i < 50; i++) await get(); // warm-up: JIT and the cache
  let done = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await get();
        done++;
      }
    }),
  );
  agent.destroy();
  return done / SECONDS;
}

export async function throughputBench(): Promise<Result[]> {
  for (let i = 0; i < 30; i++) {
    await Brand.create(BrandInput.parse({ title: `Shop brand ${i}`, url: `shop-brand-${i}`, enabled: true }), 'default');
  }
  const top = await Menu.create(MenuInput.parse({ title: 'Shop', type: 'link', url: 'https://example.com/shop' }), 'default');
  for (let i = 0; i < 10; i++) {
    await Menu.create(
      MenuInput.parse({ title: `Aisle ${i}`, type: 'link', url: `https://example.com/${i}`, parent_id: top.id }),
      'default',
    );
  }
  const server = await serveFetch(app.fetch, { port: 0, hostname: '127.0.0.1' });
  try {
    const { port } = server.address() as AddressInfo;
    const health = await throughput(port, '/api/health');
    const brands = await throughput(port, '/api/brand?per_page=20');
    const menu = await throughput(port, '/api/menu');
    console.log(`  requests/s: health ${health.toFixed(0)}, brand list ${brands.toFixed(0)}, menu ${menu.toFixed(0)}`);
    return [
      {
        name: 'storefront brand list, share of /api/health throughput',
        value: (100 * brands) / health,
        unit: '%',
        goal: 50,
        lowerIsBetter: false,
      },
      { name: 'storefront menu, share of /api/health throughput', value: (100 * menu) / health, unit: '%', goal: 50, lowerIsBetter: false },
    ];
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

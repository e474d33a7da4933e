import { Hono } from 'hono';
import { z } from 'zod';
import { Brand } from '@shop/core/catalog/brand';
import { Settings } from '@shop/core/settings/settings';
import { Files } from '@shop/core/files/files';
import { DomainError, MESSAGES } from '@shop/core/shared/errors';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { languageOf, parse, readBody } from '../http.js';
import { describe } from '../openapi.js';

const BrandQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true });
const ConfigsInput = z.object({ language: z.string().optional(), columns: z.array(z.string()).optional() });

describe({ method: 'get', path: '/api/brand', summary: 'Enabled brands for the storefront', tag: 'Storefront', query: BrandQuery });
describe({ method: 'post', path: '/api/configs', summary: 'Public site settings (optionally only some columns)', tag: 'Storefront', body: ConfigsInput });
describe({ method: 'get', path: '/api/files/{path}', summary: 'An uploaded file', tag: 'Files' });

/** The settings a shopper's browser may see (no secrets). */
const PUBLIC_SETTINGS = [
  'name', 'main_language', 'supported_languages', 'supported_countries', 'base_currency',
  'supported_currencies', 'catalog_mode', 'member_only', 'guest_checkout', 'warehouse_enabled', 'logo', 'icon',
] as const;

async function publicSettings(columns?: string[]) {
  const settings = await Settings.get();
  const wanted = columns?.length ? PUBLIC_SETTINGS.filter((k) => columns.includes(k)) : PUBLIC_SETTINGS;
  return Object.fromEntries(wanted.map((k) => [k, settings[k]]));
}

export const storeCatalogRoutes = new Hono<AppEnv>()
  .get('/brand', async (c) => {
    const query = parse(BrandQuery, c.req.query());
    const language = await languageOf(c);
    const page = await Brand.list({ ...query, order: 'asc', sort: 'name' }, language, { enabled: true });
    return c.json({ ...page, data: page.data.map(({ id, title, short_description, url, image, image_path }) => ({ id, title, short_description, url, image, image_path })) });
  })
  .post('/configs', async (c) => {
    const { columns } = parse(ConfigsInput, await readBody(c));
    return c.json(await publicSettings(columns));
  })
  .get('/configs', async (c) => c.json(await publicSettings()))
  .get('/files/*', async (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path.replace(/^\/api\/files\//, ''));
    } catch {
      // A `%` not followed by two hex digits (or bytes that are not UTF-8) names no file.
      throw new DomainError(400, MESSAGES.malformedPath);
    }
    const file = await Files.read(path);
    return c.body(new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

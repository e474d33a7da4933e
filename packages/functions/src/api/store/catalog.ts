import { Hono } from 'hono';
import { z } from 'zod';
import { Brand } from '@shop/core/catalog/brand';
import { BrandInfo } from '@shop/core/catalog/brand.schema';
import { pageOf } from '@shop/core/shared/contract';
import { SiteSettings } from '@shop/core/settings/settings.schema';
import { Settings } from '@shop/core/settings/settings';
import { Files } from '@shop/core/files/files';
import { cardPaymentInfo } from '@shop/core/order/payments';
import { DomainError, MESSAGES } from '@shop/core/shared/errors';
import { ListQuerySchema } from '@shop/core/shared/paging';
import type { AppEnv } from '../context.js';
import { publicCaching } from '../middleware/public-cache.js';
import { languageOf } from '../http.js';
import { doc } from '../openapi.js';
import { body, query } from '../validate.js';

const BrandQuery = ListQuerySchema.pick({ page: true, per_page: true, language: true });
const ConfigsInput = z.object({ language: z.string().optional(), columns: z.array(z.string()).optional() });

const StoreBrand = BrandInfo.pick({ id: true, title: true, short_description: true, url: true, image: true, image_path: true });

/** The settings a shopper's browser may see (no secrets). */
const PUBLIC_SETTINGS = [
  'name',
  'main_language',
  'supported_languages',
  'supported_countries',
  'base_currency',
  'supported_currencies',
  'catalog_mode',
  'member_only',
  'guest_checkout',
  'warehouse_enabled',
  // Public so the storefront knows whether there is a cart (core/cart/cart.schema.ts cartAllowed).
  'warehouse_id',
  'logo',
  'icon',
  'banner',
  'admin_logo',
  // The template, the scripts of every page and reCAPTCHA's public half (decision 0037); never its secret.
  'primary_color',
  'accent_color',
  'admin_primary_color',
  'admin_accent_color',
  'logo_position',
  'header_script',
  'footer_script',
  'recaptcha_site_key',
  'enable_recaptcha_forms',
] as const;

/** Whether the storefront offers card payment, and how (decision 0030); not a setting: it follows the keys. */
const CardPaymentInfo = z
  .object({ provider: z.enum(['stripe', 'local']), publishable_key: z.string(), card_page: z.string().nullable() })
  .nullable();

const PublicSettings = SiteSettings.pick(
  Object.fromEntries(PUBLIC_SETTINGS.map((k) => [k, true])) as { [K in (typeof PUBLIC_SETTINGS)[number]]: true },
)
  .extend({ card_payment: CardPaymentInfo })
  .partial();
const configs = doc({ summary: 'Public site settings (optionally only some columns)', response: PublicSettings });

async function publicSettings(columns?: string[]): Promise<z.infer<typeof PublicSettings>> {
  const settings = await Settings.get();
  const wanted = columns?.length ? PUBLIC_SETTINGS.filter((k) => columns.includes(k)) : PUBLIC_SETTINGS;
  const card = !columns?.length || columns.includes('card_payment') ? { card_payment: cardPaymentInfo() } : {};
  return { ...Object.fromEntries(wanted.map((k) => [k, settings[k]])), ...card };
}

export const storeCatalogRoutes = new Hono<AppEnv>()
  .get(
    '/brand',
    doc({ summary: 'Enabled brands for the storefront', response: pageOf(StoreBrand) }),
    query(BrandQuery),
    ...publicCaching,
    async (c) => {
      const language = await languageOf(c);
      const page = await Brand.storefront(c.req.valid('query'), language);
      return c.json(
        {
          ...page,
          data: page.data.map(({ id, title, short_description, url, image, image_path }) => ({
            id,
            title,
            short_description,
            url,
            image,
            image_path,
          })),
        },
        200,
      );
    },
  )
  .post('/configs', configs, body(ConfigsInput), async (c) => c.json(await publicSettings(c.req.valid('json').columns), 200))
  .get('/configs', configs, ...publicCaching, async (c) => c.json(await publicSettings(), 200))
  .get('/files/:path{.+}', doc({ summary: 'An uploaded file', media: 'application/octet-stream' }), async (c) => {
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

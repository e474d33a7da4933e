import { Hono } from 'hono';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { Settings } from '@shop/core/settings/settings';
import { ConfigurationInput, SiteSettings } from '@shop/core/settings/settings.schema';
import type { AppEnv } from '../context.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

export const configurationRoutes = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Site settings', response: SiteSettings }), can('get configuration'), async (c) =>
    c.json(await Settings.current(), 200),
  )
  .put(
    '/',
    doc({
      summary: 'Change site settings: any of the general, currency and storefront keys; the result is checked as a whole',
      response: SiteSettings,
    }),
    can('update configuration'),
    body(ConfigurationInput),
    async (c) => {
      const input = c.req.valid('json');
      if (input.warehouse_id) await Warehouse.require(input.warehouse_id, 'warehouse_id');
      return c.json(await Settings.update(input), 200);
    },
  );

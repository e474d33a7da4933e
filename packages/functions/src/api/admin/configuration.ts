import { Hono } from 'hono';
import { z } from 'zod';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { Settings } from '@shop/core/settings/settings';
import { SiteSettings } from '@shop/core/settings/settings.schema';
import { idNumber } from '@shop/core/shared/validation';
import type { AppEnv } from '../context.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

const flag = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.coerce.number().int().min(0).max(1));

/** The settings an admin may change here; every key optional, unknown keys refused. */
const ConfigurationInput = z
  .object({
    name: z.string().trim().min(1).max(100),
    token_lifetime_minutes: SiteSettings.shape.token_lifetime_minutes.unwrap(),
    catalog_mode: flag,
    member_only: flag,
    guest_checkout: flag,
    warehouse_enabled: flag,
    warehouse_id: z.preprocess((v) => (v === '' ? null : v), idNumber().nullable()),
  })
  .partial()
  .strict();

export const configurationRoutes = new Hono<AppEnv>()
  .get('/', doc({ summary: 'Site settings', response: SiteSettings }), can('get configuration'), async (c) =>
    c.json(await Settings.get(), 200),
  )
  .put(
    '/',
    doc({ summary: 'Change site settings (default warehouse, warehouse_enabled, storefront flags …)', response: SiteSettings }),
    can('update configuration'),
    body(ConfigurationInput),
    async (c) => {
      const input = c.req.valid('json');
      if (input.warehouse_id) await Warehouse.require(input.warehouse_id, 'warehouse_id');
      return c.json(await Settings.update(input), 200);
    },
  );

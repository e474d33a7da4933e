import { holdsAll } from '@shop/core/access/grants';
import { PAGE_SCRIPTS_PERMISSION } from '@shop/core/access/permissions';
import { Hono } from 'hono';
import { Warehouse } from '@shop/core/inventory/warehouse';
import { Settings } from '@shop/core/settings/settings';
import { adminSettings, AdminSettings, ConfigurationInput } from '@shop/core/settings/settings.schema';
import type { AppEnv } from '../context.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { body } from '../validate.js';

export const configurationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    doc({ summary: 'Site settings (the reCAPTCHA secret only as set or not)', response: AdminSettings }),
    can('get configuration'),
    async (c) => c.json(adminSettings(await Settings.current()), 200),
  )
  .put(
    '/',
    doc({
      summary:
        "Change site settings: any of the tabs' keys; the result is checked as a whole. The site scripts also take update page_scripts",
      response: AdminSettings,
    }),
    can('update configuration'),
    body(ConfigurationInput),
    async (c) => {
      const input = c.req.valid('json');
      if (input.warehouse_id) await Warehouse.require(input.warehouse_id, 'warehouse_id');
      return c.json(
        adminSettings(await Settings.update(input, { mayEditScripts: holdsAll(c.get('admin'), [PAGE_SCRIPTS_PERMISSION]) })),
        200,
      );
    },
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/configuration', configurationRoutes]] as const;

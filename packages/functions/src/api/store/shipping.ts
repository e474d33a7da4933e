import { Hono } from 'hono';
import { z } from 'zod';
import { ShippingInfo } from '@shop/core/shipping/shipping.schema';
import { Shipping } from '@shop/core/shipping/shipping';
import { Settings } from '@shop/core/settings/settings';
import type { AppEnv } from '../context.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const ShippingQuery = z.object({
  language: z.string().optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, { error: 'Please check your input.' })
    .optional(),
});

const StoreShipping = ShippingInfo.pick({ id: true, name: true, fee: true, free_above: true, countries: true });

/** `GET /api/shipping?language&country`: the methods checkout offers for an address (not in the spec; decision 0028). */
export const storeShippingRoutes = new Hono<AppEnv>().get(
  '/',
  doc({ summary: 'Enabled shipping methods that deliver to a country', response: z.array(StoreShipping) }),
  query(ShippingQuery),
  async (c) => {
    const { language, country } = c.req.valid('query');
    const resolved = await Settings.language(language);
    const methods = await Shipping.available(resolved.slot, country ?? null);
    return c.json(
      methods.map((m) => ({ id: m.id, name: m.name, fee: m.fee, free_above: m.free_above, countries: m.countries })),
      200,
    );
  },
);

import type { Context } from 'hono';
import { Settings } from '@shop/core/settings/settings';
import type { AppEnv } from '../context.js';
import { optionalCustomer } from '../middleware/auth.js';

/**
 * What a storefront read needs to know about its request: the settings, the language's storage slot,
 * and whether prices may be shown (not to guests of a members-only site, spec section 6).
 */
export async function shopperView(c: Context<AppEnv>, language: string | undefined) {
  const [site, resolved, shopper] = await Promise.all([Settings.get(), Settings.language(language), optionalCustomer(c)]);
  return { site, resolved, showPrices: site.member_only === 0 || shopper !== undefined };
}

import { z } from 'zod';

export const CurrencySchema = z.object({
  identifier: z.string().min(3).max(3),
  rate: z.number().positive(),
  mark: z.string().max(8),
});

/** Site settings (spec section 3). Defaults apply when nothing was saved. */
export const SiteSettings = z.object({
  name: z.string().default('Shop'),
  main_language: z.string().default('en_us'),
  supported_languages: z.array(z.string()).default(['en_us', 'zh_hk', 'zh_cn']),
  supported_countries: z.array(z.string()).default(['HKG', 'CHN', 'USA', 'GBR']),
  base_currency: z.string().default('HKD'),
  supported_currencies: z.array(CurrencySchema).default([
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
  ]),
  /** Token lifetime in minutes for both audiences. */
  token_lifetime_minutes: z
    .number()
    .int()
    .min(15)
    .max(60 * 24 * 30)
    .default(120),
  catalog_mode: z.number().int().default(0),
  member_only: z.number().int().default(0),
  guest_checkout: z.number().int().default(1),
  warehouse_enabled: z.number().int().default(1),
  warehouse_id: z.number().int().nullable().default(null),
  logo: z.string().nullable().default(null),
  icon: z.string().nullable().default(null),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

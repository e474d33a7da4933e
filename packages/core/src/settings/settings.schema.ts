import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { countryCode, idNumber, optionalImage } from '../shared/validation.js';

/**
 * The languages a site may offer: the storefront's interface exists in these three (its texts,
 * formats and the admin's translation tabs), so a site chooses among them (decision 0022).
 */
export const SITE_LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'] as const;

/** ISO 4217 codes, from the runtime's own ICU data (Node and every current browser). */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

export const CurrencySchema = z.object({
  identifier: z
    .string({ error: MESSAGES.required })
    .trim()
    .toUpperCase()
    .refine((code) => CURRENCY_CODES.has(code), { error: MESSAGES.currencyUnknown }),
  /** Units of this currency for one unit of the base currency. */
  rate: z.coerce.number({ error: MESSAGES.check }).positive({ error: MESSAGES.ratePositive }).max(1_000_000, { error: MESSAGES.check }),
  /** Shown before the amount: `HK$`, `US$`. */
  mark: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(8),
});
export type Currency = z.infer<typeof CurrencySchema>;

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
  /** The storefront's banner picture. */
  banner: z.string().nullable().default(null),
  /** The back office's own logo (its header and login). */
  admin_logo: z.string().nullable().default(null),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

const flag = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.coerce.number().int().min(0).max(1));

const uniqueList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item, { error: MESSAGES.required }).min(1, { error: MESSAGES.required });

/**
 * What `PUT /api/admin/configuration` accepts: any of these keys (unknown keys refused). The rules
 * that tie keys together (the main language among the supported ones, the base currency among the
 * currencies at rate 1) are `checkSiteSettings`, run on the settings as they would be after the
 * change.
 */
export const ConfigurationInput = z
  .object({
    name: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(100),
    main_language: z.enum(SITE_LANGUAGES, { error: MESSAGES.languageUnsupported }),
    supported_languages: uniqueList(z.enum(SITE_LANGUAGES, { error: MESSAGES.languageUnsupported })),
    supported_countries: uniqueList(countryCode()),
    base_currency: z.string({ error: MESSAGES.required }).trim().toUpperCase().min(1, { error: MESSAGES.required }),
    supported_currencies: z.array(CurrencySchema).min(1, { error: MESSAGES.required }).max(20),
    token_lifetime_minutes: z.coerce.number().pipe(SiteSettings.shape.token_lifetime_minutes.unwrap()),
    catalog_mode: flag,
    member_only: flag,
    guest_checkout: flag,
    warehouse_enabled: flag,
    warehouse_id: z.preprocess((v) => (v === '' ? null : v), idNumber().nullable()),
    logo: optionalImage(),
    icon: optionalImage(),
    banner: optionalImage(),
    admin_logo: optionalImage(),
  })
  .partial()
  .strict();
export type ConfigurationInput = z.infer<typeof ConfigurationInput>;

type Checked = Pick<
  SiteSettings,
  'main_language' | 'supported_languages' | 'supported_countries' | 'base_currency' | 'supported_currencies'
>;

/**
 * The rules across keys, on whole settings (or one tab's part of them): no language, country or
 * currency twice; the main language among the supported ones; the base currency among the
 * currencies, at rate 1 (the rates are per unit of it).
 */
export function checkSiteSettings(settings: Partial<Checked>, ctx: z.RefinementCtx): void {
  const repeated = (list: readonly string[], path: string) =>
    list.forEach((value, index) => {
      if (list.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [path, index], message: MESSAGES.repeated });
    });
  const { main_language, supported_languages, supported_countries, base_currency, supported_currencies } = settings;
  if (supported_languages) repeated(supported_languages, 'supported_languages');
  if (supported_countries) repeated(supported_countries, 'supported_countries');
  if (main_language && supported_languages && !supported_languages.includes(main_language))
    ctx.addIssue({ code: 'custom', path: ['main_language'], message: MESSAGES.mainLanguageNotSupported });
  if (supported_currencies) {
    const codes = supported_currencies.map((c) => c.identifier);
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index)
        ctx.addIssue({ code: 'custom', path: ['supported_currencies', index, 'identifier'], message: MESSAGES.repeated });
    });
    if (base_currency) {
      const base = codes.indexOf(base_currency);
      if (base < 0) ctx.addIssue({ code: 'custom', path: ['base_currency'], message: MESSAGES.baseCurrencyNotSupported });
      else if (supported_currencies[base]?.rate !== 1)
        ctx.addIssue({ code: 'custom', path: ['supported_currencies', base, 'rate'], message: MESSAGES.baseCurrencyRate });
    }
  }
}

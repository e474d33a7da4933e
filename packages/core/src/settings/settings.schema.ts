import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { scriptField } from '../shared/script-field.js';
import { countryCode, idNumber, optionalImage } from '../shared/validation.js';
import { contrastOnWhite, HEX_COLOUR, MIN_CONTRAST } from './colours.rules.js';

/**
 * The languages a site may offer: the storefront's interface exists in these three (its texts,
 * formats and the admin's translation tabs), so a site chooses among them (decision 0022).
 */
export const SITE_LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'] as const;

/** ISO 4217 codes, from the runtime's own ICU data (Node and every current browser). */
const CURRENCY_CODES = new Set(Intl.supportedValuesOf('currency'));

/** Days a bank-transfer order has to be paid: the default and the bounds staff may set (decision 0047). */
export const BANK_TRANSFER_DAYS = { default: 3, min: 1, max: 30 } as const;

/** BANK_TRANSFER_DAYS's bounds, said to staff. */
export const BANK_TRANSFER_DAYS_MESSAGE = 'Enter a whole number of days from 1 to 30.';

/** Where the storefront's header shows the logo (template tab; decision 0037). */
export const LOGO_POSITIONS = ['left', 'center'] as const;

/** The forms reCAPTCHA can guard (`enable_recaptcha_forms`; decision 0037). */
export const RECAPTCHA_FORMS = ['contact', 'form', 'login', 'register'] as const;
export type RecaptchaForm = (typeof RECAPTCHA_FORMS)[number];

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
  /** The shop's own address: contact messages go to it (the sender address when unset). */
  email: z.string().nullable().default(null),
  /**
   * The shop's details printed on its documents (invoice, packing slip; decision 0048); null leaves
   * the line out. The legal name stands in for `name` on an invoice when set.
   */
  shop_legal_name: z.string().nullable().default(null),
  /** Several lines (street, district, city), printed as entered. */
  shop_address: z.string().nullable().default(null),
  shop_phone: z.string().nullable().default(null),
  /** The business registration or tax number. */
  shop_registration_number: z.string().nullable().default(null),
  /** Template colours (`#rrggbb`, null: the built-in ones) and the logo's place (decision 0037). */
  primary_color: z.string().nullable().default(null),
  accent_color: z.string().nullable().default(null),
  admin_primary_color: z.string().nullable().default(null),
  admin_accent_color: z.string().nullable().default(null),
  logo_position: z.enum(LOGO_POSITIONS).default('left'),
  /** Script addresses (one per line) on every storefront page, at the end of the head and of the body. */
  header_script: z.string().default(''),
  footer_script: z.string().default(''),
  recaptcha_site_key: z.string().nullable().default(null),
  /** Never answered to any client: the admin sees only `recaptcha_secret_set`. */
  recaptcha_secret: z.string().nullable().default(null),
  enable_recaptcha_forms: z.array(z.enum(RECAPTCHA_FORMS)).default([]),
  // Bank transfer (issue 25; decision 0047): what a shopper paying by bank transfer is told, and how long they have.
  bank_account_name: z.string().nullable().default(null),
  bank_name: z.string().nullable().default(null),
  bank_account_number: z.string().nullable().default(null),
  /** The shop's FPS (Faster Payment System) ID. */
  bank_fps_id: z.string().nullable().default(null),
  /** An uploaded picture of the shop's payment QR code (a key, like `logo`). */
  bank_qr_image: z.string().nullable().default(null),
  /** Free text for the shopper (what to write on the transfer, whom to ask). */
  bank_transfer_note: z.string().nullable().default(null),
  /** Days an unpaid bank-transfer order waits for its payment before it is cancelled. */
  bank_transfer_days: z.number().int().min(BANK_TRANSFER_DAYS.min).max(BANK_TRANSFER_DAYS.max).default(BANK_TRANSFER_DAYS.default),
});
export type SiteSettings = z.infer<typeof SiteSettings>;

const flag = z.preprocess((v) => (typeof v === 'boolean' ? Number(v) : v), z.coerce.number().int().min(0).max(1));

/** A colour: `#rrggbb` (or `#rgb`), stored lower case in six digits; empty clears it (the built-in one). */
const colour = () =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: MESSAGES.check })
      .trim()
      .regex(HEX_COLOUR, { error: 'Enter a colour as #rrggbb.' })
      .transform((v) => {
        const hex = v.slice(1).toLowerCase();
        return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
      })
      .nullable(),
  );

/** A colour white text sits on (solid buttons): it must keep 4.5:1 against white (WCAG AA). */
const buttonColour = () =>
  colour().refine((v) => v === null || contrastOnWhite(v) >= MIN_CONTRAST, {
    error: 'This colour is too light for white text on it (contrast below 4.5:1); choose a darker one.',
  });

/** An optional short text; empty clears it. */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? null : v), z.string({ error: MESSAGES.check }).trim().max(max).nullable());

/** The longest shop details (decision 0048): what fits a document's header. */
export const SHOP_DETAIL_LIMITS = { shop_legal_name: 200, shop_address: 500, shop_phone: 40, shop_registration_number: 60 } as const;
export const SHOP_ADDRESS_MAX_LINES = 6;
/** Digits, spaces and the usual marks (`+852 2345 6789`, `(02) 1234-5678 ext. 12`), at least one digit. */
const PHONE = /^(?=.*\d)[0-9+()\-./ ]+(?:\s*(?:ext\.?|x)\s*\d+)?$/i;
export const SHOP_PHONE_MESSAGE = 'Enter a phone number (digits, spaces, + - ( ) . /).';
// Written out (not interpolated) so the server-message catalogue can translate it.
export const SHOP_ADDRESS_LINES_MESSAGE = 'An address has at most 6 lines.';

/** An optional text of several lines: line ends made `\n`, each line trimmed, empty lines dropped; empty clears it. */
const multiLineText = (max: number, maxLines: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const lines = v
        .split(/\r\n|\r|\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return lines.length ? lines.join('\n') : null;
    },
    z
      .string({ error: MESSAGES.check })
      .max(max)
      .refine((v) => v.split('\n').length <= maxLines, { error: SHOP_ADDRESS_LINES_MESSAGE })
      .nullable(),
  );

/** A comma list (the spec's form) or an array. */
const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item),
  );

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
    email: z.preprocess((v) => (v === '' ? null : v), z.email({ error: 'Enter an email address.' }).max(254).nullable()),
    shop_legal_name: optionalText(SHOP_DETAIL_LIMITS.shop_legal_name),
    shop_address: multiLineText(SHOP_DETAIL_LIMITS.shop_address, SHOP_ADDRESS_MAX_LINES),
    shop_phone: z.preprocess(
      (v) => (v === '' ? null : v),
      z.string({ error: MESSAGES.check }).trim().max(SHOP_DETAIL_LIMITS.shop_phone).regex(PHONE, { error: SHOP_PHONE_MESSAGE }).nullable(),
    ),
    shop_registration_number: optionalText(SHOP_DETAIL_LIMITS.shop_registration_number),
    primary_color: buttonColour(),
    accent_color: colour(),
    admin_primary_color: buttonColour(),
    admin_accent_color: colour(),
    logo_position: z.enum(LOGO_POSITIONS, { error: MESSAGES.check }),
    header_script: scriptField().transform((v) => v ?? ''),
    footer_script: scriptField().transform((v) => v ?? ''),
    recaptcha_site_key: optionalText(200),
    /** Write-only: a new secret; left out (or empty) keeps the stored one, null removes it. */
    recaptcha_secret: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(200).nullable().optional()),
    enable_recaptcha_forms: commaList(z.enum(RECAPTCHA_FORMS, { error: MESSAGES.check })),
    // Bank transfer (decision 0047).
    bank_account_name: optionalText(200),
    bank_name: optionalText(200),
    bank_account_number: optionalText(100),
    bank_fps_id: optionalText(100),
    bank_qr_image: optionalImage(),
    bank_transfer_note: optionalText(2000),
    bank_transfer_days: z.preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z
        .number({ error: MESSAGES.check })
        .int({ error: MESSAGES.check })
        .min(BANK_TRANSFER_DAYS.min, { error: BANK_TRANSFER_DAYS_MESSAGE })
        .max(BANK_TRANSFER_DAYS.max, { error: BANK_TRANSFER_DAYS_MESSAGE }),
    ),
  })
  .partial()
  .strict();
export type ConfigurationInput = z.infer<typeof ConfigurationInput>;

type Checked = Pick<
  SiteSettings,
  'main_language' | 'supported_languages' | 'supported_countries' | 'base_currency' | 'supported_currencies'
>;

export const RECAPTCHA_KEYS_NEEDED = 'Set the reCAPTCHA site key and secret before guarding forms with it.';

/** What the admin reads: the settings without the reCAPTCHA secret, only whether one is set. */
export const AdminSettings = SiteSettings.omit({ recaptcha_secret: true }).extend({ recaptcha_secret_set: z.boolean() });
export type AdminSettings = z.infer<typeof AdminSettings>;

export function adminSettings({ recaptcha_secret, ...rest }: SiteSettings): AdminSettings {
  return { ...rest, recaptcha_secret_set: Boolean(recaptcha_secret) };
}

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

/**
 * What an order's invoice and packing slip print of the shop (`GET /api/admin/order/document/shop`,
 * decision 0048), to staff who may read orders even without the configuration permission; the
 * main language resolves an order placed in the site's `default` one.
 */
export const DocumentShop = SiteSettings.pick({
  name: true,
  logo: true,
  email: true,
  shop_legal_name: true,
  shop_address: true,
  shop_phone: true,
  shop_registration_number: true,
  main_language: true,
});
export type DocumentShop = z.infer<typeof DocumentShop>;

export const documentShop = (s: SiteSettings): DocumentShop => ({
  name: s.name,
  logo: s.logo,
  email: s.email,
  shop_legal_name: s.shop_legal_name,
  shop_address: s.shop_address,
  shop_phone: s.shop_phone,
  shop_registration_number: s.shop_registration_number,
  main_language: s.main_language,
});

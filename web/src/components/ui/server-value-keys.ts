import type { TFunction } from 'i18next';

/**
 * Where the texts of the values the server sends as data live: the i18n key of a value of each core list,
 * in lookup order (the first list with a text for a value wins). Kept apart from the lists
 * themselves (`server-values.ts`), which come from core's schema modules: a page that shows a
 * server message must not load zod and every schema for them (decision 0020).
 */
export const VALUE_KEYS = {
  PO_STATUSES: (v: string) => `admin:po.statuses.${v}`,
  INVENTORY_KINDS: (v: string) => `admin:inventory.kinds.${v}`,
  PRODUCT_TYPES: (v: string) => `admin:product.types.${v}`,
  STOCK_STATUSES: (v: string) => `admin:product.stockStatus.${v}`,
  MENU_TYPES: (v: string) => `admin:menu.types.${v}`,
  GENDERS: (v: string) => `common:gender.${v}`,
  SITE_LANGUAGES: (v: string) => `common:languages.${v}`,
  ORDER_STATUSES: (v: string) => `common:orderStatus.${v}`,
  PAYMENT_METHODS: (v: string) => `common:paymentMethod.${v}`,
  LOGO_POSITIONS: (v: string) => `admin:configuration.logoPositions.${v}`,
  RECAPTCHA_FORMS: (v: string) => `admin:configuration.recaptchaForms.${v}`,
  EXPORT_KINDS: (v: string) => `admin:exportLog.kinds.${v}`,
  EXPORT_DELIVERIES: (v: string) => `admin:exportLog.deliveries.${v}`,
  COMMISSION_KINDS: (v: string) => `admin:calculation.kinds.${v}`,
  // The storefront account's lists (in the first script: server messages may name them); last, so they shadow no other list.
  HISTORY_STATUSES: (v: string) => `store:submissionStatus.${v}`,
  APPLICATION_STATUSES: (v: string) => `store:applicationStatus.${v}`,
} as const;

const MISSING = '\u0000';

/**
 * The text of a known value (from the first list that has one), for message parts such as "this one
 * is received"; undefined for anything else. Back-office values are known once the admin texts are.
 */
export function valueText(t: TFunction, value: string): string | undefined {
  if (!value) return undefined;
  for (const key of Object.values(VALUE_KEYS)) {
    const text = t(key(value), { defaultValue: MISSING });
    if (text !== MISSING) return text;
  }
  return undefined;
}

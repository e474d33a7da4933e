import { GENDERS } from '@shop/core/customer/customer.schema';
import { MENU_TYPES } from '@shop/core/content/menu.schema';
import { INVENTORY_KINDS } from '@shop/core/inventory/inventory.schema';
import { PRODUCT_TYPES } from '@shop/core/catalog/product.schema';
import { PO_STATUSES } from '@shop/core/purchasing/po.schema';

/**
 * Enumerated values the server sends as data (statuses, kinds, types) and the i18n key each is shown
 * with. `packages/functions/src/api/server-messages.test.ts` checks that every value has a text in
 * all three languages and that every status/type/kind list in core is listed here, so a new status
 * cannot reach a screen untranslated. Free-text values with known defaults (the inventory reasons
 * `Correction`, `Purchase order`) are server messages instead (`server.json`).
 */
export interface ValueSet {
  /** The core export the values come from, e.g. `PO_STATUSES`. */
  name: string;
  values: readonly string[];
  key: (value: string) => string;
}

export const SERVER_VALUES: readonly ValueSet[] = [
  { name: 'PO_STATUSES', values: PO_STATUSES, key: (v) => `admin:po.statuses.${v}` },
  { name: 'INVENTORY_KINDS', values: INVENTORY_KINDS, key: (v) => `admin:inventory.kinds.${v}` },
  { name: 'PRODUCT_TYPES', values: PRODUCT_TYPES, key: (v) => `admin:product.types.${v}` },
  { name: 'MENU_TYPES', values: MENU_TYPES, key: (v) => `admin:menu.types.${v}` },
  { name: 'GENDERS', values: GENDERS, key: (v) => `common:gender.${v}` },
];

/** Value lists in core that never reach a screen as text (request parameters, storage details). */
export const INTERNAL_VALUE_LISTS: readonly string[] = [
  'RESET_TYPES',
  'PRODUCT_TRANSLATED',
  'MENU_TRANSLATED',
  'PO_DRAFT_ONLY',
  'CUSTOMER_SHEET_COLUMNS',
  'REFERENCE_TYPES',
];

/** The i18n key of a known value (first list that has it), for message parts such as "this one is received". */
export function valueKey(value: string): string | undefined {
  const set = SERVER_VALUES.find((s) => s.values.includes(value));
  return set?.key(value);
}

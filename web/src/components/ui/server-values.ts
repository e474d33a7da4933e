import { EXPORT_DELIVERIES, EXPORT_KINDS } from '@shop/core/audit/export-log.schema';
import { COMMISSION_KINDS } from '@shop/core/commission/commission.schema';
import { GENDERS } from '@shop/core/customer/customer.schema';
import { MENU_TYPES } from '@shop/core/content/menu.schema';
import { HISTORY_STATUSES } from '@shop/core/form/form.schema';
import { INVENTORY_KINDS } from '@shop/core/inventory/inventory.schema';
import { PRODUCT_TYPES, STOCK_STATUSES } from '@shop/core/catalog/product.schema';
import { ORDER_STATUSES, PAYMENT_METHODS } from '@shop/core/order/order.schema';
import { APPLICATION_STATUSES } from '@shop/core/service/application.schema';
import { PO_STATUSES } from '@shop/core/purchasing/po.schema';
import { LOGO_POSITIONS, RECAPTCHA_FORMS, SITE_LANGUAGES } from '@shop/core/settings/settings.schema';
import { VALUE_KEYS } from './server-value-keys';

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

const LISTS = {
  PO_STATUSES,
  INVENTORY_KINDS,
  PRODUCT_TYPES,
  STOCK_STATUSES,
  MENU_TYPES,
  GENDERS,
  SITE_LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  LOGO_POSITIONS,
  RECAPTCHA_FORMS,
  EXPORT_KINDS,
  EXPORT_DELIVERIES,
  COMMISSION_KINDS,
  HISTORY_STATUSES,
  APPLICATION_STATUSES,
};

/** In `VALUE_KEYS` order, which is the order `valueText` looks values up in. */
export const SERVER_VALUES: readonly ValueSet[] = (Object.keys(VALUE_KEYS) as (keyof typeof VALUE_KEYS)[]).map((name) => ({
  name,
  values: LISTS[name],
  key: VALUE_KEYS[name],
}));

/** Value lists in core that never reach a screen as text (request parameters, storage details). */
export const INTERNAL_VALUE_LISTS: readonly string[] = [
  // Labelled by the membership screens themselves (admin:membership.types.*, admin:membership.expiry.*, and the storefront's own membership texts).
  'POINTS_TYPES',
  'POINT_EXPIRY_OPTIONS',
  // Funnel step types are shown through admin:funnel.stepTypes.
  'FUNNEL_STEP_TYPES',
  'RESET_TYPES',
  'PRODUCT_TRANSLATED',
  'MENU_TRANSLATED',
  'PO_DRAFT_ONLY',
  'CUSTOMER_SHEET_COLUMNS',
  'REFERENCE_TYPES',
  'EDGE_CACHED_PATHS',
  'SITE_FILE_PATHS',
  'LISTING_SORTS',
  'RESERVED_PAGE_URLS',
  'PAGE_SCRIPT_FIELDS',
  'ARTICLE_TRANSLATED',
  'BLOG_CATEGORY_TRANSLATED',
  // Labelled by the announcement form itself (admin:announcement.audiences.*); `all` would shadow other values here.
  'ANNOUNCEMENT_AUDIENCES',
  // Request values of POST /api/widget, never shown as text (decision 0035).
  'WIDGET_TYPES',
  // Parts of PAYMENT_METHODS (translated as those): what checkout and staff may choose (issue 25 §7).
  'CHECKOUT_PAYMENT_METHODS',
  'STAFF_PAYMENT_METHODS',
  // A POS sale's tenders are labelled by the till itself (admin:store.pos.tender.*); the channel of an
  // order is shown by the order screens' own labels (decision 0070).
  'POS_TENDER_METHODS',
  'ORDER_CHANNELS',
  // Labelled by the broadcast screens themselves (admin:broadcastMessage.channels.*, admin:broadcastReceiver.match.*);
  // placeholders are shown as written (`{first_name}`).
  'BROADCAST_CHANNELS',
  'BROADCAST_PLACEHOLDERS',
  'AUDIENCE_MATCH',
  // Labelled by the CRM screens themselves (admin:status.channel.*, admin:status.audience.*, admin:status.trigger.*,
  // admin:contact.type.*, admin:lead.source.*); `email`, `note` and `form` would shadow other values here.
  'TRIGGER_CHANNELS',
  'TRIGGER_AUDIENCES',
  'LEAD_TRIGGERS',
  'CONTACT_TYPES',
  'LEAD_SOURCES',
  // Labelled by the form builder's screens themselves (admin:form.types.*).
  'FIELD_TYPES',
  // Placeholders are shown as written (`{first_name}`).
  'TEMPLATE_PLACEHOLDERS',
  // Labelled by the broadcast screens (admin:broadcast.states.*, admin:broadcast.results.*); `sent`, `draft`… would shadow others.
  'BROADCAST_STATES',
  'RECIPIENT_RESULTS',
  // Labelled by the promotion screens themselves (admin:promotion.rewards.*, admin:promotion.conditions.*, admin:promotion.channels.*).
  'PROMOTION_REWARDS',
  'PROMOTION_CONDITIONS',
  'PROMOTION_CHANNELS',
  // Messaging values shown through the lead's Messages tab (admin:lead.consent.*, admin:lead.messages.states.*).
  'MESSAGE_CHANNELS',
  'CONSENT_SOURCES',
  'WITHDRAWAL_WAYS',
  'MESSAGE_STATES',
];

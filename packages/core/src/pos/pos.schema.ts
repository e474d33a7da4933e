import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cart.rules.js';
import { ORDER_MESSAGES, OrderDiscount, OrderShortfall } from '../order/order.schema.js';
import { MESSAGES } from '../shared/errors.js';
import { moneyField } from '../shared/money.js';
import { booleanish, idNumber, optionalString } from '../shared/validation.js';

/** How a till takes money: cash (change given) or a card on the store's terminal (staff confirm it). */
export const POS_TENDER_METHODS = ['cash', 'card'] as const;
export type PosTenderMethod = (typeof POS_TENDER_METHODS)[number];

export const POS_MESSAGES = {
  needsNetwork: 'Card payments, coupons and points need the network; take cash or wait until the till is online.',
  notCovered: 'The payment does not cover the total.',
  cardTooMuch: 'A card cannot be charged more than is due.',
  unknownVariant: 'This product is not sold here.',
} as const;

const saleLines = z
  .array(z.object({ stock_id: idNumber(), quantity: z.number().int({ error: MESSAGES.check }).min(1).max(MAX_LINE_QUANTITY) }))
  .min(1, { error: ORDER_MESSAGES.emptyCart })
  .max(MAX_CART_LINES, { error: ORDER_MESSAGES.tooManyLines });

/** What a till prices: its lines, the customer, and the coupon and points asked for (the server's rules apply). */
export const PosQuoteInput = z.object({
  lines: saleLines,
  customer_id: idNumber().nullish(),
  coupon_code: optionalString(50).nullish(),
  points: z.number().int({ error: MESSAGES.check }).min(0).nullish(),
});
export type PosQuoteInput = z.infer<typeof PosQuoteInput>;

export const PosTender = z.object({
  method: z.enum(POS_TENDER_METHODS, { error: MESSAGES.check }),
  amount: moneyField(),
});
export type PosTender = z.infer<typeof PosTender>;

/**
 * A sale at the till (`POST /api/admin/pos/store/{id}/sale`; decision 0070). `idempotency_key` is the
 * till's own id of the sale (made when it is paid, kept with it offline): the same key never records
 * twice. `total` is what the till showed and took; a live sale is written only at that total.
 * `offline`: a sale made while the till had no network, sent later (cash only, no coupon or points).
 */
export const PosSaleInput = PosQuoteInput.extend({
  idempotency_key: z.string({ error: MESSAGES.check }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: MESSAGES.check }),
  total: moneyField(),
  tenders: z.array(PosTender).min(1).max(4),
  offline: booleanish().default(false),
  /** When the till sold it (an offline sale's own time); noted in its history. */
  sold_at: z.iso.datetime({ error: MESSAGES.check }).nullish(),
});
export type PosSaleInput = z.infer<typeof PosSaleInput>;

/** A till's priced lines: what the sale would cost now, by the same rules as the sale. */
export const PosQuote = z.object({
  lines: z.array(
    z.object({
      stock_id: z.number(),
      name: z.string().nullable(),
      sku: z.string(),
      attributes: z.record(z.string(), z.string()),
      unit_price: z.string(),
      quantity: z.number(),
      line_total: z.string(),
      available_inventories: z.number().nullable(),
    }),
  ),
  subtotal: z.string(),
  discount: z.string(),
  discounts: z.array(OrderDiscount),
  grand_total: z.string(),
  base_currency: z.string(),
});
export type PosQuote = z.infer<typeof PosQuote>;

/** A variant the till finds by name, SKU or barcode: its price and what its store holds. */
export const PosProduct = z.object({
  stock_id: z.number(),
  product_id: z.number(),
  name: z.string().nullable(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  unit_price: z.string(),
  available_inventories: z.number().nullable(),
});
export type PosProduct = z.infer<typeof PosProduct>;

export const PosProductQuery = z.object({
  search: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** A customer the till finds by phone or e-mail, with their tier and points when the membership programme has them. */
export const PosCustomer = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  tier: z.string().nullable(),
  points_balance: z.number().nullable(),
});
export type PosCustomer = z.infer<typeof PosCustomer>;

export const PosCustomerQuery = z.object({ search: z.string().trim().min(3).max(100) });

/** A flagged sale staff must look at: units sold beyond the stock, or a till total the server priced otherwise. */
export const PosFlag = z.object({
  id: z.number(),
  order_id: z.number(),
  order_number: z.string(),
  store_id: z.number(),
  shortfall: z.array(OrderShortfall),
  till_total: z.string().nullable(),
  created_at: z.string(),
});
export type PosFlag = z.infer<typeof PosFlag>;

export const PosFlagQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

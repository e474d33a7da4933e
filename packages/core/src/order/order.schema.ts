import { z } from 'zod';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/cart.rules.js';
import { CartInfo, cartId } from '../cart/cart.schema.js';
import { AddressInfo, AddressInput } from '../customer/address.schema.js';
import { MESSAGES } from '../shared/errors.js';
import { moneyField } from '../shared/money.js';
import { booleanish, countryCode, emailField, idNumber, optionalString, requiredString } from '../shared/validation.js';

/** Spec section 3 "Order statuses seen", those an order of the shop takes (decision 0028). */
export const ORDER_STATUSES = [
  'pending',
  'payment_review',
  'payment_reject',
  'paid',
  'shipped',
  'completed',
  'canceled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order is paid: by card (Stripe), by bank transfer (`offline`), or in cash to staff. */
export const PAYMENT_METHODS = ['card', 'offline', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a shopper may choose at checkout. */
/** Where an order was sold (issue 29): the online shop or a physical store's till. One order table, one stock. */
export const ORDER_CHANNELS = ['online', 'pos'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const CHECKOUT_PAYMENT_METHODS = ['card', 'offline'] as const;
/** What staff record for an order they enter as paid (issue 25 §7: cash was recorded as a bank transfer). */
export const STAFF_PAYMENT_METHODS = ['cash', 'offline'] as const;

/**
 * The order state machine (docs/decisions/0028-orders.md): from each status, where it may go. A
 * pending order is cancelled by the shopper's timeout or by staff (stock returned); a card order is
 * paid by the payment provider's event; an offline order goes to review when its proof arrives.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['payment_review', 'paid', 'canceled'],
  payment_review: ['paid', 'payment_reject'],
  payment_reject: ['payment_review', 'canceled'],
  paid: ['shipped', 'refunded'],
  shipped: ['completed', 'refunded'],
  completed: [],
  canceled: [],
  refunded: [],
};

/** A card order not paid within this long is cancelled and gives its stock back (a scheduled job; decision 0028). */
export const CARD_PAY_MINUTES = 30;
/** Comments per order, each at most 2,000 characters: the order stays one bounded item. */
export const MAX_ORDER_COMMENTS = 100;

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  notReady: 'Some items in your cart cannot be ordered as they are; please check your cart.',
  loginToCheckout: 'Please log in to check out.',
  shippingUnavailable: 'This shipping method is not available for this address.',
  currencyUnsupported: 'This currency is not supported.',
  addressUnknown: 'The selected address does not exist.',
  emailRequired: 'Please enter an email address for the order.',
  tooManyComments: 'This order cannot take more comments.',
  proofNotOffline: 'Only a bank transfer order takes a proof of payment.',
  busy: 'Many orders are being placed right now; please try again.',
  cardUnavailable: 'Card payment is not available; please choose another payment method.',
  badPaymentEvent: 'The payment event could not be verified.',
  customerUnknown: 'The selected customer does not exist.',
  notEnoughStock: 'There is not enough stock for this quantity.',
  shipmentOnlyShipped: 'A carrier and tracking number go with marking the order shipped.',
  changed: 'Your order changed since you reviewed it. Please check the new summary and place the order again.',
  tooManyLines: 'An order holds at most 15 products.', // MAX_CART_LINES
  noSaleWarehouse: 'Choose the sale warehouse in the configuration before creating orders.',
  rejectReason: 'Please give the reason the payment is rejected; the shopper receives it.',
  rejectOneByOne: 'Reject payments one order at a time, each with its reason.',
  refundNothing: 'Choose a quantity of a line or enter an amount to refund.',
  refundNotAllowed: 'Only a paid or shipped order can be refunded.',
  refundTooMany: 'This is more than is left to refund of this line.',
  refundTooMuch: 'This is more than is left to refund of this order.',
  refundZero: 'The amount to refund must be greater than 0.',
  refundLineUnknown: 'This order has no such line.',
  refundNoMinorUnit: 'This currency has no cents: enter a whole amount.',
  tooManyRefunds: 'This order cannot take more refunds.',
  refundProviderFailed: 'The card refund failed at the payment provider; nothing was refunded.',
  restockForbidden: 'Restocking needs the inventory permission (update inventory).',
  notAwaitingPayment: 'This order no longer waits for payment.',
  alreadyPaid: 'This order has been paid.',
  paymentProcessing: 'The card payment is being processed; please check the order again in a minute.',
} as const;

/** Refunds per order (decision 0049): the order stays one bounded item. */
export const MAX_ORDER_REFUNDS = 50;

/** A saved address of the shopper (by id), or one typed at checkout. */
const AddressChoice = z.union([idNumber(), AddressInput.omit({ default_billing: true, default_shipping: true })], {
  error: MESSAGES.required,
});

/**
 * What the shopper saw and confirmed at checkout (issue 25 §2): the lines and the total, in the base
 * currency. The order is written only if the cart, priced now, is the same; else 409 with the new
 * summary. Optional for the spec's clients; the storefront always sends it.
 */
export const ConfirmedOrder = z.object({
  lines: z
    .array(z.object({ stock_id: idNumber(), quantity: z.number().int({ error: MESSAGES.check }).min(1).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(MAX_CART_LINES, { error: ORDER_MESSAGES.tooManyLines }),
  grand_total: moneyField(),
});
export type ConfirmedOrder = z.infer<typeof ConfirmedOrder>;

/** The summary a 409 `changed` answer carries (`summary` beside `messages`): the order as it would be now. */
export const OrderSummary = z.object({
  lines: z.array(
    z.object({ stock_id: z.number(), name: z.string().nullable(), quantity: z.number(), unit_price: z.string(), line_total: z.string() }),
  ),
  subtotal: z.string(),
  shipping_fee: z.string(),
  grand_total: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** `POST /api/order` (issue 9 §4). Amounts are never sent: the server computes every one. */
export const PlaceOrderInput = z.object({
  language: z.string().max(10).optional(),
  cart_id: z.string().trim().max(64).optional(),
  shipping_method_id: idNumber(),
  shipping_address: AddressChoice,
  billing_address: AddressChoice,
  /** Required for guests; a signed-in shopper's order uses their account email. */
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField().optional()),
  comment: optionalString(2000).nullish(),
  currency: z.string().trim().max(10).nullish(),
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: MESSAGES.check }),
  /** What the shopper confirmed; a different order now answers 409 `changed` with its `summary`. */
  expected: ConfirmedOrder.optional(),
  /** A promotion's coupon code (issue 29); an unknown or unusable one is refused with its message. */
  coupon_code: z.string().trim().max(40).nullish(),
  /** Reward points the signed-in shopper spends on it (issue 29), capped by their tier's limit. */
  points: z.number().int().min(0).max(100_000_000).nullish(),
  /** The checkout's unticked "news by e-mail" box: a signed-in shopper's e-mail consent from `checkout` (decision 0072). */
  subscribe: booleanish().optional(),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

/** A line staff enter: a variant and a whole number of units (the cart's bounds). */
export const OrderLineInput = z.object({
  stock_id: idNumber(),
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z.number().int({ error: MESSAGES.check }).min(1).max(MAX_LINE_QUANTITY),
  ),
});
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** Lines of an order staff enter: at most 15 (one transaction, decision 0028), each variant once. */
const orderLines = (min: number) =>
  z
    .array(OrderLineInput)
    .min(min)
    .max(MAX_CART_LINES, { error: ORDER_MESSAGES.tooManyLines })
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((line, index) => {
        if (seen.has(line.stock_id)) ctx.addIssue({ code: 'custom', path: [index, 'stock_id'], message: MESSAGES.repeated });
        seen.add(line.stock_id);
      });
    });

/**
 * `POST /api/admin/order` (decision 0032): staff enter an order for an existing customer, paid
 * offline. Amounts are never sent: the server prices the lines as it prices a cart. Addresses are
 * one of the customer's saved ones (by id) or typed. `idempotency_key` (one per screen visit) makes
 * a repeated submit answer the order the first one created.
 */
export const AdminOrderInput = z.object({
  customer_id: idNumber(),
  lines: orderLines(1),
  shipping_method_id: idNumber(),
  shipping_address: AddressChoice,
  billing_address: AddressChoice,
  comment: optionalString(2000).nullish(),
  /** Staff record an offline payment they received: the order starts paid. */
  status: z.literal('paid', { error: MESSAGES.check }).default('paid'),
  /** How staff were paid: cash, or a bank transfer (the default, as before the choice existed). */
  payment_method: z.enum(STAFF_PAYMENT_METHODS, { error: MESSAGES.check }).default('offline'),
  /** How it was paid (a receipt number, "cash at the counter"): the note of the paid entry. */
  payment_note: optionalString(500).nullish(),
  idempotency_key: z
    .string({ error: MESSAGES.check })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: MESSAGES.check })
    .optional(),
});
export type AdminOrderInput = z.infer<typeof AdminOrderInput>;

/** `POST /api/admin/order/quote`: the totals an order of these lines would have now (nothing is written). */
export const OrderQuoteInput = z.object({
  lines: orderLines(0),
  shipping_method_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), idNumber().optional()),
  /** The shipping address's country: the method's fee and whether it delivers there. */
  country: z.preprocess((v) => (v === '' || v === null ? undefined : v), countryCode().optional()),
});
export type OrderQuoteInput = z.infer<typeof OrderQuoteInput>;

export const OrderCommentInput = z.object({
  comment: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(2000, { error: 'May not be greater than 2000 characters.' }),
});

export const OrderAddress = AddressInfo.omit({ id: true, default_billing: true, default_shipping: true });
export type OrderAddress = z.infer<typeof OrderAddress>;

export const OrderLineInfo = z.object({
  id: z.number(),
  stock_id: z.number(),
  product_id: z.number(),
  url: z.string(),
  name: z.string().nullable(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  /** The option values in the product's option order ("M / blue"), kept with the line: a stored map keeps no order. */
  variant: z.string().nullish(),
  image_path: z.string().nullable(),
  /** Snapshots at the time of the order, in the base currency. */
  unit_price: z.string(),
  quantity: z.number(),
  line_total: z.string(),
});
export type OrderLineInfo = z.infer<typeof OrderLineInfo>;

export const OrderComment = z.object({
  id: z.number(),
  from: z.enum(['customer', 'admin']),
  admin_id: z.number().nullable(),
  comment: z.string(),
  created_at: z.string(),
});
export type OrderComment = z.infer<typeof OrderComment>;

export const OrderStatusEntry = z.object({
  status: z.enum(ORDER_STATUSES),
  /** Who moved it: a member of staff, the shopper, or the system (payment events, the unpaid timeout). */
  by: z.enum(['admin', 'customer', 'system']),
  admin_id: z.number().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderStatusEntry = z.infer<typeof OrderStatusEntry>;

export const OrderPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** What is charged: the grand total in the base currency (decision 0028). */
  amount: z.string(),
  currency: z.string(),
  intent_id: z.string().nullable(),
  client_secret: z.string().nullable(),
  proof: z.string().nullable(),
  refund_id: z.string().nullable(),
  /** The card payment's last failure the provider reported (decision 0030); absent on older orders. */
  failure: z.object({ code: z.string(), message: z.string(), at: z.string() }).nullish(),
  /**
   * Set while the shopper's change of a waiting card order cancels its card payment (issue 25 §3):
   * the provider's own "canceled" event then leaves the order to that change.
   */
  closing_at: z.string().nullish(),
  /**
   * A POS sale paid in parts (issue 29 §3): each tender's method and amount, in the order taken; the
   * cash handed over beyond what was due is `change_due`. Absent on orders paid one way online.
   */
  tenders: z.array(z.object({ method: z.enum(['cash', 'card']), amount: z.string() })).nullish(),
  change_due: z.string().nullish(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** A line a POS sale recorded with fewer units in its store's stock than it sold (issue 29 §3; decision 0070). */
export const OrderShortfall = z.object({ stock_id: z.number(), quantity: z.number() });
export type OrderShortfall = z.infer<typeof OrderShortfall>;

/** A line of a refund: how many units of the order's line go back, and whether they return to stock. */
export const OrderRefundLine = z.object({
  line_id: z.number(),
  quantity: z.number(),
  restock: z.boolean(),
  /** The units' value at the order's unit price (decimal string, base currency). */
  amount: z.string(),
});
export type OrderRefundLine = z.infer<typeof OrderRefundLine>;

/**
 * A refund recorded on the order (decision 0049): what went back, how much money, why, who and when.
 * A card order's money goes back through the provider (`provider_refund_id`); an offline order's is
 * paid back by hand (`method: offline`).
 */
export const OrderRefund = z.object({
  id: z.number(),
  amount: z.string(),
  reason: z.string(),
  lines: z.array(OrderRefundLine),
  method: z.enum(PAYMENT_METHODS),
  provider_refund_id: z.string().nullable(),
  admin_id: z.number().nullable(),
  created_at: z.string(),
  /** The request's idempotency key (`<admin id>:<key>`): a repeated submit records nothing new. */
  idempotency_key: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

const wholeQuantity = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
  z.number({ error: MESSAGES.required }).int({ error: MESSAGES.check }).min(0, { error: MESSAGES.check }).max(MAX_LINE_QUANTITY),
);

/**
 * `POST /api/admin/order/{id}/refund` (decision 0049): units of lines (each with restock or not)
 * and/or an amount, with a reason. Without `amount` the lines' value is refunded; with it, exactly
 * `amount` (a shipping fee, a goodwill sum, or lines at less than their price). Lines with quantity 0
 * are ignored, so a form can send every line.
 */
export const OrderRefundInput = z
  .object({
    lines: z
      .array(z.object({ line_id: idNumber(), quantity: wholeQuantity, restock: booleanish().default(false) }))
      .max(MAX_CART_LINES)
      .default([])
      .superRefine((lines, ctx) => {
        const seen = new Set<number>();
        lines.forEach((line, index) => {
          if (seen.has(line.line_id)) ctx.addIssue({ code: 'custom', path: [index, 'line_id'], message: MESSAGES.repeated });
          seen.add(line.line_id);
        });
      }),
    amount: z.preprocess((v) => (v === '' || v === null ? undefined : v), moneyField().optional()),
    reason: requiredString(500),
    idempotency_key: z
      .string({ error: MESSAGES.check })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: MESSAGES.check })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.amount === undefined && !input.lines.some((l) => l.quantity > 0)) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: ORDER_MESSAGES.refundNothing });
    }
  });
export type OrderRefundInput = z.infer<typeof OrderRefundInput>;

export const OrderCurrency = z.object({ identifier: z.string(), mark: z.string(), rate: z.number() });

/**
 * How to pay a bank-transfer order that waits for its payment (decision 0047): the shop's bank
 * details as configured now, the reference to write on the transfer (the order number), the amount
 * in the base currency exactly as the order stores it, and when the order is cancelled if unpaid.
 */
export const PaymentInstructions = z.object({
  bank_account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_fps_id: z.string().nullable(),
  /** An uploaded picture's key (the shop's payment QR code). */
  bank_qr_image: z.string().nullable(),
  bank_transfer_note: z.string().nullable(),
  reference: z.string(),
  amount: z.string(),
  currency: z.string(),
  /** ISO time: unpaid by then, the order is cancelled and its stock returned. */
  deadline: z.string(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructions>;

/**
 * One line of what an order's price lost (issue 29): a promotion's reward (naming it, and the coupon
 * code the shopper gave) or the reward points spent. `discount` is their sum; an order keeps them as
 * they were when it was placed.
 */
export const OrderDiscount = z.object({
  kind: z.enum(['promotion', 'points']),
  promotion_id: z.number().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  /** Decimal string, base currency, positive: what came off. A free-shipping reward's is the fee it waived. */
  amount: z.string(),
  /** Points spent (kind `points`). */
  points: z.number().optional(),
  /** `shipping`: a waived fee (lowers `shipping_fee`, not counted in `discount`); absent: the goods. */
  on: z.enum(['goods', 'shipping']).optional(),
});
export type OrderDiscount = z.infer<typeof OrderDiscount>;

/** How a shipped order travels (issue 25 §7): staff enter it when they mark the order shipped. */
export const OrderShipment = z.object({ carrier: z.string().nullable(), tracking_number: z.string().nullable() });
export type OrderShipment = z.infer<typeof OrderShipment>;

export const OrderInfo = z.object({
  id: z.number(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  customer_id: z.number().nullable(),
  email: z.string(),
  /** The content language the order was placed in (`default`: the site's main language); its mails are in it. */
  language: z.string(),
  /** While it waits for payment: when it is cancelled if still unpaid (decision 0050). */
  pay_by: z.string().nullish(),
  /** Each line with how many of its units were refunded (decision 0049). */
  lines: z.array(OrderLineInfo.extend({ refunded_quantity: z.number() })),
  subtotal: z.string(),
  shipping_fee: z.string(),
  discount: z.string(),
  /** What the discount is made of, each naming its promotion (or the points spent). */
  discounts: z.array(OrderDiscount),
  /** `online` or `pos`; a POS sale names its store and seller. */
  channel: z.enum(ORDER_CHANNELS),
  store_id: z.number().nullable(),
  seller_admin_id: z.number().nullable(),
  /** Units sold beyond the store's stock (an offline POS sale replayed after the stock ran out; decision 0070). */
  stock_shortfall: z.array(OrderShortfall),
  tax: z.string(),
  grand_total: z.string(),
  /** The base currency every amount is in. */
  base_currency: z.string(),
  /** The currency the shopper chose, with its mark and rate when the order was placed. */
  currency: OrderCurrency,
  shipping_method: z.object({ id: z.number(), name: z.string() }),
  shipment: OrderShipment.nullable(),
  shipping_address: OrderAddress,
  billing_address: OrderAddress,
  payment: OrderPayment,
  comments: z.array(OrderComment),
  status_history: z.array(OrderStatusEntry),
  /** Refunds, oldest first, and their sum (decimal string, base currency; decision 0049). */
  refunds: z.array(OrderRefund),
  refunded_total: z.string(),
  warehouse_id: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The shopper's reads of an unpaid bank-transfer order: how to pay it (null otherwise; decision 0047). */
  payment_instructions: PaymentInstructions.nullish(),
});
export type OrderInfo = z.infer<typeof OrderInfo>;

/** `POST /api/order`'s answer (issue 9 §4). */
export const PlacedOrder = OrderInfo.pick({ id: true, order_number: true, status: true, grand_total: true, payment: true }).extend({
  currency: z.string(),
  /** A bank-transfer order's payment instructions (decision 0047); null for a card order. */
  payment_instructions: PaymentInstructions.nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/**
 * `GET /api/order/payment`: what the card page needs, for whoever holds the payment's client secret
 * (the shopper who placed the order; decision 0030). Nothing else of the order.
 */
export const OrderPaymentView = OrderInfo.pick({ order_number: true, status: true, grand_total: true, base_currency: true }).extend({
  payment: OrderPayment.pick({ method: true, amount: true, currency: true, client_secret: true }),
});
export type OrderPaymentView = z.infer<typeof OrderPaymentView>;

export const OrderPaymentQuery = z.object({
  order_number: z.string().trim().max(20),
  client_secret: z.string().trim().max(200),
});

/**
 * `POST /api/order/payment/transfer` and `/payment/cart` (issue 25 §3): a waiting card order changed by
 * whoever holds its payment's client secret: paid by bank transfer instead, or given back to the cart.
 */
export const OrderPaymentChange = OrderPaymentQuery.extend({ cart_id: cartId(), language: z.string().max(10).optional() });

/** The card order given back: cancelled (its stock on sale again), its lines in the shopper's cart. */
export const OrderBackToCart = z.object({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Lines that could not go back (no longer on sale, or sold out meanwhile). */
  not_restored: z.array(z.object({ stock_id: z.number(), name: z.string().nullable(), quantity: z.number() })),
  /** The cart the lines went into; null when a guest repeats the request (the first answer named it). */
  cart: CartInfo.nullable(),
});
export type OrderBackToCart = z.infer<typeof OrderBackToCart>;

/** A row of the shopper's order list and the customer screen's Order History tab (spec section 3). */
export const OrderRow = OrderInfo.pick({
  id: true,
  order_number: true,
  status: true,
  grand_total: true,
  base_currency: true,
  created_at: true,
}).extend({ identifier: z.string(), items: z.number() });
export type OrderRow = z.infer<typeof OrderRow>;

/** A row of the back office's order list. */
export const OrderAdminRow = OrderRow.extend({
  email: z.string(),
  customer_id: z.number().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  updated_at: z.string(),
});
export type OrderAdminRow = z.infer<typeof OrderAdminRow>;

const isoDate = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date({ error: MESSAGES.check }).optional());

/** The back office list's filters: status, payment method, customer, and a range of order dates (inclusive). */
export const OrderFilters = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(ORDER_STATUSES, { error: MESSAGES.check }).optional()),
  payment_method: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAYMENT_METHODS, { error: MESSAGES.check }).optional()),
  customer_id: z.preprocess((v) => (v === '' ? undefined : v), idNumber().optional()),
  date_from: isoDate,
  date_to: isoDate,
});
export type OrderFilters = z.infer<typeof OrderFilters>;

/** Staff move an order (`PUT /api/admin/order/{id}/status`); a refund may put the stock back. */
export const OrderStatusInput = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: MESSAGES.check }),
    /** Required when rejecting a payment: the reason, kept in the history and mailed to the shopper. */
    note: optionalString(500).nullish(),
    restock: z.boolean().optional(),
    /** With `shipped`: who carries it and its tracking number, kept on the order and in the shipped mail (issue 25 §7). */
    carrier: optionalString(100).nullish(),
    tracking_number: optionalString(100).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'payment_reject' && !input.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: ORDER_MESSAGES.rejectReason });
    if (input.status !== 'shipped')
      for (const field of ['carrier', 'tracking_number'] as const)
        if (input[field]) ctx.addIssue({ code: 'custom', path: [field], message: ORDER_MESSAGES.shipmentOnlyShipped });
  });
export type OrderStatusInput = z.infer<typeof OrderStatusInput>;

/** `PUT /api/admin/order/batch {ids, data: {status}}`: each order moved where its state allows. */
export const OrderBatchData = z.object({ status: z.enum(ORDER_STATUSES, { error: MESSAGES.check }).optional() });

export const OrderBatchResult = z.object({
  updated: z.number(),
  /** Orders whose state does not allow the move, with why. */
  refused: z.array(z.object({ id: z.number(), order_number: z.string(), message: z.string() })),
});

/** A variant staff can put on an order (`GET /api/admin/order/variant/options`): the combobox's row, id = stock id. */
export const OrderVariantOption = z.object({
  id: z.number(),
  stock_id: z.number(),
  product_id: z.number(),
  name: z.string().nullable(),
  sku: z.string(),
  attributes: z.record(z.string(), z.string()),
  unit_price: z.string(),
  /** Units left to sell in the sale warehouse; null when the product does not track stock. */
  available_inventories: z.number().nullable(),
});
export type OrderVariantOption = z.infer<typeof OrderVariantOption>;

/** A customer staff can order for (`GET /api/admin/order/customer/options`): who, not their whole record. */
export const OrderCustomerOption = z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), email: z.string() });
export type OrderCustomerOption = z.infer<typeof OrderCustomerOption>;

/** `GET /api/admin/order/customer/{id}`: the customer and their saved addresses, for the create screen. */
export const OrderCustomer = OrderCustomerOption.extend({ addresses: z.array(AddressInfo) });
export type OrderCustomer = z.infer<typeof OrderCustomer>;

/** `POST /api/admin/order/quote`'s answer: the priced lines, the totals, and what would refuse the order. */
export const OrderQuote = z.object({
  lines: z.array(OrderLineInfo.extend({ available_inventories: z.number().nullable(), on_sale: z.boolean() })),
  subtotal: z.string(),
  /** Null until a shipping method and a country are chosen (or when the method does not deliver there). */
  shipping_fee: z.string().nullable(),
  grand_total: z.string(),
  base_currency: z.string(),
  /**
   * Field → messages, as `POST /api/admin/order` would answer them (`lines.0.quantity`,
   * `shipping_method_id`). Not named `messages`: an answer with that field is an error (spec section 8).
   */
  problems: z.record(z.string(), z.array(z.string())),
});
export type OrderQuote = z.infer<typeof OrderQuote>;

/** `ORD-000123`: the order number, derived from the id. */
export const orderNumber = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

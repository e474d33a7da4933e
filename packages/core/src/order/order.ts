import { Cart, type CartContext, type CheckoutCart } from '../cart/cart.js';
import { CART_MESSAGES, cartAllowed, type CartInfo, type CartItemInfo } from '../cart/cart.schema.js';
import { saleOptions } from '../catalog/sale.js';
import { Stock } from '../catalog/stock.js';
import { Addresses } from '../customer/address.js';
import { Customer } from '../customer/customer.js';
import { ADDRESS_MESSAGES } from '../customer/address.schema.js';
import { ShortStockError } from '../inventory/inventory.js';
import { Shipping } from '../shipping/shipping.js';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  MESSAGES,
  NotFoundError,
  ValidationError,
  type FieldMessages,
} from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { TransactItem } from '../shared/repository.js';
import { Settings } from '../settings/settings.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { bankTransferDeadline, paymentInstructions } from './bank-transfer.js';
import type { OrderRecord } from './order.entity.js';
import {
  type AdminOrderInput,
  type ConfirmedOrder,
  CARD_PAY_MINUTES,
  MAX_ORDER_COMMENTS,
  MAX_ORDER_REFUNDS,
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  orderNumber,
  type OrderAddress,
  type OrderAdminRow,
  type OrderFilters,
  type OrderComment,
  type OrderCustomer,
  type OrderCustomerOption,
  type OrderInfo,
  type OrderLineInput,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderRefund,
  type OrderRefundInput,
  type OrderVariantOption,
  type OrderRow,
  type OrderStatus,
  type OrderSummary,
  type PaymentInstructions,
  type PaymentMethod,
  type PlacedOrder,
  type PlaceOrderInput,
} from './order.schema.js';
import { idsByDate, orderStore, unpaidBefore } from './order.store.js';
import { publish } from '../events/define.js';
import { OrderRefunded, OrderStatusChanged } from './order.events.js';
import { cardPayments, payments } from './payments.js';
import { stripeAmount } from './stripe.js';

/** Who places or reads an order: the shop's settings, the shopper (if signed in) and the language. */
export interface OrderContext extends CartContext {
  /** The signed-in shopper's account email (their orders use it). */
  customerEmail: string | undefined;
}

/** The shop a member of staff enters an order in (decision 0032): its settings and the language slot names are kept in. */
export interface StaffOrderContext {
  site: SiteSettings;
  slot: string;
  admin_id: number;
}

/** Who moves an order (recorded in its status history). */
export interface OrderActor {
  by: 'admin' | 'customer' | 'system';
  admin_id: number | null;
}

/** Attempts of placing an order that meets other orders taking the same stock (each re-reads it). */
const PLACE_ATTEMPTS = 60;

/** The inventory history's reason for stock an order took (issue 9 §4). */
export const ORDER_REASON = 'Order';

/** Tries of a comment that meets another change of the order (then it reads the order again). */
const COMMENT_TRIES = 4;
/** The same comment again from the same person within this time is one comment sent twice. */
const REPEAT_MS = 10_000;
class RepeatedComment extends Error {}

/** What was refunded of an order so far: the money (minor units) and each line's units (decision 0049). */
function refundedOf(o: OrderRecord) {
  const refunds = o.refunds ?? [];
  const units = new Map<number, number>();
  for (const r of refunds) for (const l of r.lines) units.set(l.line_id, (units.get(l.line_id) ?? 0) + l.quantity);
  return { refunds, units, minor: refunds.reduce((sum, r) => sum + toMinor(r.amount), 0) };
}

/** An order as read; with the shop's settings, an unpaid bank-transfer order also says how to pay it (decision 0047). */
function toInfo(o: OrderRecord, site?: SiteSettings): OrderInfo {
  const refunded = refundedOf(o);
  return {
    ...(site ? { payment_instructions: paymentInstructions(o, site) } : {}),
    id: o.id,
    order_number: o.order_number,
    status: o.status,
    customer_id: o.customer_id ?? null,
    email: o.email,
    language: o.language,
    pay_by: o.status === 'pending' || o.status === 'payment_reject' ? (o.pay_by ?? null) : null,
    lines: o.lines.map((l) => ({ ...l, refunded_quantity: refunded.units.get(l.id) ?? 0 })),
    subtotal: o.subtotal,
    shipping_fee: o.shipping_fee,
    discount: o.discount,
    tax: o.tax,
    grand_total: o.grand_total,
    base_currency: o.base_currency,
    currency: o.currency,
    shipping_method: o.shipping_method,
    shipment: o.shipment ?? null,
    shipping_address: o.shipping_address,
    billing_address: o.billing_address,
    payment: o.payment,
    comments: o.comments,
    status_history: o.status_history,
    refunds: refunded.refunds,
    refunded_total: fromMinor(refunded.minor),
    warehouse_id: o.warehouse_id,
    created_at: o.created_at,
    updated_at: o.updated_at,
  };
}

function adminRow(o: OrderRecord): OrderAdminRow {
  return { ...toRow(o), email: o.email, customer_id: o.customer_id ?? null, payment_method: o.payment_method, updated_at: o.updated_at };
}

export function toRow(o: OrderRecord): OrderRow {
  return {
    id: o.id,
    order_number: o.order_number,
    identifier: o.order_number,
    status: o.status,
    grand_total: o.grand_total,
    base_currency: o.base_currency,
    items: o.lines.reduce((sum, l) => sum + l.quantity, 0),
    created_at: o.created_at,
  };
}

/** A saved address of the shopper (by id) or one typed at checkout, as the order keeps it. */
async function addressOf(
  choice: PlaceOrderInput['shipping_address'],
  field: string,
  customerId: number | undefined,
  served: readonly string[],
) {
  let address: OrderAddress;
  if (typeof choice === 'number') {
    if (customerId === undefined) throw ValidationError.field(field, ORDER_MESSAGES.addressUnknown);
    const saved = await Addresses.get(customerId, choice).catch(() => undefined);
    if (!saved) throw ValidationError.field(field, ORDER_MESSAGES.addressUnknown);
    address = {
      first_name: saved.first_name,
      last_name: saved.last_name,
      country: saved.country,
      contact_number: saved.contact_number,
      address: saved.address,
    };
  } else {
    address = choice;
  }
  if (!served.includes(address.country)) throw ValidationError.field(`${field}.country`, ADDRESS_MESSAGES.countryNotServed);
  return address;
}

/** The method, if it is enabled and delivers to the country, and its fee for this subtotal (decision 0023). */
async function shippingFor(id: number, country: string, subtotal: string, slot: string) {
  const method = await Shipping.get(id, slot).catch(() => undefined);
  if (!method?.enabled || (method.countries.length > 0 && !method.countries.includes(country))) {
    throw ValidationError.field('shipping_method_id', ORDER_MESSAGES.shippingUnavailable);
  }
  const free = method.free_above !== null && method.free_above !== undefined && toMinor(subtotal) >= toMinor(method.free_above);
  return { method: { id: method.id, name: method.name ?? '' }, fee: free ? '0.00' : method.fee };
}

/** Lines as the order keeps them: names, prices and options as the shopper saw them. */
function orderLine(i: CartItemInfo): OrderRecord['lines'][number] {
  return {
    id: i.id,
    stock_id: i.stock_id,
    product_id: i.product_id,
    url: i.url,
    name: i.name,
    sku: i.sku,
    attributes: i.attributes,
    variant: Object.values(i.attributes).join(' / ') || null,
    image_path: i.image_path,
    unit_price: i.unit_price,
    quantity: i.quantity,
    line_total: i.line_total,
  };
}

const orderLines = (info: CartInfo): OrderRecord['lines'] => info.items.map(orderLine);

async function checkoutCart(input: PlaceOrderInput, ctx: OrderContext): Promise<CheckoutCart> {
  const cart = await Cart.forCheckout(input.cart_id, ctx);
  if (!cart || cart.info.items.length === 0) throw ValidationError.field('cart_id', ORDER_MESSAGES.emptyCart);
  if (!cart.info.ready) throw ValidationError.field('cart_id', ORDER_MESSAGES.notReady);
  return cart;
}

/** Tells the subscribers (the order mails) that an order moved; the move stands even if the bus refuses. */
export async function announce(order: OrderRecord): Promise<void> {
  try {
    await publish(OrderStatusChanged, { order_id: order.id, order_number: order.order_number, status: order.status, email: order.email });
  } catch (error) {
    console.error(`order ${order.order_number}: the status event was not published`, error);
  }
}

export const entry = (status: OrderStatus, actor: OrderActor, note: string | null = null) => ({
  status,
  by: actor.by,
  admin_id: actor.admin_id,
  note,
  at: new Date().toISOString(),
});

/**
 * Refuses to write an order other than the one the shopper confirmed (issue 25 §2): the same variants
 * in the same quantities, and the same total. The answer carries the order as it would be now, so the
 * page can show it and ask again; nothing is charged that the shopper did not see.
 */
function confirmSame(expected: ConfirmedOrder, now: Omit<OrderSummary, 'lines'> & { lines: OrderRecord['lines'] }): void {
  const quantities = new Map(expected.lines.map((l) => [l.stock_id, l.quantity]));
  const sameLines = now.lines.length === quantities.size && now.lines.every((l) => quantities.get(l.stock_id) === l.quantity);
  if (sameLines && toMinor(expected.grand_total) === toMinor(now.grand_total)) return;
  const summary: OrderSummary = {
    lines: now.lines.map((l) => ({
      stock_id: l.stock_id,
      name: l.name ?? null,
      quantity: l.quantity,
      unit_price: l.unit_price,
      line_total: l.line_total,
    })),
    subtotal: now.subtotal,
    shipping_fee: now.shipping_fee,
    grand_total: now.grand_total,
  };
  throw new ConflictError(ORDER_MESSAGES.changed).with({ summary });
}

/** Tells the refund mail's subscriber that money went back; the refund stands even if the bus refuses. */
async function announceRefund(order: OrderRecord, refundId: number): Promise<void> {
  try {
    await publish(OrderRefunded, { order_id: order.id, order_number: order.order_number, refund_id: refundId, email: order.email });
  } catch (error) {
    console.error(`order ${order.order_number}: the refund event was not published`, error);
  }
}

/** The history note of an order refunded in full. */
export const REFUNDED_NOTE = 'Refunded in full';

/**
 * A refund checked against the order as it is (decision 0049): the lines exist and have that many
 * units left, the money is more than 0 and at most what was paid and not yet refunded. Answers the
 * refund's lines, its amount and whether it leaves nothing to refund (the order becomes `refunded`).
 */
function planRefund(order: OrderRecord, input: OrderRefundInput) {
  if (!ORDER_TRANSITIONS[order.status].includes('refunded')) throw new ConflictError({ status: [ORDER_MESSAGES.refundNotAllowed] });
  const refunded = refundedOf(order);
  if (refunded.refunds.length >= MAX_ORDER_REFUNDS) throw new ConflictError({ refunds: [ORDER_MESSAGES.tooManyRefunds] });
  const messages: FieldMessages = {};
  const lines: OrderRefund['lines'] = [];
  input.lines.forEach((wanted, index) => {
    if (wanted.quantity === 0) return;
    const line = order.lines.find((l) => l.id === wanted.line_id);
    if (!line) {
      messages[`lines.${String(index)}.line_id`] = [ORDER_MESSAGES.refundLineUnknown];
      return;
    }
    if (wanted.quantity > line.quantity - (refunded.units.get(line.id) ?? 0)) {
      messages[`lines.${String(index)}.quantity`] = [ORDER_MESSAGES.refundTooMany];
      return;
    }
    const amount = fromMinor(toMinor(line.unit_price) * wanted.quantity);
    lines.push({ line_id: line.id, quantity: wanted.quantity, restock: wanted.restock, amount });
  });
  const leftMinor = toMinor(order.payment.amount) - refunded.minor;
  const amountMinor = input.amount === undefined ? lines.reduce((sum, l) => sum + toMinor(l.amount), 0) : toMinor(input.amount);
  const amountField = input.amount === undefined ? 'lines' : 'amount';
  if (amountMinor <= 0) (messages[amountField] ??= []).push(ORDER_MESSAGES.refundZero);
  else if (amountMinor > leftMinor) (messages[amountField] ??= []).push(ORDER_MESSAGES.refundTooMuch);
  else if (order.payment_method === 'card') {
    try {
      stripeAmount(fromMinor(amountMinor), order.payment.currency);
    } catch {
      (messages[amountField] ??= []).push(ORDER_MESSAGES.refundNoMinorUnit);
    }
  }
  if (Object.keys(messages).length) throw new ValidationError(messages);
  return { lines, amount: fromMinor(amountMinor), full: amountMinor === leftMinor };
}

/**
 * Sends a card refund's money back through the provider, once per refund: the key is the order's
 * number and the refund's (which is the same on every retry of one refund, decided on the order it
 * read). A refund another request is making with the same key is a conflict (tried again on the
 * order as it is then); any other refusal leaves nothing changed and says so.
 */
async function providerRefund(order: OrderRecord, amount: string, number: number): Promise<string | null> {
  if (order.payment_method !== 'card' || !order.payment.intent_id) return null;
  if (!cardPayments()) throw new DomainError(502, ORDER_MESSAGES.refundProviderFailed);
  try {
    return (await payments().refund(order.payment.intent_id, amount, `${order.order_number}-refund-${String(number)}`)).id;
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeIdempotencyError') throw new ConflictError(MESSAGES.changedElsewhere);
    // The provider's own words go to the log (they are English and may name internals); staff get one clear text.
    console.warn(`[orders] the card refund of ${order.order_number} failed`, error);
    throw new DomainError(502, ORDER_MESSAGES.refundProviderFailed);
  }
}

/** What an order is written from, whoever places it: the shopper at checkout, or staff (decision 0032). */
interface Placement {
  /** The order id, reserved once before the attempts. */
  id: number;
  site: SiteSettings;
  slot: string;
  customerId: number | undefined;
  email: string;
  currency: { identifier: string; mark: string; rate: number };
  shippingMethodId: number;
  shippingAddress: OrderAddress;
  billingAddress: OrderAddress;
  paymentMethod: PaymentMethod;
  /** `pending` waits for payment (until `pay_by`); `paid` is staff recording an offline payment. */
  status: 'pending' | 'paid';
  actor: OrderActor;
  note: string | null;
  comment: Omit<OrderComment, 'id' | 'created_at'> | null;
  /** Staff's idempotency key, scoped to them: a guard item written with the order. */
  idempotencyKey?: string;
  /** What the shopper confirmed: the order is written only if it is still this (issue 25 §2). */
  expected?: ConfirmedOrder;
  /**
   * The lines as they are now, read again on every attempt, with the items the transaction also
   * writes (the cart's removal); throws the refusal when they cannot be ordered.
   */
  lines(): Promise<{ info: CartInfo; extra: TransactItem[] }>;
  /** The refusal when a line's stock went while the order was being written. */
  short(stockIds: number[]): ValidationError;
}

/**
 * Prices the lines, takes their stock and writes the order in ONE transaction (decision 0028),
 * again from the start when another order took the same stock or the cart changed meanwhile.
 * Checkout and staff's orders both come here: one pricing, one stock-taking, one record shape.
 */
async function write(p: Placement): Promise<OrderRecord> {
  const number = orderNumber(p.id);
  const warehouseId = p.site.warehouse_id!;
  for (let attempt = 1; ; attempt++) {
    const { info, extra } = await p.lines();
    const subtotal = info.subtotal;
    const shipping = await shippingFor(p.shippingMethodId, p.shippingAddress.country, subtotal, p.slot);
    const grandTotal = fromMinor(toMinor(subtotal) + toMinor(shipping.fee));
    const lines = orderLines(info);
    if (p.expected) confirmSame(p.expected, { lines, subtotal, shipping_fee: shipping.fee, grand_total: grandTotal });
    let taken;
    try {
      taken = await Stock.takeItems(lines, warehouseId, { reason: ORDER_REASON, reference: number, admin_id: p.actor.admin_id });
    } catch (error) {
      if (error instanceof ShortStockError) throw p.short(error.stockIds);
      throw error;
    }
    const now = new Date().toISOString();
    const record = {
      order_number: number,
      status: p.status,
      payment_method: p.paymentMethod,
      ...(p.customerId === undefined ? {} : { customer_id: p.customerId }),
      email: p.email,
      language: p.slot,
      lines,
      subtotal,
      shipping_fee: shipping.fee,
      discount: '0.00',
      tax: '0.00',
      grand_total: grandTotal,
      base_currency: p.site.base_currency,
      currency: p.currency,
      shipping_method: shipping.method,
      shipping_address: p.shippingAddress,
      billing_address: p.billingAddress,
      payment: {
        method: p.paymentMethod,
        amount: grandTotal,
        currency: p.site.base_currency,
        intent_id: null,
        client_secret: null,
        proof: null,
        refund_id: null,
      },
      comments: p.comment ? [{ id: 1, ...p.comment, created_at: now }] : [],
      status_history: [entry(p.status, p.actor, p.note)],
      warehouse_id: warehouseId,
      ...(p.status === 'pending'
        ? {
            // A bank transfer takes the shop's configured days (decision 0047); a card payment minutes.
            pay_by:
              p.paymentMethod === 'card'
                ? new Date(Date.now() + CARD_PAY_MINUTES * 60_000).toISOString()
                : bankTransferDeadline(p.site, new Date()),
            unpaid_partition: 'unpaid',
          }
        : {}),
      ...(p.idempotencyKey ? { idempotency_key: p.idempotencyKey } : {}),
    };
    try {
      const placed = await orderStore.create(record as never, {
        reservedId: p.id,
        extra: () => [...taken.items, ...extra],
        conflict: () => new ConflictError(ORDER_MESSAGES.busy),
      });
      await Stock.committed(taken);
      return placed;
    } catch (error) {
      // A repeated submit of staff's (the same key) met the first one at its guard: answer that order.
      const earlier =
        p.idempotencyKey && error instanceof ConflictError ? await orderStore.findByUnique('idempotency_key', p.idempotencyKey) : undefined;
      if (earlier) return earlier;
      // Another order took the same stock, or the cart changed: read both again.
      if (!(error instanceof ConflictError) || attempt >= PLACE_ATTEMPTS) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 10) * 5));
    }
  }
}

/**
 * Staff's lines priced as a cart's (`Cart.quote`), with what would refuse them, beside each line:
 * a variant that does not exist or is not on sale, a quantity above the stock left.
 */
async function staffLines(lines: readonly OrderLineInput[], ctx: Pick<StaffOrderContext, 'site' | 'slot'>) {
  const info = await Cart.quote(lines, { site: ctx.site, slot: ctx.slot });
  const messages: FieldMessages = {};
  lines.forEach((_line, index) => {
    const item = info.items.find((i) => i.id === index + 1);
    if (!item?.on_sale) messages[`lines.${String(index)}.stock_id`] = [CART_MESSAGES.notOnSale];
    else if (item.available_inventories !== null && item.quantity > item.available_inventories) {
      messages[`lines.${String(index)}.quantity`] = [ORDER_MESSAGES.notEnoughStock];
    }
  });
  return { info, messages };
}

/** The sale warehouse staff's orders take their stock from; there must be one. */
function saleWarehouse(site: SiteSettings): number {
  if (site.warehouse_id === null) throw new ConflictError(ORDER_MESSAGES.noSaleWarehouse);
  return site.warehouse_id;
}

const baseCurrency = (site: SiteSettings) => {
  const listed = site.supported_currencies.find((c) => c.identifier === site.base_currency);
  return { identifier: site.base_currency, mark: listed?.mark ?? site.base_currency, rate: 1 };
};

/** Unpaid orders the job reads at a time, and how many it may leave waiting for their payment in one run. */
const UNPAID_BATCH = 25;
const MAX_WAITING = 200;
/** The history note of an order paid by card (the webhook writes the same). */
export const CARD_PAID_NOTE = 'Card payment received';

/**
 * Closes an unpaid order's card payment at the provider before the order is cancelled: `cancel` once
 * the payment is cancelled there (or there is none), `paid` when it went through meanwhile, `wait`
 * while the provider is processing it or cannot be reached (the next run tries again).
 */
export async function closeUnpaidPayment(order: OrderRecord): Promise<'cancel' | 'paid' | 'wait'> {
  const intentId = order.payment.intent_id;
  if (order.payment_method !== 'card' || !intentId || !cardPayments()) return 'cancel';
  try {
    let state = await payments().retrieve(intentId);
    if (!['succeeded', 'canceled', 'processing'].includes(state.status)) {
      // Refused when it went through (or began processing) in the meantime: read where it stands.
      state = await payments()
        .cancel(intentId)
        .catch(() => payments().retrieve(intentId));
    }
    if (state.status === 'succeeded') return 'paid';
    return state.status === 'canceled' ? 'cancel' : 'wait';
  } catch (error) {
    console.warn(`[orders] the payment of ${order.order_number} could not be closed; it is tried again on the next run`, error);
    return 'wait';
  }
}

/**
 * Orders (issue 9 §4; decision 0028). Placing one takes the stock of every line, writes the order and
 * empties the cart in ONE transaction: all of it or nothing, and two shoppers racing for the last unit
 * cannot both have it. Every amount is computed here in exact decimals from the cart as it is now.
 */
export const Order = {
  async place(input: PlaceOrderInput, ctx: OrderContext): Promise<PlacedOrder> {
    const verdict = cartAllowed(ctx.site, ctx.customerId !== undefined);
    if (!verdict.allowed) throw new ForbiddenError(verdict.reason);
    if (ctx.site.guest_checkout === 0 && ctx.customerId === undefined) throw new ForbiddenError(ORDER_MESSAGES.loginToCheckout);
    if (input.payment_method === 'card' && !cardPayments()) throw ValidationError.field('payment_method', ORDER_MESSAGES.cardUnavailable);
    const email = ctx.customerEmail ?? input.email;
    if (!email) throw ValidationError.field('email', ORDER_MESSAGES.emailRequired);
    const currency =
      ctx.site.supported_currencies.find((c) => c.identifier === (input.currency || ctx.site.base_currency)) ??
      (input.currency ? undefined : { identifier: ctx.site.base_currency, mark: ctx.site.base_currency, rate: 1 });
    if (!currency) throw ValidationError.field('currency', ORDER_MESSAGES.currencyUnsupported);
    const served = ctx.site.supported_countries;
    const shippingAddress = await addressOf(input.shipping_address, 'shipping_address', ctx.customerId, served);
    const billingAddress = await addressOf(input.billing_address, 'billing_address', ctx.customerId, served);
    const [id] = await orderStore.reserveIds(1);
    const created = await write({
      id: id!,
      site: ctx.site,
      slot: ctx.slot,
      customerId: ctx.customerId,
      email,
      currency: { identifier: currency.identifier, mark: currency.mark, rate: currency.rate },
      shippingMethodId: input.shipping_method_id,
      shippingAddress,
      billingAddress,
      paymentMethod: input.payment_method,
      status: 'pending',
      actor: { by: ctx.customerId === undefined ? 'system' : 'customer', admin_id: null },
      note: null,
      comment: input.comment ? { from: 'customer', admin_id: null, comment: input.comment } : null,
      ...(input.expected ? { expected: input.expected } : {}),
      lines: async () => {
        const cart = await checkoutCart(input, ctx);
        return { info: cart.info, extra: [Cart.consumeItem(cart)] };
      },
      short: () => ValidationError.field('cart_id', CART_MESSAGES.quantity),
    });
    // A bank-transfer order's shopper is mailed how to pay it (the status event's subscriber; decision 0047).
    if (created.payment_method === 'offline') await announce(created);
    return Order.startPayment(created, ctx.site);
  },

  /**
   * Staff enter an order for an existing customer, paid offline (`POST /api/admin/order`, decision
   * 0032): the lines priced as a cart's, the stock taken and the order written in the same one
   * transaction as checkout's, the payment recorded in the status history with who and when. Every
   * refusal comes before anything is written. A repeated `idempotency_key` answers the first order.
   */
  async create(input: AdminOrderInput, ctx: StaffOrderContext): Promise<OrderInfo> {
    const key = input.idempotency_key ? `${String(ctx.admin_id)}:${input.idempotency_key}` : undefined;
    if (key) {
      const earlier = await orderStore.findByUnique('idempotency_key', key);
      if (earlier) return toInfo(earlier);
    }
    saleWarehouse(ctx.site);
    const customer = await Customer.get(input.customer_id).catch((error: unknown) => {
      if (error instanceof NotFoundError) throw ValidationError.field('customer_id', ORDER_MESSAGES.customerUnknown);
      throw error;
    });
    const served = ctx.site.supported_countries;
    const shippingAddress = await addressOf(input.shipping_address, 'shipping_address', customer.id, served);
    const billingAddress = await addressOf(input.billing_address, 'billing_address', customer.id, served);
    const actor: OrderActor = { by: 'admin', admin_id: ctx.admin_id };
    const [id] = await orderStore.reserveIds(1);
    const created = await write({
      id: id!,
      site: ctx.site,
      slot: ctx.slot,
      customerId: customer.id,
      email: customer.email,
      currency: baseCurrency(ctx.site),
      shippingMethodId: input.shipping_method_id,
      shippingAddress,
      billingAddress,
      paymentMethod: input.payment_method,
      status: input.status,
      actor,
      note: input.payment_note ?? null,
      comment: input.comment ? { from: 'admin', admin_id: ctx.admin_id, comment: input.comment } : null,
      idempotencyKey: key,
      lines: async () => {
        const { info, messages } = await staffLines(input.lines, ctx);
        if (Object.keys(messages).length) throw new ValidationError(messages);
        return { info, extra: [] };
      },
      short: (stockIds) =>
        new ValidationError(
          Object.fromEntries(
            input.lines.flatMap((line, index) =>
              stockIds.includes(line.stock_id) ? [[`lines.${String(index)}.quantity`, [ORDER_MESSAGES.notEnoughStock]]] : [],
            ),
          ),
        ),
    });
    if (created.status === 'paid') await announce(created);
    return toInfo(created);
  },

  /**
   * What an order of these lines would cost now (`POST /api/admin/order/quote`): the create screen's
   * summary, priced exactly as `create` prices, with the refusals `create` would answer. Writes nothing.
   */
  async quote(input: OrderQuoteInput, ctx: Pick<StaffOrderContext, 'site' | 'slot'>): Promise<OrderQuote> {
    const { info, messages } = await staffLines(input.lines, ctx);
    let fee: string | null = null;
    if (input.shipping_method_id !== undefined && input.country) {
      try {
        fee = (await shippingFor(input.shipping_method_id, input.country, info.subtotal, ctx.slot)).fee;
      } catch (error) {
        if (!(error instanceof ValidationError) || typeof error.messages === 'string') throw error;
        Object.assign(messages, error.messages);
      }
    }
    return {
      lines: info.items.map((i) => ({ ...orderLine(i), available_inventories: i.available_inventories, on_sale: i.on_sale })),
      subtotal: info.subtotal,
      shipping_fee: fee,
      grand_total: fromMinor(toMinor(info.subtotal) + toMinor(fee ?? '0')),
      base_currency: ctx.site.base_currency,
      problems: messages,
    };
  },

  /** Variants staff can put on an order, searched as they type (the sale warehouse's stock). */
  async variantOptions(query: OptionsQuery, ctx: Pick<StaffOrderContext, 'site' | 'slot'>): Promise<Options<OrderVariantOption>> {
    const found = await saleOptions(query, ctx.slot, ctx.site.warehouse_id);
    return {
      more: found.more,
      data: found.data.map((v) => ({
        id: v.stock_id,
        stock_id: v.stock_id,
        product_id: v.product_id,
        name: v.name,
        sku: v.sku,
        attributes: v.attributes,
        unit_price: v.unit_price,
        available_inventories: v.available_inventories,
      })),
    };
  },

  /** Customers staff can order for, searched as they type: who they are, nothing more. */
  async customerOptions(query: OptionsQuery): Promise<Options<OrderCustomerOption>> {
    const found = await Customer.options(query);
    return {
      more: found.more,
      data: found.data.map((c) => ({ id: c.id, first_name: c.first_name, last_name: c.last_name, email: c.email })),
    };
  },

  /** A customer and their saved addresses, for the create screen's address choice. */
  async customer(id: number): Promise<OrderCustomer> {
    const [customer, addresses] = await Promise.all([Customer.get(id), Addresses.list(id)]);
    return { id: customer.id, first_name: customer.first_name, last_name: customer.last_name, email: customer.email, addresses };
  },

  /** Asks the payment provider for the card payment of a new order; an offline order waits for its proof. */
  async startPayment(order: OrderRecord, site: SiteSettings): Promise<PlacedOrder> {
    let payment = order.payment;
    if (order.payment_method === 'card') {
      const intent = await payments().createIntent({
        amount: order.grand_total,
        currency: order.base_currency,
        orderNumber: order.order_number,
        orderId: order.id,
        email: order.email,
      });
      payment = { ...payment, intent_id: intent.id, client_secret: intent.client_secret };
      await orderStore.update(order.id, () => ({ payment }));
    }
    return {
      id: order.id,
      order_number: order.order_number,
      status: order.status,
      grand_total: order.grand_total,
      currency: order.currency.identifier,
      payment,
      payment_instructions: paymentInstructions(order, site),
    };
  },

  /** The signed-in shopper's orders, newest first (their own partition, a page at a time). */
  async mine(customerId: number, query: Pick<ListQuery, 'page' | 'per_page'>): Promise<Page<OrderRow>> {
    const page = await orderStore.list({ ...query, sort: 'id', order: 'desc' }, { customer_id: customerId });
    return { ...page, data: page.data.map(toRow) };
  },

  /** One of the shopper's orders; another shopper's (or a guest's) answers 404 alike. */
  async mineOne(customerId: number, id: number): Promise<OrderInfo> {
    const order = await orderStore.find(id);
    if (order?.customer_id !== customerId) throw new NotFoundError();
    return toInfo(order, await Settings.get());
  },

  /**
   * The back office list: by number or email (search), status, payment method, customer, and a
   * range of order dates — each read from an index for it (decision 0028), a page at a time.
   */
  async list(query: ListQuery, filters: OrderFilters): Promise<Page<OrderAdminRow>> {
    const { date_from, date_to, ...slotted } = filters;
    const dated = date_from !== undefined || date_to !== undefined;
    const inRange = (o: OrderRecord) =>
      (!date_from || o.created_at.slice(0, 10) >= date_from) && (!date_to || o.created_at.slice(0, 10) <= date_to);
    if (query.search?.trim() || !dated) {
      if (!dated) {
        const page = await orderStore.list(query, slotted);
        return { ...page, data: page.data.map(adminRow) };
      }
      // A search reads its matches (at most 500); the dates narrow them.
      const found = (await orderStore.searched(query.search!.trim(), query, slotted)).filter(inRange);
      const page = orderStore.pageOfRecords(found, query);
      return { ...page, data: page.data.map(adminRow) };
    }
    const start = (query.page - 1) * query.per_page;
    const { ids, total } = await idsByDate({ from: date_from, to: date_to }, slotted, query.order, start + query.per_page);
    const records = await orderStore.getMany(ids.slice(start, start + query.per_page));
    return { data: records.map(adminRow), total, page: query.page, per_page: query.per_page };
  },

  /** Moves each order where its state allows (`PUT /api/admin/order/batch`); the others are named with why. */
  async batchStatus(ids: readonly number[], to: OrderStatus | undefined, actor: OrderActor) {
    await orderStore.requireAll(ids);
    if (!to) throw ValidationError.field('data.status', MESSAGES.required);
    if (to === 'payment_reject') throw ValidationError.field('data.status', ORDER_MESSAGES.rejectOneByOne);
    let updated = 0;
    const refused: { id: number; order_number: string; message: string }[] = [];
    for (const id of ids) {
      try {
        await Order.transition(id, to, actor);
        updated++;
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
        const messages = typeof error.messages === 'string' ? [error.messages] : Object.values(error.messages).flat();
        refused.push({ id, order_number: orderNumber(id), message: messages.join(' ') });
      }
    }
    return { updated, refused };
  },

  async get(id: number): Promise<OrderInfo> {
    return toInfo(await orderStore.get(id));
  },

  /** How to pay an order by bank transfer now (decision 0047): null unless it is one waiting for its payment. */
  async paymentInstructions(id: number): Promise<PaymentInstructions | null> {
    return paymentInstructions(await orderStore.get(id), await Settings.get());
  },

  /**
   * The shopper's proof of an offline payment (an uploaded picture): kept on the order, which goes
   * to `payment_review` for staff to accept (paid) or reject (decision 0028). Only their own order,
   * only while it waits for payment or after a rejected proof.
   */
  async submitProof(customerId: number, id: number, proof: string): Promise<OrderInfo> {
    const order = await orderStore.find(id);
    if (order?.customer_id !== customerId) throw new NotFoundError();
    if (order.payment_method !== 'offline') throw ValidationError.field('proof', ORDER_MESSAGES.proofNotOffline);
    const to: OrderStatus = 'payment_review';
    if (!ORDER_TRANSITIONS[order.status].includes(to)) {
      throw new ConflictError({ status: [`An order in status ${order.status} cannot become ${to}.`] });
    }
    await orderStore.update(id, (current) => ({ payment: { ...current.payment, proof } }));
    return Order.transition(id, 'payment_review', { by: 'customer', admin_id: null });
  },

  /** Adds a comment (the shopper's, or staff's) and answers all of them (spec section 7). */
  async comment(id: number, text: string, from: { customerId?: number; adminId?: number }): Promise<OrderComment[]> {
    const author = from.adminId === undefined ? 'customer' : 'admin';
    // Two comments written at once both land (each appends to the order as it is then); the same
    // text from the same person again within seconds is one comment sent twice (a double click, a
    // retried request): answered as saved, not saved again (issue 25 §9).
    for (let attempt = 1; ; attempt++) {
      let repeated: OrderComment[] | undefined;
      try {
        const saved = await orderStore.update(id, (current) => {
          if (from.customerId !== undefined && current.customer_id !== from.customerId) throw new NotFoundError();
          const last = current.comments.at(-1);
          if (
            last &&
            last.from === author &&
            last.admin_id === (from.adminId ?? null) &&
            last.comment === text &&
            Date.now() - Date.parse(last.created_at) < REPEAT_MS
          ) {
            repeated = current.comments;
            throw new RepeatedComment();
          }
          if (current.comments.length >= MAX_ORDER_COMMENTS) throw ValidationError.field('comment', ORDER_MESSAGES.tooManyComments);
          const comment: OrderComment = {
            id: Math.max(0, ...current.comments.map((c) => c.id)) + 1,
            from: author,
            admin_id: from.adminId ?? null,
            comment: text,
            created_at: new Date().toISOString(),
          };
          return { comments: [...current.comments, comment] };
        });
        return saved.comments;
      } catch (error) {
        if (error instanceof RepeatedComment && repeated) return repeated;
        if (error instanceof ConflictError && attempt < COMMENT_TRIES) continue;
        throw error;
      }
    }
  },

  /** A refund of everything left of the order: what `transition(…, 'refunded')` makes. */
  remainder(order: OrderRecord, options: { note?: string | null; restock?: boolean }): OrderRefundInput {
    const { units, minor } = refundedOf(order);
    return {
      lines: order.lines
        .map((l) => ({ line_id: l.id, quantity: l.quantity - (units.get(l.id) ?? 0), restock: options.restock === true }))
        .filter((l) => l.quantity > 0),
      amount: fromMinor(toMinor(order.payment.amount) - minor),
      reason: options.note?.trim() || REFUNDED_NOTE,
    };
  },

  /**
   * Refunds part or all of a paid or shipped order (`POST /api/admin/order/{id}/refund`; decision
   * 0049): units of lines, each back to stock or not, and/or an amount, with a reason. Checked on the
   * order as it is; a card payment's money goes back through the provider first (a failure there
   * changes nothing); then the refund, the stock moves and — when nothing is left to refund — the
   * `refunded` status are written in ONE transaction conditional on the order being as it was read,
   * so two refunds at once cannot together refund more than was bought or paid. The shopper is mailed.
   */
  async refund(id: number, input: OrderRefundInput, actor: OrderActor): Promise<OrderInfo> {
    const key = input.idempotency_key ? `${String(actor.admin_id ?? 0)}:${input.idempotency_key}` : null;
    for (let attempt = 1; ; attempt++) {
      try {
        const seen = await orderStore.get(id);
        // A repeated submit of the same refund (the same key) answers the order it refunded.
        if (key && (seen.refunds ?? []).some((r) => r.idempotency_key === key)) return toInfo(seen);
        const plan = planRefund(seen, input);
        const number = (seen.refunds ?? []).length + 1;
        const providerRefundId = await providerRefund(seen, plan.amount, number);
        const restocked = plan.lines.filter((l) => l.restock);
        const back = restocked.length
          ? await Stock.returnItems(
              restocked.map((r) => {
                const line = seen.lines.find((l) => l.id === r.line_id)!;
                return { stock_id: line.stock_id, product_id: line.product_id, quantity: r.quantity };
              }),
              seen.warehouse_id,
              { reason: 'Order refunded', reference: seen.order_number, admin_id: actor.admin_id },
            )
          : Stock.none;
        const refund: OrderRefund = {
          id: number,
          amount: plan.amount,
          reason: input.reason,
          lines: plan.lines,
          method: seen.payment_method,
          provider_refund_id: providerRefundId,
          admin_id: actor.admin_id,
          created_at: new Date().toISOString(),
          idempotency_key: key,
        };
        const next = await orderStore.update(
          id,
          (current) => {
            // Decided on the state this write is conditional on, not on an older read.
            if (current.updated_at !== seen.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
            return {
              refunds: [...(current.refunds ?? []), refund],
              ...(plan.full
                ? { status: 'refunded' as const, status_history: [...current.status_history, entry('refunded', actor, input.reason)] }
                : {}),
              ...(providerRefundId ? { payment: { ...current.payment, refund_id: providerRefundId } } : {}),
            };
          },
          { extra: () => back.items },
        );
        await Stock.committed(back);
        await announceRefund(next, refund.id);
        if (plan.full) await announce(next);
        return toInfo(next);
      } catch (error) {
        // Another write to the order (or its stock) came first: read it again and decide again.
        const retry = error instanceof ConflictError && typeof error.messages === 'string';
        if (!retry || attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * Math.min(attempt, 10) * 10));
      }
    }
  },

  /**
   * Moves an order to `to` if the state machine allows it from where it is (409 otherwise), recorded
   * with who and when. Leaving `pending` drops it from the unpaid index; cancelling returns its stock
   * in the same transaction as the status. A move to `refunded` is a refund of everything left
   * (`refund`), its units back to stock when `restock` is asked.
   */
  async transition(
    id: number,
    to: OrderStatus,
    actor: OrderActor,
    options: { note?: string | null; restock?: boolean; carrier?: string | null; tracking_number?: string | null } = {},
  ) {
    const shipment =
      to === 'shipped' && (options.carrier || options.tracking_number)
        ? { carrier: options.carrier || null, tracking_number: options.tracking_number || null }
        : undefined;
    // A rejected payment always says why: the shopper is mailed the reason (decision 0047).
    if (to === 'payment_reject' && !options.note?.trim()) throw ValidationError.field('note', ORDER_MESSAGES.rejectReason);
    // ...and gets the shop's days again to pay or send a new proof, then it is cancelled like any unpaid order.
    const payAgainBy = to === 'payment_reject' ? bankTransferDeadline(await Settings.get(), new Date()) : undefined;
    for (let attempt = 1; ; attempt++) {
      const seen = await orderStore.get(id);
      if (seen.status === to) return toInfo(seen);
      // A move to `refunded` refunds everything left (decision 0049): every unit not yet refunded
      // (back to stock when asked) and all the money not yet refunded.
      if (to === 'refunded') return Order.refund(id, Order.remainder(seen, options), actor);
      const back =
        to === 'canceled'
          ? await Stock.returnItems(seen.lines, seen.warehouse_id, {
              reason: 'Order canceled',
              reference: seen.order_number,
              admin_id: actor.admin_id,
            })
          : Stock.none;
      try {
        const next = await orderStore.update(
          id,
          (current) => {
            // Decided on the state this write is conditional on, not on an older read.
            if (current.updated_at !== seen.updated_at) throw new ConflictError(MESSAGES.changedElsewhere);
            if (!ORDER_TRANSITIONS[current.status].includes(to)) {
              throw new ConflictError({ status: [`An order in status ${current.status} cannot become ${to}.`] });
            }
            return {
              status: to,
              status_history: [...current.status_history, entry(to, actor, options.note ?? null)],
              pay_by: payAgainBy,
              unpaid_partition: payAgainBy ? 'unpaid' : undefined,
              ...(shipment ? { shipment } : {}),
            };
          },
          { extra: () => back.items },
        );
        await Stock.committed(back);
        await announce(next);
        return toInfo(next);
      } catch (error) {
        const retry = error instanceof ConflictError && typeof error.messages === 'string';
        if (!retry || attempt >= 20) throw error;
      }
    }
  },

  /**
   * The unpaid-order job (an EventBridge schedule; the local bus runs it too): every pending order
   * past its time to pay is cancelled and its stock returned, once — an order paid meanwhile is left
   * alone (the transition is conditional on the state it read). A card order's payment is cancelled
   * at the provider first, so the card page can no longer take money for a cancelled order; one that
   * went through before its webhook arrived pays the order instead, and one the provider is still
   * processing (or a provider that does not answer) leaves the order for the next run. Answers how
   * many were cancelled.
   */
  async cancelUnpaid(now = new Date()): Promise<number> {
    const system: OrderActor = { by: 'system', admin_id: null };
    const waiting = new Set<number>();
    let canceled = 0;
    for (let round = 0; round < 40 && waiting.size <= MAX_WAITING; round++) {
      const limit = UNPAID_BATCH + waiting.size;
      const ids = await unpaidBefore(now.toISOString(), limit);
      const due = ids.filter((id) => !waiting.has(id));
      if (due.length === 0) break;
      for (const id of due) {
        try {
          const outcome = await closeUnpaidPayment(await orderStore.get(id));
          if (outcome === 'wait') {
            waiting.add(id);
          } else if (outcome === 'paid') {
            await Order.transition(id, 'paid', system, { note: CARD_PAID_NOTE });
          } else {
            const order = await Order.transition(id, 'canceled', system, { note: 'Not paid in time' });
            if (order.status === 'canceled') canceled++;
          }
        } catch (error) {
          if (!(error instanceof ConflictError) && !(error instanceof NotFoundError)) throw error;
        }
      }
      if (ids.length < limit) break;
    }
    return canceled;
  },
};

import type { CartInfo, CartItemInfo } from '../cart/cart.schema.js';
import { Stock } from '../catalog/stock.js';
import { Addresses } from '../customer/address.js';
import { ADDRESS_MESSAGES } from '../customer/address.schema.js';
import { Inventory, ShortStockError } from '../inventory/inventory.js';
import { Shipping } from '../shipping/shipping.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import { definedFields, type EveryField, type NewRecord, type TransactItem } from '../shared/repository.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { bankTransferDeadline } from './bank-transfer.js';
import type { OrderRecord } from './order.entity.js';
import { entry, type OrderActor } from './order-history.js';
import {
  type ConfirmedOrder,
  CARD_PAY_MINUTES,
  ORDER_MESSAGES,
  orderNumber,
  type OrderAddress,
  type OrderChannel,
  type OrderComment,
  type OrderDiscount,
  type OrderPayment,
  type OrderShortfall,
  type OrderSummary,
  type PaymentMethod,
  type PlaceOrderInput,
} from './order.schema.js';
import { orderStore } from './order.store.js';

/** Attempts of placing an order that meets other orders taking the same stock (each re-reads it). */
const PLACE_ATTEMPTS = 60;

/** The inventory history's reason for stock an order took (issue 9 §4). */
export const ORDER_REASON = 'Order';

/** A saved address of the shopper (by id) or one typed at checkout, as the order keeps it. */
export async function addressOf(
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
export async function shippingFor(id: number, country: string, subtotal: string, slot: string) {
  const method = await Shipping.get(id, slot).catch(() => undefined);
  if (!method?.enabled || (method.countries.length > 0 && !method.countries.includes(country))) {
    throw ValidationError.field('shipping_method_id', ORDER_MESSAGES.shippingUnavailable);
  }
  const free = method.free_above !== null && method.free_above !== undefined && toMinor(subtotal) >= toMinor(method.free_above);
  return { method: { id: method.id, name: method.name ?? '' }, fee: free ? '0.00' : method.fee };
}

/** Lines as the order keeps them: names, prices and options as the shopper saw them. */
export function orderLine(i: CartItemInfo): OrderRecord['lines'][number] {
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

/** An order priced so far, as an adjuster sees it (issue 29): its lines, subtotal, fee and the discounts before it. */
export interface PricedOrder {
  orderId: number;
  orderNumber: string;
  customerId: number | undefined;
  channel: OrderChannel;
  info: CartInfo;
  lines: OrderRecord['lines'];
  subtotal: string;
  shippingFee: string;
  /** What earlier adjusters took off. */
  discounts: OrderDiscount[];
  /** The goods' price after those discounts (subtotal − discounts other than a waived fee; never below 0). */
  payable: string;
}

/** What an adjuster does to the price, and the items the order's transaction writes for it (counters, ledger). */
export interface OrderAdjustment {
  discounts: OrderDiscount[];
  /** The fee after it (a free-shipping reward); absent: unchanged. */
  shippingFee?: string;
  extra: TransactItem[];
}

/** A promotion or points rule applied on every attempt of writing an order, in its own transaction. */
export type OrderAdjuster = (priced: PricedOrder) => Promise<OrderAdjustment>;

/**
 * Runs the adjusters in order (promotions, then points): each sees the price the earlier ones left.
 * A waived shipping fee is a discount line too (`on: 'shipping'`), taken off the fee, not the goods.
 */
export async function adjustPrice(
  base: Omit<PricedOrder, 'discounts' | 'payable'>,
  adjusters: readonly OrderAdjuster[],
): Promise<{ discounts: OrderDiscount[]; shippingFee: string; discount: string; extra: TransactItem[] }> {
  const discounts: OrderDiscount[] = [];
  const extra: TransactItem[] = [];
  let shippingFee = base.shippingFee;
  let goodsOff = 0;
  for (const adjuster of adjusters) {
    const payable = fromMinor(Math.max(0, toMinor(base.subtotal) - goodsOff));
    const result = await adjuster({ ...base, shippingFee, discounts: [...discounts], payable });
    for (const d of result.discounts) {
      discounts.push(d);
      if (d.on !== 'shipping') goodsOff += toMinor(d.amount);
    }
    if (result.shippingFee !== undefined) shippingFee = result.shippingFee;
    extra.push(...result.extra);
  }
  return { discounts, shippingFee, discount: fromMinor(Math.min(goodsOff, toMinor(base.subtotal))), extra };
}

/** An order id set aside before the attempts of writing it (a POS sale's, like checkout's). */
export async function reserveOrderId(): Promise<number> {
  const [id] = await orderStore.reserveIds(1);
  return id!;
}

/** The order written with this idempotency key, if any (a repeated submit answers it, decision 0032). */
export async function placedWith(key: string): Promise<OrderRecord | undefined> {
  return orderStore.findByUnique('idempotency_key', key);
}

/** What an order is written from, whoever places it: the shopper at checkout, or staff (decision 0032). */
export interface Placement {
  /** The order id, reserved once before the attempts. */
  id: number;
  site: SiteSettings;
  slot: string;
  customerId: number | undefined;
  email: string;
  currency: { identifier: string; mark: string; rate: number };
  /** null: nothing is shipped (a POS sale taken away at the till): no fee. */
  shippingMethodId: number | null;
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
  /** Where it is sold (default `online`); a POS sale names its store and seller. */
  channel?: OrderChannel;
  storeId?: number;
  sellerAdminId?: number;
  /** The warehouse its stock comes from (default: the shop's, `site.warehouse_id`). */
  warehouseId?: number;
  /** What changes its price, in order (promotions, then points), on every attempt (issue 29). */
  adjusters?: readonly OrderAdjuster[];
  /**
   * `record`: a sale that already happened (an offline POS sale replayed): units beyond the
   * warehouse's stock are taken as far as there is stock and the rest recorded as the order's
   * `stock_shortfall`, never refused (decision 0070). Default: refused (`short`).
   */
  shortfall?: 'refuse' | 'record';
  /** How a POS sale was paid beyond the method: its tenders and the change given. */
  payment?: Pick<OrderPayment, 'tenders' | 'change_due'>;
}

/** Units to take from stock and units short, when a sale is recorded whatever the stock (decision 0070). */
async function takeable(
  lines: readonly OrderRecord['lines'][number][],
  warehouseId: number,
): Promise<{ take: OrderRecord['lines']; short: OrderShortfall[] }> {
  const left = await Inventory.available(
    lines.map((l) => l.stock_id),
    warehouseId,
  );
  const take: OrderRecord['lines'] = [];
  const short: OrderShortfall[] = [];
  for (const line of lines) {
    const available = Math.max(0, left.get(line.stock_id) ?? 0);
    const taken = Math.min(available, line.quantity);
    left.set(line.stock_id, available - taken);
    if (taken > 0) take.push({ ...line, quantity: taken });
    if (taken < line.quantity) short.push({ stock_id: line.stock_id, quantity: line.quantity - taken });
  }
  return { take, short };
}

/**
 * Prices the lines, takes their stock and writes the order in ONE transaction (decision 0028),
 * again from the start when another order took the same stock or the cart changed meanwhile.
 * Checkout and staff's orders both come here: one pricing, one stock-taking, one record shape.
 */
export async function writeOrder(p: Placement): Promise<OrderRecord> {
  const number = orderNumber(p.id);
  const warehouseId = p.warehouseId ?? p.site.warehouse_id!;
  const channel = p.channel ?? 'online';
  for (let attempt = 1; ; attempt++) {
    const { info, extra } = await p.lines();
    const subtotal = info.subtotal;
    const shipping =
      p.shippingMethodId === null
        ? { method: { id: 0, name: '' }, fee: '0.00' }
        : await shippingFor(p.shippingMethodId, p.shippingAddress.country, subtotal, p.slot);
    const lines = orderLines(info);
    const price = await adjustPrice(
      { orderId: p.id, orderNumber: number, customerId: p.customerId, channel, info, lines, subtotal, shippingFee: shipping.fee },
      p.adjusters ?? [],
    );
    const grandTotal = fromMinor(toMinor(subtotal) - toMinor(price.discount) + toMinor(price.shippingFee));
    if (p.expected) confirmSame(p.expected, { lines, subtotal, shipping_fee: price.shippingFee, grand_total: grandTotal });
    let taken;
    let shortfall: OrderShortfall[] = [];
    try {
      const movement = { reason: ORDER_REASON, reference: number, admin_id: p.actor.admin_id };
      if (p.shortfall === 'record') {
        const plan = await takeable(lines, warehouseId);
        shortfall = plan.short;
        taken = plan.take.length ? await Stock.takeItems(plan.take, warehouseId, movement) : Stock.none;
      } else {
        taken = await Stock.takeItems(lines, warehouseId, movement);
      }
    } catch (error) {
      // Recording whatever the stock: another order took units between the read and the take; read again.
      if (error instanceof ShortStockError && p.shortfall === 'record' && attempt < PLACE_ATTEMPTS) continue;
      if (error instanceof ShortStockError) throw p.short(error.stockIds);
      throw error;
    }
    const pending = p.status === 'pending';
    const now = new Date().toISOString();
    // Every field of the entity named (EveryField): one added to it and not given here fails to compile.
    const record: EveryField<NewRecord<OrderRecord>> = {
      order_number: number,
      status: p.status,
      payment_method: p.paymentMethod,
      customer_id: p.customerId,
      email: p.email,
      language: p.slot,
      lines,
      subtotal,
      shipping_fee: price.shippingFee,
      discount: price.discount,
      discounts: price.discounts.length ? price.discounts : undefined,
      channel,
      store_id: p.storeId,
      seller_admin_id: p.sellerAdminId,
      stock_shortfall: shortfall.length ? shortfall : undefined,
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
        ...p.payment,
      },
      comments: p.comment ? [{ id: 1, ...p.comment, created_at: now }] : [],
      status_history: [entry(p.status, p.actor, p.note)],
      // Refunds and a shipment come later, never with a new order.
      refunds: undefined,
      shipment: undefined,
      warehouse_id: warehouseId,
      // A bank transfer takes the shop's configured days (decision 0047); a card payment minutes.
      pay_by: !pending
        ? undefined
        : p.paymentMethod === 'card'
          ? new Date(Date.now() + CARD_PAY_MINUTES * 60_000).toISOString()
          : bankTransferDeadline(p.site, new Date()),
      unpaid_partition: pending ? 'unpaid' : undefined,
      idempotency_key: p.idempotencyKey || undefined,
    };
    try {
      const placed = await orderStore.create(definedFields<NewRecord<OrderRecord>>(record), {
        reservedId: p.id,
        extra: () => [...taken.items, ...extra, ...price.extra],
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

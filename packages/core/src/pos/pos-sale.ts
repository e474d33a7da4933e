import { Cart } from '../cart/cart.js';
import { Customer } from '../customer/customer.js';
import { orderAdjusters } from '../order/adjusters.js';
import { announce, type OrderActor } from '../order/order-history.js';
import { adjustPrice, placedWith, reserveOrderId, writeOrder } from '../order/order-placement.js';
import { Order } from '../order/order.js';
import { ORDER_MESSAGES, type OrderAddress, type OrderInfo } from '../order/order.schema.js';
import { toInfo } from '../order/order-view.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import { POS_MESSAGES, type PosQuote, type PosQuoteInput, type PosSaleInput } from './pos.schema.js';
import { Stores } from './store.js';
import type { StoreRecord } from './store.entity.js';
import { posFlagStore } from './store.store.js';

/** An order as written (the order domain's record). */
type OrderRecord = Awaited<ReturnType<typeof writeOrder>>;

/** Who sells, where: the shop's settings, the language names are kept in, and the cashier. */
export interface PosContext {
  site: SiteSettings;
  slot: string;
  admin_id: number;
}

/** The same variant scanned twice is one line of both quantities (a receipt lists a variant once). */
function merged(lines: readonly { stock_id: number; quantity: number }[]) {
  const units = new Map<number, number>();
  for (const l of lines) units.set(l.stock_id, (units.get(l.stock_id) ?? 0) + l.quantity);
  return [...units].map(([stock_id, quantity]) => ({ stock_id, quantity }));
}

/** The shop's settings as the store's till sees them: its stock is the store's warehouse's. */
const atStore = (site: SiteSettings, store: StoreRecord): SiteSettings => ({ ...site, warehouse_id: store.warehouse_id });

/**
 * The lines priced as a cart's, at the store's stock; a variant that does not exist is refused, and
 * for a live sale a quantity above the store's stock too (an offline sale already happened: its units
 * are recorded whatever the stock, decision 0070).
 */
async function priced(lines: readonly { stock_id: number; quantity: number }[], site: SiteSettings, slot: string, checkStock: boolean) {
  const info = await Cart.quote(lines, { site, slot });
  const messages: FieldMessages = {};
  lines.forEach((line, index) => {
    const item = info.items.find((i) => i.id === index + 1);
    if (!item) messages[`lines.${String(index)}.stock_id`] = [POS_MESSAGES.unknownVariant];
    else if (checkStock && item.available_inventories !== null && item.quantity > item.available_inventories) {
      messages[`lines.${String(index)}.quantity`] = [ORDER_MESSAGES.notEnoughStock];
    }
  });
  if (Object.keys(messages).length) throw new ValidationError(messages);
  return info;
}

/** The tenders against the total the till showed: cards at most what is due, all of them covering it; the cash beyond is change. */
function settle(input: PosSaleInput) {
  const total = toMinor(input.total);
  const cash = input.tenders.filter((t) => t.method === 'cash').reduce((sum, t) => sum + toMinor(t.amount), 0);
  const card = input.tenders.filter((t) => t.method === 'card').reduce((sum, t) => sum + toMinor(t.amount), 0);
  if (input.offline && (card > 0 || input.points || input.coupon_code)) throw ValidationError.field('tenders', POS_MESSAGES.needsNetwork);
  if (card > total) throw ValidationError.field('tenders', POS_MESSAGES.cardTooMuch);
  if (cash + card < total) throw ValidationError.field('tenders', POS_MESSAGES.notCovered);
  return { method: card > 0 ? ('card' as const) : ('cash' as const), change: fromMinor(cash + card - total) };
}

/**
 * A sale staff must look at gets its flag (decision 0070): units beyond the stock, or a replayed sale
 * the server priced otherwise than the till took. Its id is the order's, so a resend or a retry after
 * a crash writes it at most once.
 */
async function ensureFlag(order: OrderRecord, input: PosSaleInput): Promise<void> {
  const tillTotal = input.offline && toMinor(input.total) !== toMinor(order.grand_total) ? input.total : undefined;
  if (!order.stock_shortfall?.length && !tillTotal) return;
  if (await posFlagStore.find(order.id)) return;
  await posFlagStore
    .create(
      { store_id: order.store_id!, order_number: order.order_number, shortfall: order.stock_shortfall ?? [], till_total: tillTotal },
      { id: order.id },
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConflictError)) throw error;
    });
}

const address = (store: StoreRecord, site: SiteSettings, who?: { first_name: string; last_name: string; phone?: string | null }) =>
  ({
    first_name: who?.first_name ?? store.name,
    last_name: who?.last_name ?? '',
    country: site.supported_countries[0] ?? 'HK',
    contact_number: who?.phone ?? '',
    address: store.address ?? store.name,
  }) satisfies OrderAddress;

async function customerOf(id: number | null | undefined) {
  if (!id) return undefined;
  return Customer.get(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw ValidationError.field('customer_id', ORDER_MESSAGES.customerUnknown);
    throw error;
  });
}

/** The till's side of orders (issue 29 §3; decision 0070). */
export const PosSales = {
  /** What these lines cost now at this store, by the same rules (promotions, points) the sale applies. Writes nothing. */
  async quote(storeId: number, input: PosQuoteInput, ctx: PosContext): Promise<PosQuote> {
    const store = await Stores.open(storeId);
    const info = await priced(merged(input.lines), atStore(ctx.site, store), ctx.slot, false);
    const lines = info.items.map((i) => ({ ...i, variant: null, url: i.url }));
    const price = await adjustPrice(
      {
        orderId: 0,
        orderNumber: '',
        customerId: input.customer_id ?? undefined,
        channel: 'pos',
        info,
        lines,
        subtotal: info.subtotal,
        shippingFee: '0.00',
      },
      orderAdjusters({
        channel: 'pos',
        customerId: input.customer_id ?? undefined,
        slot: ctx.slot,
        couponCode: input.coupon_code,
        points: input.points,
      }),
    );
    return {
      lines: info.items.map((i) => ({
        stock_id: i.stock_id,
        name: i.name,
        sku: i.sku,
        attributes: i.attributes,
        unit_price: i.unit_price,
        quantity: i.quantity,
        line_total: i.line_total,
        available_inventories: i.available_inventories,
      })),
      subtotal: info.subtotal,
      discount: price.discount,
      discounts: price.discounts,
      grand_total: fromMinor(toMinor(info.subtotal) - toMinor(price.discount)),
      base_currency: ctx.site.base_currency,
    };
  },

  /**
   * Records a sale (`POST /api/admin/pos/store/{id}/sale`): an order with channel `pos`, paid, its stock
   * taken from the store's warehouse in the order's own transaction (writeOrder), sold by the cashier.
   * The same idempotency key answers the order it recorded, never a second one. A live sale is written
   * only at the total the till showed (else 409 with the order as it would be); an offline one is
   * recorded as it happened, flagged when its stock ran out or its price moved.
   */
  async sell(storeId: number, input: PosSaleInput, ctx: PosContext): Promise<OrderInfo> {
    const key = `pos:${input.idempotency_key}`;
    const earlier = await placedWith(key);
    if (earlier) {
      await ensureFlag(earlier, input);
      return toInfo(earlier);
    }
    const store = await Stores.open(storeId);
    const paid = settle(input);
    const customer = await customerOf(input.customer_id);
    const lines = merged(input.lines);
    const site = atStore(ctx.site, store);
    const actor: OrderActor = { by: 'admin', admin_id: ctx.admin_id };
    const reservedId = await reserveOrderId();
    const record = await writeOrder({
      id: reservedId,
      site: ctx.site,
      slot: ctx.slot,
      customerId: customer?.id,
      email: customer?.email ?? '',
      currency: { identifier: ctx.site.base_currency, mark: ctx.site.base_currency, rate: 1 },
      shippingMethodId: null,
      shippingAddress: address(store, ctx.site, customer),
      billingAddress: address(store, ctx.site, customer),
      paymentMethod: paid.method,
      payment: { tenders: input.tenders, change_due: paid.change },
      status: 'paid',
      actor,
      note: input.offline ? `Sold offline at ${input.sold_at ?? 'the till'}` : null,
      comment: null,
      idempotencyKey: key,
      expected: input.offline ? undefined : { lines, grand_total: input.total },
      shortfall: input.offline ? 'record' : 'refuse',
      lines: async () => ({ info: await priced(lines, site, ctx.slot, !input.offline), extra: [] }),
      short: (stockIds) =>
        new ValidationError(
          Object.fromEntries(
            lines.flatMap((line, index) =>
              stockIds.includes(line.stock_id) ? [[`lines.${String(index)}.quantity`, [ORDER_MESSAGES.notEnoughStock]]] : [],
            ),
          ),
        ),
      channel: 'pos',
      storeId: store.id,
      sellerAdminId: ctx.admin_id,
      warehouseId: store.warehouse_id,
      adjusters: orderAdjusters({
        channel: 'pos',
        customerId: customer?.id,
        slot: ctx.slot,
        couponCode: input.coupon_code,
        points: input.points,
      }),
    });
    await ensureFlag(record, input);
    // Another request with the same key recorded it first: that one announced it.
    if (record.id === reservedId) await announce(record);
    return toInfo(record);
  },

  /** A receipt by its number (`ORD-000123` or `123`): a till sale, for a return or an exchange. */
  async receipt(number: string): Promise<OrderInfo> {
    const id = Number(/(\d+)\s*$/.exec(number.trim())?.[1] ?? NaN);
    if (!Number.isSafeInteger(id) || id <= 0) throw new NotFoundError();
    const order = await Order.get(id);
    if (order.channel !== 'pos') throw new NotFoundError();
    return order;
  },
};

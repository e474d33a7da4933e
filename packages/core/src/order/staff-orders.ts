import { Cart } from '../cart/cart.js';
import { CART_MESSAGES } from '../cart/cart.schema.js';
import { saleOptions } from '../catalog/sale.js';
import { Addresses } from '../customer/address.js';
import { Customer } from '../customer/customer.js';
import { ConflictError, NotFoundError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { fromMinor, toMinor } from '../shared/money.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import type { OrderRecord } from './order.entity.js';
import { announce, type OrderActor } from './order-history.js';
import { addressOf, orderLine, shippingFor, writeOrder } from './order-placement.js';
import {
  type AdminOrderInput,
  ORDER_MESSAGES,
  type OrderAdminRow,
  type OrderCustomer,
  type OrderCustomerOption,
  type OrderFilters,
  type OrderInfo,
  type OrderLineInput,
  type OrderQuote,
  type OrderQuoteInput,
  type OrderVariantOption,
} from './order.schema.js';
import { idsByDate, orderStore } from './order.store.js';
import { adminRow, toInfo } from './order-view.js';

/** The shop a member of staff enters an order in (decision 0032): its settings and the language slot names are kept in. */
export interface StaffOrderContext {
  site: SiteSettings;
  slot: string;
  admin_id: number;
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

/** The back office's side of orders: entering one for a customer (decision 0032), and reading them. */
export const StaffOrders = {
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
    const created = await writeOrder({
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

  async get(id: number): Promise<OrderInfo> {
    return toInfo(await orderStore.get(id));
  },
};

import { ApplicationRules } from '../service/application-rules.js';
import { Cart, type CartContext, type CheckoutCart } from '../cart/cart.js';
import { CART_MESSAGES, cartAllowed } from '../cart/cart.schema.js';
import { EmailConsent } from '../customer/email-consent.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import type { ListQuery, Page } from '../shared/paging.js';
import { Settings } from '../settings/settings.js';
import type { SiteSettings } from '../settings/settings.schema.js';
import { paymentInstructions } from './bank-transfer.js';
import type { OrderRecord } from './order.entity.js';
import { announce } from './order-history.js';
import { orderAdjusters } from './adjusters.js';
import { addressOf, writeOrder } from './order-placement.js';
import {
  ORDER_MESSAGES,
  ORDER_TRANSITIONS,
  type OrderInfo,
  type OrderRow,
  type OrderStatus,
  type PaymentInstructions,
  type PlacedOrder,
  type PlaceOrderInput,
} from './order.schema.js';
import { OrderStates } from './order-states.js';
import { orderStore } from './order.store.js';
import { toInfo, toRow } from './order-view.js';
import { cardPayments, payments } from './payments.js';

/** Who places or reads an order: the shop's settings, the shopper (if signed in) and the language. */
export interface OrderContext extends CartContext {
  /** The signed-in shopper's account email (their orders use it). */
  customerEmail: string | undefined;
}

async function checkoutCart(input: PlaceOrderInput, ctx: OrderContext): Promise<CheckoutCart> {
  const cart = await Cart.forCheckout(input.cart_id, ctx);
  if (!cart || cart.info.items.length === 0) throw ValidationError.field('cart_id', ORDER_MESSAGES.emptyCart);
  if (!cart.info.ready) throw ValidationError.field('cart_id', ORDER_MESSAGES.notReady);
  return cart;
}

/**
 * The checkout's "news by e-mail" box (decision 0072): after the order is written, the signed-in shopper's
 * newsletter flag goes on with e-mail consent from `checkout`. The order stands either way: a failure
 * here is logged, not answered. A guest's tick records nothing (no customer to hold the consent).
 */
async function subscribeAfterOrder(customerId: number, orderNumber: string): Promise<void> {
  try {
    await EmailConsent.subscribe(customerId, 'checkout');
  } catch (error) {
    console.error(`order ${orderNumber}: the shopper's e-mail consent was not recorded`, error);
  }
}

/** The shopper's side of orders: placing one at checkout, paying it, and reading their own. */
export const Checkout = {
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
    const created = await writeOrder({
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
        // A service bought with an approved application uses it up, in the order's transaction (issue 28 §6).
        const applications = await ApplicationRules.consumeItems(cart.info.items, ctx.customerId, id!);
        return { info: cart.info, extra: [Cart.consumeItem(cart), ...applications] };
      },
      short: () => ValidationError.field('cart_id', CART_MESSAGES.quantity),
      adjusters: orderAdjusters({
        channel: 'online',
        customerId: ctx.customerId,
        slot: ctx.slot,
        couponCode: input.coupon_code,
        points: input.points,
      }),
    });
    // A bank-transfer order's shopper is mailed how to pay it (the status event's subscriber; decision 0047).
    if (created.payment_method === 'offline') await announce(created);
    if (input.subscribe && ctx.customerId !== undefined) await subscribeAfterOrder(ctx.customerId, created.order_number);
    return Checkout.startPayment(created, ctx.site);
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
    return OrderStates.transition(id, 'payment_review', { by: 'customer', admin_id: null });
  },
};

/** A card payment as the order keeps it. */
export interface PaymentIntent {
  id: string;
  client_secret: string;
}

/** A card payment as the provider holds it now (`retrieve`). */
export interface IntentState {
  id: string;
  /** Stripe's statuses: requires_payment_method, requires_confirmation, requires_action, processing, succeeded, canceled. */
  status: string;
  /** Decimal string in the order's base currency. */
  amount: string;
  currency: string;
  /** The order the payment is for (its metadata), when it is one of ours. */
  order_id: number | null;
  order_number: string | null;
}

export interface Refund {
  id: string;
  status: string;
  amount: string;
}

/** A provider's event about a card payment, verified and reduced to what orders act on (decision 0030). */
export interface PaymentEvent {
  id: string;
  type: string;
  intent_id: string | null;
  /** From the payment's metadata; charge events do not carry it (their payment is read back). */
  order_id: number | null;
  /** Why a payment failed (`payment_intent.payment_failed`). */
  failure: { code: string; message: string } | null;
  /** `charge.refunded`: the newest refund's id, when the event names it. */
  refund_id: string | null;
}

/** Where the storefront takes card payments (decision 0030): Stripe Elements, or the local stand-in's card page. */
export interface CardPaymentInfo {
  provider: 'stripe' | 'local';
  publishable_key: string;
  /** The stand-in's card page (`local` only). */
  card_page: string | null;
}

/** What orders ask of the card payment provider (Stripe on AWS and its local stand-in; decisions 0028, 0030). */
export interface PaymentProvider {
  readonly info: CardPaymentInfo;
  /** A payment of `amount` (decimal string, base currency) for the order; the order number is the idempotency key. */
  createIntent(request: { amount: string; currency: string; orderNumber: string; orderId?: number; email: string }): Promise<PaymentIntent>;
  retrieve(intentId: string): Promise<IntentState>;
  /**
   * Cancels a payment that has not gone through (Stripe: `abandoned`), so it can no longer take money;
   * throws when the provider refuses (it succeeded or is processing meanwhile).
   */
  cancel(intentId: string): Promise<IntentState>;
  /** Refunds the payment, all of it or `amount` (decimal string, base currency); the same key refunds once. */
  refund(intentId: string, amount?: string, idempotencyKey?: string): Promise<Refund>;
  /** The event a webhook delivered, if its signature is the provider's; throws otherwise. */
  verifyEvent(payload: string, signature: string): Promise<PaymentEvent>;
}

type Source = PaymentProvider | (() => PaymentProvider | undefined) | undefined;
let source: Source;

/**
 * Sets the card payment provider (the API does, where it starts). A function is asked each time:
 * on AWS the keys are bound values that arrive while the app loads (core/shared/env.ts).
 */
export function usePayments(next: Source): void {
  source = next;
}

const current = (): PaymentProvider | undefined => (typeof source === 'function' ? source() : source);

/** Whether card payments can be taken: a provider is configured. */
export const cardPayments = (): boolean => current() !== undefined;

/** The storefront's view of card payments (`/api/configs`), or null when there are none. */
export const cardPaymentInfo = (): CardPaymentInfo | null => current()?.info ?? null;

export function payments(): PaymentProvider {
  const provider = current();
  if (!provider) throw new Error('No card payment provider is configured (cardPayments() is false).');
  return provider;
}

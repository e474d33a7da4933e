/**
 * A card order's payment secret, between the checkout and the card page (`/stripe`), for this tab
 * only: it is the proof that reads the payment back (`GET /api/order/payment`, decision 0030). After
 * a redirect the provider puts it in the URL itself (`payment_intent_client_secret`).
 */
const key = (orderNumber: string) => `card-payment:${orderNumber}`;

/** The tab's last card order: the checkout it came back to offers to pay it or change it (issue 25 §3). */
const LAST = 'card-payment:last';

export function rememberCardPayment(orderNumber: string, clientSecret: string): void {
  try {
    sessionStorage.setItem(key(orderNumber), clientSecret);
    sessionStorage.setItem(LAST, orderNumber);
  } catch {
    // Storage refused (private mode quota): the card page then sends the shopper home.
  }
}

export function cardPaymentSecret(orderNumber: string): string | null {
  try {
    return sessionStorage.getItem(key(orderNumber));
  } catch {
    return null;
  }
}

/** The card order this tab placed last, with its secret, if the tab still holds it. */
export function lastCardPayment(): { orderNumber: string; clientSecret: string } | null {
  try {
    const orderNumber = sessionStorage.getItem(LAST);
    const clientSecret = orderNumber ? sessionStorage.getItem(key(orderNumber)) : null;
    return orderNumber && clientSecret ? { orderNumber, clientSecret } : null;
  } catch {
    return null;
  }
}

/** The order is paid another way or given back to the cart: its card payment is no longer this tab's to offer. */
export function forgetCardPayment(orderNumber: string): void {
  try {
    sessionStorage.removeItem(key(orderNumber));
    if (sessionStorage.getItem(LAST) === orderNumber) sessionStorage.removeItem(LAST);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** `pi_123_secret_abc` → `pi_123` (Stripe's client secrets start with their payment's id). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

/**
 * A card order's payment secret, between the checkout and the card page (`/stripe`), for this tab
 * only: it is the proof that reads the payment back (`GET /api/order/payment`, decision 0030). After
 * a redirect the provider puts it in the URL itself (`payment_intent_client_secret`).
 */
const key = (orderNumber: string) => `card-payment:${orderNumber}`;

export function rememberCardPayment(orderNumber: string, clientSecret: string): void {
  try {
    sessionStorage.setItem(key(orderNumber), clientSecret);
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

/** `pi_123_secret_abc` → `pi_123` (Stripe's client secrets start with their payment's id). */
export const intentIdOf = (clientSecret: string): string => clientSecret.split('_secret_')[0] ?? '';

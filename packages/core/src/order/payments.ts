/** A card payment as the order keeps it. */
export interface PaymentIntent {
  id: string;
  client_secret: string;
}

/** What orders ask of the card payment provider (Stripe on AWS and its local stand-in; decision 0028). */
export interface PaymentProvider {
  /** A payment of `amount` (decimal string, base currency) for the order; the order number is the idempotency key. */
  createIntent(request: { amount: string; currency: string; orderNumber: string; email: string }): Promise<PaymentIntent>;
}

let provider: PaymentProvider | undefined;

/** Sets the card payment provider (the API and the local runtime do, from their configuration). */
export function usePayments(next: PaymentProvider | undefined): void {
  provider = next;
}

/** Whether card payments can be taken: a provider is configured. */
export const cardPayments = (): boolean => provider !== undefined;

export function payments(): PaymentProvider {
  if (!provider) throw new Error('No card payment provider is configured (cardPayments() is false).');
  return provider;
}

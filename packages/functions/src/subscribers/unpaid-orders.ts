import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ Order }, { usePayments }, { stripeFromEnv }] = await Promise.all([
  import('@shop/core/order/order'),
  import('@shop/core/order/payments'),
  import('@shop/core/order/stripe'),
]);

// This function runs alone (its own Lambda, its own worker locally): it registers the card payment
// provider itself, or a card order would be cancelled with its payment still open (routes.ts: `payments`).
usePayments(stripeFromEnv);

/**
 * The unpaid-order job (every 5 minutes): pending orders past their time to pay are cancelled, their
 * stock returned, a card order's payment cancelled at the provider first. "Now" is the schedule's
 * time (`time` of the scheduled event), so a retry judges by the run it repeats.
 */
export async function handler(event?: { time?: string }): Promise<{ canceled: number }> {
  const time = event?.time ? new Date(event.time) : undefined;
  return { canceled: await Order.cancelUnpaid(time && !Number.isNaN(time.getTime()) ? time : undefined) };
}

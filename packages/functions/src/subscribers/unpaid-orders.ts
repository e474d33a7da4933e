import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const { Order } = await import('@shop/core/order/order');

/** The unpaid-order job (every 5 minutes): pending orders past their time to pay are cancelled, their stock returned. */
export async function handler(): Promise<{ canceled: number }> {
  return { canceled: await Order.cancelUnpaid() };
}

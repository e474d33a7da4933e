import Stripe from 'stripe';
import { expect } from 'vitest';
import { LOCAL_STRIPE_KEYS } from '../local/stripe-local.js';
import { stripeLocal } from '../local/testing/index.js';
import { product, warehouse } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

const ADDRESS = { first_name: 'Ada', last_name: 'Lovelace', country: 'HKG', contact_number: '+852 5555 0000', address: '1 Queen’s Road' };

/** The official SDK, pointed at this test file's Stripe stand-in as the provider is. */
export const stripeSdk = () => {
  const s = stripeLocal();
  return new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: s.host, port: s.port, protocol: 'http', maxNetworkRetries: 0 });
};

/**
 * A shop that sells by card (a sale warehouse, a courier to HKG) in this test file's table, and a
 * function placing a guest's card order for one unit through the API: its payment waits at the stand-in.
 */
export async function cardOrderTestbed(): Promise<() => Promise<{ id: number; payment: { intent_id: string } }>> {
  const token = await adminToken();
  const saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const created = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Courier', fee: '30', free_above: null, countries: ['HKG'], enabled: true },
  });
  const methodId = created.body.id as number;
  return async () => {
    const p = await product(token, { options: [], stocks: [{ sku: `CARD-${String(Math.random()).slice(2, 10)}`, price: '19.90' }] });
    const stockId = (p.stocks as { id: number }[])[0]!.id;
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 5 } });
    const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity: 1 } });
    const placed = await call('POST', '/api/order', {
      json: {
        cart_id: cart.body.cart_id,
        email: 'card@example.com',
        shipping_method_id: methodId,
        shipping_address: ADDRESS,
        billing_address: ADDRESS,
        payment_method: 'card',
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as { id: number; payment: { intent_id: string } };
  };
}

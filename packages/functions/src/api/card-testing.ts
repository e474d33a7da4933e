import Stripe from 'stripe';
import { expect } from 'vitest';
import { stripeLocal } from '../local/testing/index.js';
import { LOCAL_STRIPE_KEYS } from '../local/stripe-local.js';
import { product, warehouse } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'HKG',
  contact_number: '+852 5555 0000',
  address: '1 Queen’s Road',
};

/** The official SDK, pointed at this test file's stand-in as the provider is. */
export const sdk = () => {
  const s = stripeLocal();
  return new Stripe(LOCAL_STRIPE_KEYS.secretKey, { host: s.host, port: s.port, protocol: 'http', maxNetworkRetries: 0 });
};

/** The stand-in's events about one payment, in the order it sent them. */
export const eventsOf = (intentId: string, type?: string) =>
  stripeLocal()
    .events.filter((e) => e.payload.includes(`"id": "${intentId}"`) || e.payload.includes(`"payment_intent": "${intentId}"`))
    .filter((e) => !type || e.type === type);

export const deliver = (event: { payload: string; signature: string }) =>
  call('POST', '/api/stripe/webhook', { raw: event.payload, headers: { 'stripe-signature': event.signature } });

export interface CardOrder {
  id: number;
  order_number: string;
  stock_id: number;
  cart_id: string;
  payment: { intent_id: string; client_secret: string };
}

/**
 * A shop that sells by card (a sale warehouse, a courier to HKG at 30) and a way to place a guest's
 * card order for one unit at 19.90 (+30 shipping) of a new product with 5 in stock.
 */
export async function cardShop() {
  const token = await adminToken();
  const saleWarehouse = (await warehouse(token)).id;
  await call('PUT', '/api/admin/configuration', { token, json: { warehouse_id: saleWarehouse, warehouse_enabled: 1 } });
  const created = await call('POST', '/api/admin/shipping', {
    token,
    json: { name: 'Courier', fee: '30', free_above: null, countries: ['HKG'], enabled: true },
  });
  const methodId = created.body.id as number;
  const cardOrder = async (email = 'card@example.com', auth?: string): Promise<CardOrder> => {
    const p = await product(token, { options: [], stocks: [{ sku: `CARD-${String(Math.random()).slice(2, 10)}`, price: '19.90' }] });
    const stockId = (p.stocks as { id: number }[])[0]!.id;
    await call('POST', '/api/admin/inventory/plus', { token, json: { stock_id: stockId, warehouse_id: saleWarehouse, quantity: 5 } });
    const cart = await call('POST', '/api/cart/item', { json: { stock_id: stockId, quantity: 1 }, ...(auth ? { token: auth } : {}) });
    const placed = await call('POST', '/api/order', {
      json: {
        cart_id: cart.body.cart_id,
        email,
        shipping_method_id: methodId,
        shipping_address: ADDRESS,
        billing_address: ADDRESS,
        payment_method: 'card',
      },
      ...(auth ? { token: auth } : {}),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return { ...(placed.body as Omit<CardOrder, 'stock_id' | 'cart_id'>), stock_id: stockId, cart_id: cart.body.cart_id as string };
  };
  return { token, saleWarehouse, methodId, cardOrder };
}

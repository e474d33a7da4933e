import { describe, expect, it } from 'vitest';
import { cartEntity } from './cart.entity.js';
import { cartStore } from './cart.store.js';

const record = (cartId: string, expiresAt: number) => ({
  cart_id: cartId,
  items: [],
  next_item_id: 1,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  expires_at: expiresAt,
});

describe('cart lifetime (30 days of inactivity, DynamoDB TTL)', () => {
  it('a cart past its expiry counts as gone before TTL removes it, and a new cart may take its key', async () => {
    const now = Math.floor(Date.now() / 1000);
    await cartEntity.put(record('expired-cart', now - 60)).go();
    await cartEntity.put(record('live-cart', now + 3600)).go();
    expect(await cartStore.find('expired-cart')).toBeUndefined();
    expect((await cartStore.find('live-cart'))?.cart_id).toBe('live-cart');
    // Writing "a new cart" over the expired item is allowed; over a live one it is a lost race.
    await cartStore.save({ ...record('expired-cart', now + 3600), version: 1 }, 0);
    expect((await cartStore.find('expired-cart'))?.expires_at).toBe(now + 3600);
    await expect(cartStore.save({ ...record('live-cart', now + 7200), version: 1 }, 0)).rejects.toThrow('live-cart');
  });
});

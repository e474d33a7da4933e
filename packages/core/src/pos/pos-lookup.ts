import { saleOptions } from '../catalog/sale.js';
import { SkuGuard } from '../catalog/sku-guard.js';
import { Customer } from '../customer/customer.js';
import type { CustomerInfo } from '../customer/customer.schema.js';
import { Points } from '../membership/points.js';
import { Tiers, tierTitle } from '../membership/tier.js';
import type { Page } from '../shared/paging.js';
import type { PosCustomer, PosFlag, PosProduct } from './pos.schema.js';
import { Stores } from './store.js';
import { posFlagStore } from './store.store.js';

type TierRecord = Awaited<ReturnType<typeof Tiers.records>>[number];

/** The customer's tier (its title in the till's language, else `Level {n}`) and points balance (issue 29 §2). */
async function membership(
  c: CustomerInfo,
  tiers: Map<number, TierRecord>,
  slot: string,
): Promise<Pick<PosCustomer, 'tier' | 'points_balance'>> {
  const level = c.membership_tier_id;
  const tier = level === null ? undefined : tiers.get(level);
  return {
    tier: level === null ? null : tier ? tierTitle(tier, slot) : `Level ${String(level)}`,
    points_balance: await Points.balance(c.id),
  };
}

/** What the till looks up (issue 29 §3): products by name, SKU or barcode; customers by phone or e-mail; flagged sales. */
export const PosLookup = {
  /**
   * Variants by barcode (exactly: one Query on the barcode index's own keys, a scanner's code), else by
   * name, SKU or barcode prefix (the catalogue's search indexes), priced with the store's stock left.
   * `barcode: true` says the code named the variants exactly (the till adds a single one at once).
   */
  async products(storeId: number, search: string, limit: number, slot: string): Promise<{ data: PosProduct[]; barcode: boolean }> {
    const store = await Stores.open(storeId);
    const exact = await SkuGuard.byBarcode(search);
    const found = exact.length
      ? await saleOptions({ ids: exact.map((e) => e.stock_id), limit }, slot, store.warehouse_id)
      : await saleOptions({ search, limit }, slot, store.warehouse_id);
    return {
      barcode: exact.length > 0,
      data: found.data.map((v) => ({
        stock_id: v.stock_id,
        product_id: v.product_id,
        name: v.name,
        sku: v.sku,
        attributes: v.attributes,
        unit_price: v.unit_price,
        available_inventories: v.available_inventories,
      })),
    };
  },

  /** Customers by phone or e-mail (the customer search index: phone digits, addresses), with tier and points when kept. */
  async customers(search: string, slot: string): Promise<PosCustomer[]> {
    const [found, tierRecords] = await Promise.all([Customer.options({ search, limit: 10 }), Tiers.records()]);
    const tiers = new Map(tierRecords.map((t) => [t.level, t]));
    return Promise.all(
      found.data.map(async (c) => ({
        id: c.id,
        first_name: c.first_name,
        last_name: c.last_name,
        email: c.email,
        phone: (c as unknown as { phone?: string | null }).phone ?? null,
        ...(await membership(c, tiers, slot)),
      })),
    );
  },

  /** A store's flagged sales, newest first, a page at a time (its filter partition). */
  async flags(storeId: number, query: { page: number; per_page: number }): Promise<Page<PosFlag>> {
    const page = await posFlagStore.list({ ...query, sort: 'id', order: 'desc' }, { store_id: storeId });
    return {
      ...page,
      data: page.data.map((f) => ({
        id: f.id,
        order_id: f.id,
        order_number: f.order_number,
        store_id: f.store_id,
        shortfall: f.shortfall,
        till_total: f.till_total ?? null,
        created_at: f.created_at,
      })),
    };
  },

  /** Staff looked at a flagged sale (stock counted, price settled): it leaves the list. */
  async dismissFlag(storeId: number, id: number): Promise<void> {
    const flag = await posFlagStore.get(id);
    if (flag.store_id !== storeId) return;
    await posFlagStore.remove(id);
  },
};

import { saleOptions } from '../catalog/sale.js';
import { SkuGuard } from '../catalog/sku-guard.js';
import { Customer } from '../customer/customer.js';
import type { CustomerInfo } from '../customer/customer.schema.js';
import type { Page } from '../shared/paging.js';
import type { PosCustomer, PosFlag, PosProduct } from './pos.schema.js';
import { Stores } from './store.js';
import { posFlagStore } from './store.store.js';

/** A membership field the customer may carry (issue 29 §2 adds them): read without assuming it is there. */
function membership(c: CustomerInfo): Pick<PosCustomer, 'tier' | 'points_balance'> {
  const fields = c as unknown as Record<string, unknown>;
  const tierName = fields.membership_tier_name ?? fields.tier_name;
  const tierId = fields.membership_tier_id ?? fields.tier_id;
  const points = fields.points_balance ?? fields.points;
  return {
    tier: typeof tierName === 'string' && tierName ? tierName : typeof tierId === 'number' ? `Level ${String(tierId)}` : null,
    points_balance: typeof points === 'number' ? points : null,
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
  async customers(search: string): Promise<PosCustomer[]> {
    const found = await Customer.options({ search, limit: 10 });
    return found.data.map((c) => ({
      id: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone: (c as unknown as { phone?: string | null }).phone ?? null,
      ...membership(c),
    }));
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

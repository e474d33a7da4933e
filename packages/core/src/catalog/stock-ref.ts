import type { StockRef } from '../inventory/inventory.js';
import { productStore } from './product.store.js';
import { SkuGuard } from './sku-guard.js';

/** Finds a variant by stock id through its SKU entry (gsi4), then its product. */
export async function findStockRef(stockId: number): Promise<StockRef | undefined> {
  if (!Number.isSafeInteger(stockId) || stockId <= 0) return undefined;
  const entry = await SkuGuard.byStockId(stockId);
  if (!entry) return undefined;
  const product = await productStore.find(entry.product_id);
  if (!product?.stocks.some((s) => s.id === stockId)) return undefined;
  return {
    stock_id: stockId,
    product_id: product.id,
    has_expiry_date: product.has_expiry_date,
    track_inventories: product.track_inventories,
  };
}

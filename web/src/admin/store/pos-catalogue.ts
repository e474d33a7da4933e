import { createStore, entries, get, set, type UseStore } from 'idb-keyval';
import type { PosProductFound } from './pos-queries';

/**
 * What the till has looked up, kept in IndexedDB (decision 0070): each answer under its store and
 * term, so a barcode scanned or a name searched once is found again while the network is down. The
 * prices and stock are those of the last lookup; a sale made offline is checked by the server when it
 * is sent (a changed price or missing stock is flagged for staff).
 */
let db: UseStore | undefined;
const store = () => (db ??= createStore('shop-pos-catalogue', 'lookups'));

interface Remembered {
  storeId: string;
  products: PosProductFound[];
  barcode: boolean;
}

const keyOf = (storeId: string, term: string) => `${storeId}|${term.trim().toLowerCase()}`;

export async function remember(storeId: string, term: string, answer: { data: PosProductFound[]; barcode: boolean }) {
  if (answer.data.length) await set(keyOf(storeId, term), { storeId, products: answer.data, barcode: answer.barcode }, store());
}

/**
 * A lookup without the network: the same term's last answer, else the products this till has seen
 * at this store whose SKU is the term, or whose name holds it (at most 20).
 */
export async function recall(storeId: string, term: string): Promise<{ data: PosProductFound[]; barcode: boolean }> {
  const same = await get<Remembered>(keyOf(storeId, term), store());
  if (same) return { data: same.products, barcode: same.barcode };
  const folded = term.trim().toLowerCase();
  const seen = new Map<number, PosProductFound>();
  for (const [, entry] of await entries<string, Remembered>(store()))
    if (entry.storeId === storeId) for (const p of entry.products) seen.set(p.stock_id, p);
  const products = [...seen.values()];
  const bySku = products.filter((p) => p.sku.toLowerCase() === folded);
  if (bySku.length) return { data: bySku, barcode: false };
  return { data: products.filter((p) => (p.name ?? '').toLowerCase().includes(folded)).slice(0, 20), barcode: false };
}

import { codeFrom } from '../../components/resource/derive';
import type { InventoryRow } from '../shared/stock-queries';

/**
 * The variant grid's rules, kept free of React so they can be tested alone. A row is what the form
 * holds for one variant: the API's fields plus a stable `_key` and which codes are still auto-filled
 * (`_auto`); zod drops both on submit.
 */
export interface OptionRow {
  key: string;
  values: string[];
}

export interface VariantRow {
  _key: string;
  /** Which codes follow the product name until edited by hand. */
  _auto?: { sku: boolean; barcode: boolean };
  id?: number;
  sku: string;
  barcode: string;
  price: string;
  special_price: string;
  visibled: boolean;
  attributes: Record<string, string>;
  inventories?: InventoryRow[];
}

export interface SavedVariant {
  id: number;
  sku: string;
  barcode: string | null;
  price: string;
  special_price: string | null;
  visibled: boolean;
  attributes: Record<string, string>;
  inventories?: InventoryRow[];
}

let counter = 0;
export const newKey = () => `new-${Date.now().toString(36)}-${(counter += 1)}`;

/** A saved variant as a grid row: nulls become empty inputs, codes count as chosen. */
export const fromSaved = (s: SavedVariant): VariantRow => ({
  _key: `saved-${s.id}`,
  _auto: { sku: false, barcode: false },
  id: s.id,
  sku: s.sku,
  barcode: s.barcode ?? '',
  price: s.price,
  special_price: s.special_price ?? '',
  visibled: s.visibled,
  attributes: { ...s.attributes },
  inventories: s.inventories ?? [],
});

/** Every combination of the options' values, in option order: size × colour → S/red, S/blue, M/red … */
export function combinations(options: OptionRow[]): Record<string, string>[] {
  const usable = options.filter((o) => o.key && o.values.length);
  return usable.reduce<Record<string, string>[]>(
    (acc, option) => acc.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.key]: value }))),
    [{}],
  );
}

/** One text per combination, to compare rows: keys sorted, so attribute order does not matter. */
export const signature = (attributes: Record<string, string>) =>
  Object.keys(attributes)
    .sort()
    .map((k) => `${k}=${attributes[k] ?? ''}`)
    .join('\u0000');

/** The codes a new variant gets from the product name and its option values (spec section 5). */
export function variantCodes(name: string, attributes: Record<string, string>, index: number, digits?: string) {
  const values = Object.values(attributes);
  const parts = [name, ...(values.length ? values : [String(index + 1)])];
  return {
    sku: codeFrom(parts, { upper: true, digits }),
    barcode: codeFrom(parts, { upper: true, separator: '', digits }),
  };
}

export function newVariant(name: string, attributes: Record<string, string>, index: number, template?: VariantRow): VariantRow {
  const codes = name.trim() ? variantCodes(name, attributes, index) : { sku: '', barcode: '' };
  return {
    _key: newKey(),
    _auto: { sku: true, barcode: true },
    sku: codes.sku,
    barcode: codes.barcode,
    price: template?.price ?? '',
    special_price: '',
    visibled: true,
    attributes,
  };
}

/**
 * The grid for the current options. Rows whose combination still exists are kept as they are; a
 * hidden saved variant with a wanted combination comes back (visible) rather than being duplicated;
 * other new combinations get new rows (price copied from the first row); rows whose combination is
 * gone are removed: a saved one is set aside as hidden (spec section 4, recoverable), an unsaved
 * one dropped.
 */
export function generate(
  options: OptionRow[],
  rows: VariantRow[],
  hidden: VariantRow[],
  name: string,
): { rows: VariantRow[]; hidden: VariantRow[] } {
  const wanted = combinations(options);
  const active = new Map(rows.map((r) => [signature(r.attributes), r]));
  const aside = new Map(hidden.filter((r) => r.id !== undefined).map((r) => [signature(r.attributes), r]));
  const next = wanted.map((attributes, index) => {
    const key = signature(attributes);
    const back = aside.get(key);
    return active.get(key) ?? (back ? { ...back, visibled: true } : newVariant(name, attributes, index, rows[0]));
  });
  const kept = new Set(next.map((r) => r._key));
  const removed = rows.filter((r) => !kept.has(r._key) && r.id !== undefined).map((r) => ({ ...r, visibled: false }));
  return { rows: next, hidden: [...hidden.filter((r) => !kept.has(r._key)), ...removed] };
}

/** Removing a row: a saved variant is hidden (kept aside, recoverable); an unsaved one is dropped. */
export function removeRow(rows: VariantRow[], hidden: VariantRow[], key: string): { rows: VariantRow[]; hidden: VariantRow[] } {
  const row = rows.find((r) => r._key === key);
  if (!row) return { rows, hidden };
  return {
    rows: rows.filter((r) => r._key !== key),
    hidden: row.id !== undefined ? [...hidden, { ...row, visibled: false }] : hidden,
  };
}

export type RestoreBlock = 'options' | 'duplicate';

/**
 * Whether a hidden variant can come back: its attribute names must be the current options'
 * (values may be new: they are added), and no saved row may already have its combination.
 */
export function restoreBlock(options: OptionRow[], rows: VariantRow[], row: VariantRow): RestoreBlock | undefined {
  const keys = options
    .map((o) => o.key)
    .filter(Boolean)
    .sort()
    .join();
  if (Object.keys(row.attributes).sort().join() !== keys) return 'options';
  if (rows.some((r) => r.id !== undefined && signature(r.attributes) === signature(row.attributes))) return 'duplicate';
  return undefined;
}

/**
 * Brings a hidden variant back, visible: an unsaved row with the same combination gives way, and
 * option values the variant uses are added to the options.
 */
export function restore(options: OptionRow[], rows: VariantRow[], hidden: VariantRow[], key: string) {
  const row = hidden.find((r) => r._key === key);
  if (!row || restoreBlock(options, rows, row)) return { options, rows, hidden };
  const nextOptions = options.map((o) => {
    const value = row.attributes[o.key];
    return value !== undefined && !o.values.includes(value) ? { ...o, values: [...o.values, value] } : o;
  });
  return {
    options: nextOptions,
    rows: [...rows.filter((r) => signature(r.attributes) !== signature(row.attributes)), { ...row, visibled: true }],
    hidden: hidden.filter((r) => r._key !== key),
  };
}

/** New codes for the rows still auto-filled, after the product name changed. */
export function refill(rows: VariantRow[], name: string, digits?: string): VariantRow[] {
  return rows.map((row, index) => {
    const auto = row._auto;
    if (!auto || (!auto.sku && !auto.barcode)) return row;
    const codes = name.trim() ? variantCodes(name, row.attributes, index, digits) : { sku: '', barcode: '' };
    return { ...row, sku: auto.sku ? codes.sku : row.sku, barcode: auto.barcode ? codes.barcode : row.barcode };
  });
}

/** Sum of a variant's stock over its warehouses. */
export const totalStock = (row: { inventories?: InventoryRow[] }) => (row.inventories ?? []).reduce((sum, i) => sum + i.quantity, 0);

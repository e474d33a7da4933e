import { DEFAULT_LANGUAGE, pickTranslation } from '../shared/i18n.js';
import { DomainError, ValidationError, type FieldMessages } from '../shared/errors.js';
import { readSheet, writeSheet, type ImportResult } from '../shared/sheet.js';
import { fieldMessages } from '../shared/validation.js';
import { Product } from './product.js';
import { ProductInput } from './product.schema.js';
import { productStore } from './product.store.js';
import { SkuGuard } from './sku-guard.js';

/**
 * Products as a spreadsheet: one row per variant. Rows sharing a product `sku` form one product;
 * product columns are read from its first row. `attributes` is `size=M|colour=red`.
 */
export const PRODUCT_SHEET_COLUMNS = [
  'product_id', 'type', 'name', 'url', 'sku', 'brand_id', 'categories', 'visibled', 'track_inventories',
  'has_expiry_date', 'stock_id', 'stock_sku', 'barcode', 'price', 'special_price', 'stock_visibled', 'attributes',
] as const;

const formatAttributes = (a: Record<string, string>) => Object.entries(a).map(([k, v]) => `${k}=${v}`).join('|');

function parseAttributes(text: string | undefined, row: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split('|').map((p) => p.trim()).filter(Boolean)) {
    const [key, ...rest] = part.split('=');
    const value = rest.join('=').trim();
    if (!key?.trim() || !value) throw new ValidationError({ attributes: [`Row ${row}: write options as key=value|key=value.`] });
    out[key.trim()] = value;
  }
  return out;
}

const flag = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v.toLowerCase());

export async function exportProducts(): Promise<Buffer> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const result = await productStore().list({ page, per_page: 100, order: 'asc', sort: 'id' });
    for (const p of result.data) {
      const { name } = pickTranslation(p.translations, ['name'], DEFAULT_LANGUAGE);
      for (const s of p.stocks) {
        rows.push({
          product_id: p.id, type: p.type, name, url: p.url, sku: p.sku, brand_id: p.brand_id ?? '',
          categories: p.categories.join(','), visibled: p.visibled ? 1 : 0, track_inventories: p.track_inventories ? 1 : 0,
          has_expiry_date: p.has_expiry_date ? 1 : 0, stock_id: s.id, stock_sku: s.sku, barcode: s.barcode ?? '',
          price: s.price, special_price: s.special_price ?? '', stock_visibled: s.visibled ? 1 : 0, attributes: formatAttributes(s.attributes),
        });
      }
    }
    if (page * 100 >= result.total || result.data.length === 0) break;
  }
  return writeSheet('products', PRODUCT_SHEET_COLUMNS, rows);
}

/** Builds one product's input from its rows; options come from the variants' attributes, in order. */
function toInput(rows: { row: number; values: Record<string, string> }[]) {
  const head = rows[0]!.values;
  const options = new Map<string, string[]>();
  const stocks = rows.map(({ row, values }) => {
    const attributes = parseAttributes(values.attributes, row);
    for (const [key, value] of Object.entries(attributes)) {
      const list = options.get(key) ?? [];
      if (!list.includes(value)) list.push(value);
      options.set(key, list);
    }
    return {
      ...(values.stock_id ? { id: values.stock_id } : {}),
      sku: values.stock_sku ?? '',
      barcode: values.barcode || null,
      price: values.price ?? '',
      special_price: values.special_price || undefined,
      visibled: flag(values.stock_visibled, true),
      attributes,
    };
  });
  return {
    type: head.type || 'general',
    name: head.name ?? '',
    url: head.url ?? '',
    sku: head.sku ?? '',
    brand_id: head.brand_id || undefined,
    categories: (head.categories ?? '').split(',').map((c) => c.trim()).filter(Boolean),
    visibled: flag(head.visibled, true),
    track_inventories: flag(head.track_inventories, true),
    has_expiry_date: flag(head.has_expiry_date, false),
    options: [...options.entries()].map(([key, values]) => ({ key, values })),
    stocks,
  };
}

/** Each product (its group of rows) is saved on its own; a failing product lists all of its rows. */
export async function importProducts(data: ArrayBuffer | Buffer): Promise<ImportResult> {
  const rows = await readSheet(data);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = (r.values.sku || r.values.product_id || `row-${r.row}`).toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const result: ImportResult = { imported: 0, failed: [] };
  for (const group of groups.values()) {
    const fail = (messages: FieldMessages | string) => {
      for (const { row } of group) result.failed.push({ row, messages });
    };
    const parsed = ProductInput.safeParse(toInputSafe(group, fail));
    if (!parsed.success) {
      if (!result.failed.some((f) => f.row === group[0]!.row)) fail(fieldMessages(parsed.error));
      continue;
    }
    try {
      const productId = Number(group[0]!.values.product_id) || (await SkuGuard.find(parsed.data.sku))?.product_id;
      if (productId && (await productStore().find(productId))) await Product.update(productId, parsed.data, DEFAULT_LANGUAGE);
      else await Product.create(parsed.data, DEFAULT_LANGUAGE);
      result.imported += group.length;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      fail(error.messages);
    }
  }
  result.failed.sort((a, b) => a.row - b.row);
  return result;
}

function toInputSafe(group: { row: number; values: Record<string, string> }[], fail: (m: FieldMessages | string) => void) {
  try {
    return toInput(group);
  } catch (error) {
    if (error instanceof DomainError) fail(error.messages);
    return undefined;
  }
}

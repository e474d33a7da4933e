import { DEFAULT_LANGUAGE, pickTranslation } from '../shared/i18n.js';
import { DomainError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors.js';
import { failEvery, writeSheet, type SheetAccess, type SheetImporter, type SheetRow } from '../shared/sheet.js';
import { fieldMessages } from '../shared/validation.js';
import type { ProductRecord } from './product.entity.js';
import { Product } from './product.js';
import { ProductInput } from './product.schema.js';
import { productStore } from './product.store.js';
import { SkuGuard } from './sku-guard.js';

/**
 * Products as a spreadsheet: one row per variant, product columns repeated on each (the rich
 * description on the first only). Rows sharing a `product_id` (else a `sku`) form one product.
 * Lists are `|`-separated (`,` is read too): categories, image_list, attributes `size=M|colour=red`,
 * commissions `level=percentage`. Texts are the main language's; other languages are left alone.
 *
 * A row matching a saved product updates it: a blank cell or a missing column keeps the stored
 * value, variants the sheet does not mention stay as they are (decision 0007).
 */
export const PRODUCT_COLUMNS = [
  'product_id',
  'type',
  'name',
  'description',
  'meta_title',
  'meta_description',
  'url',
  'sku',
  'brand_id',
  'categories',
  'is_new',
  'is_featured',
  'is_hot',
  'visibled',
  'has_expiry_date',
  'track_inventories',
  'is_approval_required',
  'form_id',
  'image_list',
  'commissions',
] as const;
export const STOCK_COLUMNS = ['stock_id', 'stock_sku', 'barcode', 'price', 'special_price', 'stock_visibled', 'attributes'] as const;
export const PRODUCT_SHEET_COLUMNS = [...PRODUCT_COLUMNS, ...STOCK_COLUMNS] as const;

const TEXTS = ['type', 'name', 'description', 'meta_title', 'meta_description', 'url', 'sku', 'brand_id', 'form_id'] as const;
const FLAGS = ['is_new', 'is_featured', 'is_hot', 'visibled', 'has_expiry_date', 'track_inventories', 'is_approval_required'] as const;

const list = (text: string) =>
  text
    .split(/[|,]/)
    .map((p) => p.trim())
    .filter(Boolean);
const flag = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 1 : 0);

function pairs(text: string, column: string): [string, string][] {
  return list(text).map((part) => {
    const [key, ...rest] = part.split('=');
    const value = rest.join('=').trim();
    if (!key?.trim() || !value) throw ValidationError.field(column, `Write ${column} as key=value|key=value.`);
    return [key.trim(), value];
  });
}

export async function exportProducts(): Promise<Buffer> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const result = await productStore.list({ page, per_page: 100, order: 'asc', sort: 'id' });
    for (const p of result.data) {
      const text = pickTranslation(p.translations, ['name', 'description', 'meta_title', 'meta_description'], DEFAULT_LANGUAGE);
      const product = {
        product_id: p.id,
        type: p.type,
        ...text,
        url: p.url,
        sku: p.sku,
        brand_id: p.brand_id ?? '',
        categories: p.categories.join('|'),
        is_new: flag(p.is_new),
        is_featured: flag(p.is_featured),
        is_hot: flag(p.is_hot),
        visibled: flag(p.visibled),
        has_expiry_date: flag(p.has_expiry_date),
        track_inventories: flag(p.track_inventories),
        is_approval_required: flag(p.is_approval_required),
        form_id: p.form_id ?? '',
        image_list: p.image_list.join('|'),
        commissions: p.commissions.map((c) => `${c.level}=${c.percentage}`).join('|'),
      };
      p.stocks.forEach((s, i) => {
        rows.push({
          ...product,
          ...(i > 0 ? { description: '' } : {}),
          stock_id: s.id,
          stock_sku: s.sku,
          barcode: s.barcode ?? '',
          price: s.price,
          special_price: s.special_price ?? '',
          stock_visibled: flag(s.visibled),
          attributes: Object.entries(s.attributes)
            .map(([k, v]) => `${k}=${v}`)
            .join('|'),
        });
      });
    }
    if (page * 100 >= result.total || result.data.length === 0) break;
  }
  return writeSheet('products', PRODUCT_SHEET_COLUMNS, rows);
}

type Input = Record<string, unknown> & { stocks: Record<string, unknown>[]; options: { key: string; values: string[] }[] };

/** A saved product as the input that would save it unchanged. */
function storedInput(p: ProductRecord): Input {
  const text = p.translations[DEFAULT_LANGUAGE] ?? {};
  return {
    type: p.type,
    name: text.name ?? '',
    description: text.description,
    meta_title: text.meta_title,
    meta_description: text.meta_description,
    url: p.url,
    sku: p.sku,
    is_new: p.is_new,
    is_featured: p.is_featured,
    is_hot: p.is_hot,
    visibled: p.visibled,
    has_expiry_date: p.has_expiry_date,
    track_inventories: p.track_inventories,
    is_approval_required: p.is_approval_required ?? undefined,
    form_id: p.form_id ?? undefined,
    categories: [...p.categories],
    brand_id: p.brand_id ?? undefined,
    image_list: [...p.image_list],
    commissions: p.commissions.map((c) => ({ ...c })),
    options: p.options.map((o) => ({ key: o.key, values: [...o.values] })),
    stocks: p.stocks.map((s) => ({
      id: s.id,
      sku: s.sku,
      barcode: s.barcode ?? null,
      price: s.price,
      special_price: s.special_price ?? undefined,
      visibled: s.visibled,
      attributes: { ...s.attributes },
    })),
  };
}

/** The product-level cells of a group: the first non-blank value of each column. */
function productCells(unit: SheetRow[]): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const { values } of unit) for (const column of PRODUCT_COLUMNS) if (values[column] && !cells[column]) cells[column] = values[column];
  return cells;
}

/** Writes the sheet's cells over `input` (blank cells were left out of the row, so they keep). */
function applyRows(input: Input, unit: SheetRow[]): Input {
  const cells = productCells(unit);
  for (const column of TEXTS) if (cells[column] !== undefined) input[column] = cells[column];
  for (const column of FLAGS) if (cells[column] !== undefined) input[column] = cells[column];
  if (cells.categories !== undefined) input.categories = list(cells.categories);
  if (cells.image_list !== undefined) input.image_list = list(cells.image_list);
  if (cells.commissions !== undefined)
    input.commissions = pairs(cells.commissions, 'commissions').map(([level, percentage]) => ({ level, percentage }));
  for (const { values } of unit) {
    if (!STOCK_COLUMNS.some((c) => values[c] !== undefined)) continue;
    const id = values.stock_id ? Number(values.stock_id) : undefined;
    const sku = values.stock_sku?.toLowerCase();
    let stock = input.stocks.find((s) => (id !== undefined ? s.id === id : sku !== undefined && String(s.sku).toLowerCase() === sku));
    if (!stock) {
      stock = { ...(values.stock_id ? { id: values.stock_id } : {}), attributes: {} };
      input.stocks.push(stock);
    }
    if (values.stock_sku !== undefined) stock.sku = values.stock_sku;
    if (values.barcode !== undefined) stock.barcode = values.barcode;
    if (values.price !== undefined) stock.price = values.price;
    if (values.special_price !== undefined) stock.special_price = values.special_price;
    if (values.stock_visibled !== undefined) stock.visibled = values.stock_visibled;
    if (values.attributes !== undefined) stock.attributes = Object.fromEntries(pairs(values.attributes, 'attributes'));
  }
  // Options: the saved ones, plus any key or value a variant now names (in the order they appear).
  for (const stock of input.stocks) {
    for (const [key, value] of Object.entries(stock.attributes as Record<string, string>)) {
      let option = input.options.find((o) => o.key === key);
      if (!option) input.options.push((option = { key, values: [] }));
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return input;
}

/** The saved product a group of rows names: by `product_id`, else by its product `sku`. */
async function matchedProduct(unit: SheetRow[]): Promise<ProductRecord | undefined> {
  const { product_id: id, sku } = productCells(unit);
  if (id) {
    const found = await productStore.find(Number(id));
    if (!found) throw new NotFoundError();
    return found;
  }
  const entry = sku ? await SkuGuard.find(sku) : undefined;
  return entry && entry.stock_id === 0 ? productStore.find(entry.product_id) : undefined;
}

async function importProduct(unit: SheetRow[], access: SheetAccess): Promise<void> {
  const existing = await matchedProduct(unit);
  if (existing && !access.update) throw new ForbiddenError('Permission denied: update product');
  if (!existing && !access.create) throw new ForbiddenError('Permission denied: create product');
  const input = applyRows(existing ? storedInput(existing) : { stocks: [], options: [] }, unit);
  const parsed = await ProductInput.safeParseAsync(input);
  if (!parsed.success) throw new ValidationError(fieldMessages(parsed.error));
  if (existing) await Product.update(existing.id, parsed.data, DEFAULT_LANGUAGE);
  else await Product.create(parsed.data, DEFAULT_LANGUAGE);
}

export const productImporter: SheetImporter = {
  permissions: { create: 'create product', update: 'update product' },

  /** Rows of one product (same `product_id`, else same `sku`) are saved together. */
  units(rows) {
    const groups = new Map<string, SheetRow[]>();
    for (const r of rows) {
      const key = r.values.product_id ? `id:${r.values.product_id}` : r.values.sku ? `sku:${r.values.sku.toLowerCase()}` : `row:${r.row}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    return [...groups.values()];
  },

  chunk(_units, access) {
    return Promise.resolve(async (unit) => {
      try {
        await importProduct(unit, access);
        return [];
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return failEvery(unit, error.messages);
      }
    });
  },
};

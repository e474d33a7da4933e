import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

export interface VariantRecord {
  id: number;
  sku: string;
  barcode?: string | null;
  /** Decimal string, two places. */
  price: string;
  special_price?: string | null;
  visibled: boolean;
  attributes: Record<string, string>;
}

export interface ProductRecord extends BaseRecord {
  type: 'general' | 'service';
  translations: Translations;
  url: string;
  sku: string;
  is_new: boolean;
  is_featured: boolean;
  is_hot: boolean;
  visibled: boolean;
  has_expiry_date: boolean;
  track_inventories: boolean;
  is_approval_required?: boolean | null;
  form_id?: number | null;
  categories: number[];
  brand_id?: number | null;
  image_list: string[];
  options: { key: string; values: string[] }[];
  /** Variants live inside the product (one item, one read); their SKUs are guard items (sku-guard.ts). */
  stocks: VariantRecord[];
  commissions: { level: number; percentage: string }[];
  /** The name-search entries this product has (name-index.ts); absent on products saved before them. */
  name_tokens?: string[];
}

export const productEntity = () =>
  new Entity(
    {
      model: { entity: 'product', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        type: { type: ['general', 'service'] as const, required: true },
        translations: { type: 'any', required: true },
        url: { type: 'string', required: true },
        sku: { type: 'string', required: true },
        is_new: { type: 'boolean', required: true },
        is_featured: { type: 'boolean', required: true },
        is_hot: { type: 'boolean', required: true },
        visibled: { type: 'boolean', required: true },
        has_expiry_date: { type: 'boolean', required: true },
        track_inventories: { type: 'boolean', required: true },
        is_approval_required: { type: 'boolean' },
        form_id: { type: 'number' },
        categories: { type: 'list', items: { type: 'number' }, required: true },
        brand_id: { type: 'number' },
        image_list: { type: 'list', items: { type: 'string' }, required: true },
        options: { type: 'any', required: true },
        stocks: { type: 'any', required: true },
        commissions: { type: 'any', required: true },
        name_tokens: { type: 'list', items: { type: 'string' } },
      },
      indexes: {
        ...baseIndexes,
        byBrand: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['brand_id'] },
          sk: { field: 'gsi4sk', composite: ['id'] },
        },
      },
    },
    { client: documentClient(), table: tableName() },
  );

import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { productFields, STOCK_STATUSES } from './product.schema.js';

/** A variant, stored inside its product (one item, one read); its SKU is a guard item (sku-guard.ts). */
export interface Variant {
  id: number;
  sku: string;
  barcode?: string | null;
  /** Decimal string, two places. */
  price: string;
  special_price?: string | null;
  visibled: boolean;
  attributes: Record<string, string>;
}

export const productEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'product', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...productFields.attributes,
          categories: { type: 'list', items: { type: 'number' }, required: true },
          image_list: { type: 'list', items: { type: 'string' }, required: true },
          options: { type: CustomAttributeType<{ key: string; values: string[] }[]>('any'), required: true },
          stocks: { type: CustomAttributeType<Variant[]>('any'), required: true },
          commissions: { type: CustomAttributeType<{ level: number; percentage: string }[]>('any'), required: true },
          /** Whether any stock row of the product holds stock: kept by the stock movements (catalog/stock.ts). */
          stock_status: { type: STOCK_STATUSES, required: true },
        },
        indexes: ownPartitions('product', {
          ...baseIndexes,
          // List filters read their own partitions (decision 0019).
          ...filterIndexes(1, 'type'),
          ...filterIndexes(2, 'visibled'),
          ...filterIndexes(3, 'brand_id'),
          ...filterIndexes(4, 'stock_status'),
          byBrand: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['brand_id'] },
            sk: { field: 'gsi4sk', composite: ['id'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type ProductRecord = EntityItem<typeof productEntity>;

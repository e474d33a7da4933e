import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { ownPartitions, SERVICE, lazy } from '../shared/model.js';

/** One saved product: which, and when it was saved. */
export interface WishlistEntry {
  product_id: number;
  added_at: string;
}

/**
 * A shopper's wishlist (decision 0029): one item per shopper, keyed by the customer id, holding the
 * saved products newest first (at most MAX_WISHLIST_ITEMS). A read is one consistent Get; a change is
 * one Put conditional on `version`, like the cart.
 */
export const wishlistEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'wishlist', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          items: { type: CustomAttributeType<WishlistEntry[]>('any'), required: true },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: ownPartitions('wishlist', {
          byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: [] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type WishlistRecord = EntityItem<typeof wishlistEntity>;

import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { ownPartitions, SERVICE, lazy } from '../shared/model.js';

/** One line of a cart: a variant, how many, and what the storefront attached to it. */
export interface CartLine {
  id: number;
  stock_id: number;
  product_id: number;
  quantity: number;
  additional_options: { application_id?: number } | null;
  added_at: string;
}

/**
 * A cart (spec section 3 Cart): its lines live in its one item, so a read is one Get and a change is
 * one write conditional on `version`. A guest's cart is keyed by a random id (the `cart_id` cookie);
 * a signed-in shopper's by `customer-<id>`, so it is found by a consistent Get, never an index.
 * `expires_at` (epoch seconds) is 30 days after the last change; DynamoDB TTL removes it after that.
 */
export const cartEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'cart', version: '1', service: SERVICE },
        attributes: {
          cart_id: { type: 'string', required: true },
          customer_id: { type: 'number' },
          items: { type: CustomAttributeType<CartLine[]>('any'), required: true },
          next_item_id: { type: 'number', required: true },
          version: { type: 'number', required: true },
          created_at: { type: 'string', required: true },
          updated_at: { type: 'string', required: true },
          expires_at: { type: 'number', required: true },
        },
        indexes: ownPartitions('cart', {
          byId: { pk: { field: 'pk', composite: ['cart_id'] }, sk: { field: 'sk', composite: [] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type CartRecord = EntityItem<typeof cartEntity>;

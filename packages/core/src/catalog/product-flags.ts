import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { keys } from '../shared/keys.js';
import type { TransactItem } from '../shared/repository.js';

/** The product flags the homepage's widgets follow (decision 0035). */
export const PRODUCT_FLAGS = ['is_new', 'is_hot', 'is_featured'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

type Flagged = { id: number } & Record<ProductFlag, boolean>;

const PRODUCTS = 'products';

function change(action: 'ADD' | 'DELETE', flag: ProductFlag, ids: readonly number[]): TransactItem {
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: keys.flaggedProducts(flag),
      UpdateExpression: `${action} #products :ids`,
      ExpressionAttributeNames: { '#products': PRODUCTS },
      ExpressionAttributeValues: { ':ids': new Set(ids) },
    },
  };
}

/**
 * Each flag keeps the ids of its products in one number set (`catalog#flag#<flag>` / `products`),
 * changed in the product's own transaction like a category's members (decision 0019), so a widget of
 * featured products reads one item and those products, never the product list. Set ADD/DELETE are
 * idempotent, so racing saves cannot make a set drift.
 */
export const ProductFlags = {
  /** Items moving one product between the sets as its flags go from `before` to `after` (either may be absent). */
  changed(id: number, before: Flagged | undefined, after: Flagged | undefined): TransactItem[] {
    return PRODUCT_FLAGS.flatMap((flag) => {
      const was = Boolean(before?.[flag]);
      const is = Boolean(after?.[flag]);
      if (was === is) return [];
      return [change(is ? 'ADD' : 'DELETE', flag, [id])];
    });
  },

  /** Items taking deleted products out of every set they are in (one item per flag). */
  removedAll(products: readonly Flagged[]): TransactItem[] {
    return PRODUCT_FLAGS.flatMap((flag) => {
      const ids = products.filter((p) => p[flag]).map((p) => p.id);
      return ids.length ? [change('DELETE', flag, ids)] : [];
    });
  },

  /** Items putting products into the sets of the flags they hold (the seed's repair of records saved before the sets). */
  addedAll(products: readonly Flagged[]): TransactItem[] {
    return PRODUCT_FLAGS.flatMap((flag) => {
      const ids = products.filter((p) => p[flag]).map((p) => p.id);
      return ids.length ? [change('ADD', flag, ids)] : [];
    });
  },

  /**
   * Puts the products saved before the sets existed into them, once (a marker item says it is done):
   * the flags of every product, read from the visibility partitions (two Queries of ids and flags).
   * Set ADDs are idempotent, so a start that stops half-way simply does it again.
   */
  async backfill(read: (visibled: boolean) => Promise<Flagged[]>): Promise<boolean> {
    const marker = keys.flaggedProducts('backfilled');
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: marker }));
    if (Item) return false;
    const products = [...(await read(true)), ...(await read(false))];
    for (const item of ProductFlags.addedAll(products)) await documentClient.send(new UpdateCommand(item.Update as never));
    await documentClient.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...marker, at: new Date().toISOString() } }));
    return true;
  },

  /** The flagged products' ids, newest first (one GetItem). */
  async ids(flag: ProductFlag): Promise<number[]> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.flaggedProducts(flag) }));
    const ids = Item?.[PRODUCTS] as Set<number> | undefined;
    return ids ? [...ids].sort((a, b) => b - a) : [];
  },
};

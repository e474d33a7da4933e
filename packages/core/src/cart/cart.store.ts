import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, type TransactItem } from '../shared/dynamo.js';
import { cartEntity, type CartRecord } from './cart.entity.js';

type Put = NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Put']>;
type Delete = NonNullable<NonNullable<TransactWriteCommandInput['TransactItems']>[number]['Delete']>;

/** Another request changed the cart between our read and our write: read again and retry. */
export class StaleCartError extends Error {}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Data access for carts; only cart.ts uses it. */
export const cartStore = {
  /** The cart, strongly consistent; one past its lifetime counts as gone (TTL deletes lazily). */
  async find(cartId: string): Promise<CartRecord | undefined> {
    const { data } = await cartEntity.get({ cart_id: cartId }).go({ consistent: true });
    const cart = (data as CartRecord | null) ?? undefined;
    return cart && cart.expires_at > nowSeconds() ? cart : undefined;
  },

  /**
   * Writes the next state of a cart, on condition that it is still the version that was read
   * (`read` 0: that it does not exist yet, or only as an expired item).
   */
  async save(next: CartRecord, read: number): Promise<void> {
    try {
      const put = cartEntity.put(next);
      if (read === 0) {
        await put.where((attr, op) => `${op.notExists(attr.version)} OR ${op.lte(attr.expires_at, nowSeconds())}`).go();
      } else {
        await put.where((attr, op) => op.eq(attr.version, read)).go();
      }
    } catch (error) {
      if (isConditionFailure(error)) throw new StaleCartError(next.cart_id);
      throw error;
    }
  },

  /** A Delete of the cart for another domain's transaction (an order), on condition of the version read. */
  removeItem(cartId: string, read: number): TransactItem {
    const params = cartEntity
      .delete({ cart_id: cartId })
      .where((attr, op) => op.eq(attr.version, read))
      .params();
    return { Delete: params as Delete };
  },

  /**
   * A guest's cart merged into a shopper's: the shopper's next state and the guest cart's removal in
   * one transaction, each on condition of the version that was read, so no line is lost or counted twice.
   */
  async merge(next: CartRecord, read: number, merged: CartRecord): Promise<void> {
    const put = (
      read === 0
        ? cartEntity.put(next).where((attr, op) => `${op.notExists(attr.version)} OR ${op.lte(attr.expires_at, nowSeconds())}`)
        : cartEntity.put(next).where((attr, op) => op.eq(attr.version, read))
    ).params();
    const remove = cartEntity
      .delete({ cart_id: merged.cart_id })
      .where((attr, op) => op.eq(attr.version, merged.version))
      .params();
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: [{ Put: put as Put }, { Delete: remove as Delete }] }));
    } catch (error) {
      if (error instanceof TransactionCanceledException || (error as { name?: string }).name === 'TransactionConflictException') {
        throw new StaleCartError(next.cart_id);
      }
      throw error;
    }
  },
};

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { keys } from './keys.js';
import type { AnyEntity, TransactItem } from './repository.js';

/**
 * Which records of one kind (the referrer, e.g. purchase orders) name a record of another (the target,
 * e.g. a supplier): one raw item per target holding a number set of referrer ids, changed in the same
 * transaction as the referrer that starts or stops naming it. Set ADD/DELETE are idempotent, so two
 * racing writers cannot make it drift (a counter could). The target's delete is conditional on the set
 * being empty (`release`) and the referrer's write is conditional on the target existing (`exists`), so
 * "delete a record still in use" cannot slip between a check and a write.
 *
 * The target's domain owns the instance and hands its items to the referrer's domain through its facade;
 * neither reads the other's records (docs/architecture.md, "Domains keep to themselves").
 */
export class References<K extends number | string = number> {
  /** The set attribute: the referrer's name in plural (`pos`, `customers`). */
  private readonly attribute: string;

  constructor(
    private readonly entity: AnyEntity,
    private readonly referrer: string,
    /**
     * Referrers that name the target by a unique value instead of its id (a menu names a page by its
     * url): the set is keyed by that value, `K` is a string, and a referrer's write does not check
     * that a target exists (the value may name a record created later). Default: by id.
     */
    private readonly byValue?: { field: string },
  ) {
    this.attribute = `${referrer}s`;
  }

  /** The target's entity name, read when first needed (entities are built on first use: model.ts `lazy`). */
  private get target(): string {
    return this.entity.schema.model.entity;
  }

  private key(target: K) {
    return this.byValue
      ? keys.referencesByValue(this.target, this.byValue.field, String(target), this.referrer)
      : keys.references(this.target, target as number, this.referrer);
  }

  /** The referrers now name the target. */
  add(targetId: K, referrerIds: readonly number[]): TransactItem {
    return {
      Update: {
        TableName: TABLE_NAME,
        Key: this.key(targetId),
        UpdateExpression: 'ADD #ids :ids',
        ExpressionAttributeNames: { '#ids': this.attribute },
        ExpressionAttributeValues: { ':ids': new Set(referrerIds) },
      },
    };
  }

  /** The referrers no longer name the target. */
  drop(targetId: K, referrerIds: readonly number[]): TransactItem {
    return {
      Update: {
        TableName: TABLE_NAME,
        Key: this.key(targetId),
        UpdateExpression: 'DELETE #ids :ids',
        ExpressionAttributeNames: { '#ids': this.attribute },
        ExpressionAttributeValues: { ':ids': new Set(referrerIds) },
      },
    };
  }

  /** Fails the transaction if the target was deleted after it was read (targets named by id). */
  exists(targetId: number): TransactItem {
    const { Key } = this.entity.get({ id: targetId }).params() as { Key: Record<string, unknown> };
    return { ConditionCheck: { TableName: TABLE_NAME, Key, ConditionExpression: 'attribute_exists(pk)' } };
  }

  /**
   * Items moving one referrer from `before` to `after` (either may be none): the new target must
   * exist (first item, for the caller's conflict mapping) and the sets follow. Nothing when unchanged.
   */
  move(referrerId: number, before: K | null | undefined, after: K | null | undefined): TransactItem[] {
    if (this.same(before, after)) return [];
    const check = (target: K) => (this.byValue ? [] : [this.exists(target as number)]);
    return [...(after ? [...check(after), this.add(after, [referrerId])] : []), ...(before ? [this.drop(before, [referrerId])] : [])];
  }

  /** Whether two targets are one (values are compared as their keys fold them). */
  private same(a: K | null | undefined, b: K | null | undefined): boolean {
    if (!a || !b) return !a && !b;
    return this.key(a).pk === this.key(b).pk;
  }

  /** One `drop` per target for many referrers leaving (a batch delete): a transaction touches an item once. */
  dropAll(referrers: readonly { id: number; target: K | null | undefined }[]): TransactItem[] {
    const byTarget = new Map<string, { target: K; ids: number[] }>();
    for (const { id, target } of referrers) {
      if (!target) continue;
      const { pk } = this.key(target);
      byTarget.set(pk, { target, ids: [...(byTarget.get(pk)?.ids ?? []), id] });
    }
    return [...byTarget.values()].map(({ target, ids }) => this.drop(target, ids));
  }

  /** Removes the item with the target; fails the transaction if a referrer names the target meanwhile. */
  release(targetId: K): TransactItem {
    return {
      Delete: {
        TableName: TABLE_NAME,
        Key: this.key(targetId),
        // DynamoDB removes a set attribute when its last element is deleted.
        ConditionExpression: 'attribute_not_exists(#ids)',
        ExpressionAttributeNames: { '#ids': this.attribute },
      },
    };
  }

  /** Fails the transaction if a referrer names the target (the target keeps its item): a change that would strand them. */
  unused(targetId: K): TransactItem {
    return {
      ConditionCheck: {
        TableName: TABLE_NAME,
        Key: this.key(targetId),
        ConditionExpression: 'attribute_not_exists(#ids)',
        ExpressionAttributeNames: { '#ids': this.attribute },
      },
    };
  }

  /** The referrer ids naming the target, ascending (a strongly consistent read). */
  async ids(targetId: K): Promise<number[]> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: this.key(targetId), ConsistentRead: true }));
    const ids = Item?.[this.attribute] as Set<number> | undefined;
    return ids ? [...ids].sort((a, b) => a - b) : [];
  }

  /** Adds referrers outside a transaction (idempotent): bringing the sets of data written before them up to date. */
  async backfill(targetId: K, referrerIds: readonly number[]): Promise<void> {
    if (!referrerIds.length) return;
    const { Update } = this.add(targetId, referrerIds);
    await documentClient.send(new UpdateCommand(Update!));
  }
}

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
export class References {
  /** The set attribute: the referrer's name in plural (`pos`, `customers`). */
  private readonly attribute: string;

  constructor(
    private readonly entity: AnyEntity,
    private readonly referrer: string,
  ) {
    this.attribute = `${referrer}s`;
  }

  /** The target's entity name, read when first needed (entities are built on first use: model.ts `lazy`). */
  private get target(): string {
    return this.entity.schema.model.entity;
  }

  private key(targetId: number) {
    return keys.references(this.target, targetId, this.referrer);
  }

  /** The referrers now name the target. */
  add(targetId: number, referrerIds: readonly number[]): TransactItem {
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
  drop(targetId: number, referrerIds: readonly number[]): TransactItem {
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

  /** Fails the transaction if the target was deleted after it was read. */
  exists(targetId: number): TransactItem {
    const { Key } = this.entity.get({ id: targetId }).params() as { Key: Record<string, unknown> };
    return { ConditionCheck: { TableName: TABLE_NAME, Key, ConditionExpression: 'attribute_exists(pk)' } };
  }

  /**
   * Items moving one referrer from `before` to `after` (either may be none): the new target must
   * exist (first item, for the caller's conflict mapping) and the sets follow. Nothing when unchanged.
   */
  move(referrerId: number, before: number | null | undefined, after: number | null | undefined): TransactItem[] {
    if ((before ?? null) === (after ?? null)) return [];
    return [...(after ? [this.exists(after), this.add(after, [referrerId])] : []), ...(before ? [this.drop(before, [referrerId])] : [])];
  }

  /** One `drop` per target for many referrers leaving (a batch delete): a transaction touches an item once. */
  dropAll(referrers: readonly { id: number; target: number | null | undefined }[]): TransactItem[] {
    const byTarget = new Map<number, number[]>();
    for (const { id, target } of referrers) if (target) byTarget.set(target, [...(byTarget.get(target) ?? []), id]);
    return [...byTarget].map(([target, ids]) => this.drop(target, ids));
  }

  /** Removes the item with the target; fails the transaction if a referrer names the target meanwhile. */
  release(targetId: number): TransactItem {
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
  unused(targetId: number): TransactItem {
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
  async ids(targetId: number): Promise<number[]> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: this.key(targetId), ConsistentRead: true }));
    const ids = Item?.[this.attribute] as Set<number> | undefined;
    return ids ? [...ids].sort((a, b) => a - b) : [];
  }

  /** Adds referrers outside a transaction (idempotent): bringing the sets of data written before them up to date. */
  async backfill(targetId: number, referrerIds: readonly number[]): Promise<void> {
    if (!referrerIds.length) return;
    const { Update } = this.add(targetId, referrerIds);
    await documentClient.send(new UpdateCommand(Update!));
  }
}

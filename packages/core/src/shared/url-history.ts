import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME, type TransactItem } from './dynamo.js';
import { MovedError } from './errors.js';
import { keys } from './keys.js';

/**
 * Renamed storefront urls keep leading to their record (decision 0040).
 *
 * A record's url is claimed by its unique guard item, `unique#<kind>#url#<url>` / `unique`
 * (shared/repository.ts). When an update moves the record to another url, the old url's guard is not
 * deleted but put back as a *moved marker*: no `owner`, and `moved_id` naming the record, in the
 * rename's own transaction. One item per (kind, url) therefore says whether the url is held (`owner`),
 * was renamed away (`moved_id`) or is free (absent), and cannot say two of these at once:
 * - a create or rename claiming the url replaces the item, marker included, in its own transaction
 *   (the claim's condition is `attribute_not_exists(owner)`), so a marker never shadows a live record;
 * - the marker names the record by id, so a chain A → B → C resolves to the record's current url, and
 *   a deleted record leaves its old urls a plain 404 (ids are never reused);
 * - the storefront's miss path reads the url's guard anyway (products, pages) or reads it once more
 *   (articles, blog categories, categories): the redirect costs no extra write and at most one GetItem.
 */

/** What a url's guard item says: held by a record, renamed away from one, or free. */
export type UrlState = { owner: number } | { moved: number } | undefined;

/** A storefront answer for a url a shown record was renamed away from: that record's url now. */
export class MovedUrl {
  constructor(readonly url: string) {}
}

const MOVED = 'moved_id';

export const UrlHistory = {
  /** The state of a guard item as read (absent: free). */
  state(item: Record<string, unknown> | undefined): UrlState {
    if (typeof item?.owner === 'number') return { owner: item.owner };
    if (typeof item?.[MOVED] === 'number') return { moved: item[MOVED] };
    return undefined;
  },

  /** One GetItem: the state of a kind's url (`kind` is the store's name, as in its guard items). */
  async read(kind: string, url: string, field = 'url'): Promise<UrlState> {
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.unique(kind, field, url) }));
    return UrlHistory.state(Item);
  },

  /** The id of the record this url was renamed away from, if it was (one GetItem). */
  async movedFrom(kind: string, url: string): Promise<number | undefined> {
    const state = await UrlHistory.read(kind, url);
    return state && 'moved' in state ? state.moved : undefined;
  },

  /**
   * The Put that keeps a value a record leaves as a marker naming the record (in place of the guard's
   * Delete, in the same transaction). Unconditional, like that Delete: the record's own Put is
   * conditional on the version read, so the value is still the record's when this commits.
   */
  movedItem(kind: string, field: string, value: string, id: number): TransactItem {
    return { Put: { TableName: TABLE_NAME, Item: { ...keys.unique(kind, field, value), field, [MOVED]: id } } };
  },

  /** The answer for a renamed url: the record's url when the storefront shows it, else a plain miss. */
  moved(record: { url: string } | undefined, shown: boolean): MovedUrl | null {
    return record && shown ? new MovedUrl(record.url) : null;
  },

  /** Unwraps a (cached) storefront answer: the record, undefined for a plain 404, or `MovedError`. */
  answer<T>(found: T | MovedUrl | null | undefined): T | undefined {
    if (found instanceof MovedUrl) throw new MovedError(found.url);
    return found ?? undefined;
  },
};

import { BlogLinks } from '../blog/menu-links.js';
import { Categories } from '../catalog/categories.js';
import { TABLE_NAME } from '../shared/dynamo.js';
import { ConflictError, ValidationError } from '../shared/errors.js';
import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import type { TransactItem } from '../shared/repository.js';
import { menuEntity, type MenuRecord } from './menu.entity.js';
import { menuUrl, type MenuType, type OrderedSibling } from './menu.schema.js';
import { menuStore } from './menu.store.js';
import { categoryProducts, titleOf } from './menu-views.js';
import { pageLinks } from './page.store.js';

/*
 * What a menu write checks and the items it writes with the menu, in its one transaction
 * (content/menu-writes.ts): the catalogue's categories, the pages' and blog items' links, the
 * ancestors' checks and the renumbered siblings.
 */

/** A category still holding products cannot be deleted (the products would point at nothing). */
export async function assertNoProducts(records: readonly MenuRecord[]): Promise<void> {
  for (const record of records) {
    const products = await categoryProducts(record);
    if (products.length) {
      throw ValidationError.field(
        'ids',
        `${titleOf(record, DEFAULT_LANGUAGE)} still holds ${products.length} product(s); move them first.`,
      );
    }
  }
}

/**
 * The catalogue keeps the ids of the category menus (`Categories`, what products may be filed
 * under): a write that makes a menu a category, or stops it being one, changes that set in the same
 * transaction. It also keeps each category's url, so a product write names the category pages it
 * changes (decision 0043).
 */
export function categoryItems(
  before: Pick<MenuRecord, 'id' | 'type' | 'url'> | undefined,
  after: Pick<MenuRecord, 'id' | 'type' | 'url'> | undefined,
): TransactItem[] {
  const was = before?.type === 'category';
  const is = after?.type === 'category';
  const named = is && (!was || before!.url !== after!.url) ? [Categories.named(after!.id, after!.url)] : [];
  if (was === is) return named;
  // A category stops being one only while no product is filed under it (`assertNoProducts` before
  // the write; `Product.unfileFromDeleted` after it, for a product filed in between).
  return is ? [Categories.added([after!.id]), ...named] : [Categories.removed([before!.id]), Categories.released(before!.id)];
}

/**
 * A menu of type `page` names its page by url (`/{url}`): a write that starts or stops naming a url
 * moves the menu between the urls' link sets in the same transaction, so the page it links to cannot
 * be deleted or moved away meanwhile (`pageLinks`, decision 0033). The page need not exist yet.
 */
export const pageUrl = (menu: Pick<MenuRecord, 'type' | 'url'> | undefined) => (menu?.type === 'page' ? menu.url : undefined);

export function pageLinkItems(
  id: number,
  before: Pick<MenuRecord, 'type' | 'url'> | undefined,
  after: Pick<MenuRecord, 'type' | 'url'> | undefined,
) {
  return pageLinks.move(id, pageUrl(before), pageUrl(after));
}

/**
 * The blog item a `blog_article` or `blog_category` menu links to, by its url (decision 0034): the url
 * must name one (422 beside `url` otherwise), and the menu stores the item's id and its spelling of the
 * url. A menu saved before the blog existed keeps its url while neither its type nor its url changes.
 */
export async function linkTarget(
  type: MenuType,
  url: string,
  current?: Pick<MenuRecord, 'type' | 'url' | 'target_id'>,
): Promise<{ url: string; target_id: number | null }> {
  if (!BlogLinks.isLinkType(type)) return { url, target_id: null };
  const unchanged = current !== undefined && current.type === type && current.url === url;
  if (unchanged && current.target_id) return { url, target_id: current.target_id };
  const found = await BlogLinks.find(type, url);
  if (found) return { url: found.url, target_id: found.id };
  if (unchanged) return { url, target_id: null };
  throw ValidationError.field('url', type === 'blog_article' ? 'No blog article has this url.' : 'No blog category has this url.');
}

/** Items recording that a menu links to another blog item, or to none (decision 0034). */
export function linkItems(
  before: Pick<MenuRecord, 'id' | 'type' | 'target_id'> | undefined,
  after: Pick<MenuRecord, 'id' | 'type' | 'target_id' | 'url'> | undefined,
): TransactItem[] {
  if (before && after && before.type === after.type && (before.target_id ?? null) === (after.target_id ?? null)) return [];
  return [
    ...(after?.target_id && BlogLinks.isLinkType(after.type) ? BlogLinks.link(after.type, after.target_id, after.url, after.id) : []),
    ...(before?.target_id && BlogLinks.isLinkType(before.type) ? [BlogLinks.unlink(before.type, before.target_id, [before.id])] : []),
  ];
}

/** The links of many deleted menus, one item per blog item (a transaction touches an item once). */
export function unlinkAll(records: readonly MenuRecord[]): TransactItem[] {
  const byTarget = new Map<string, { type: 'blog_article' | 'blog_category'; id: number; menus: number[] }>();
  for (const record of records) {
    if (!record.target_id || !BlogLinks.isLinkType(record.type)) continue;
    const key = `${record.type}#${record.target_id}`;
    const entry = byTarget.get(key) ?? { type: record.type, id: record.target_id, menus: [] };
    entry.menus.push(record.id);
    byTarget.set(key, entry);
  }
  return [...byTarget.values()].map((t) => BlogLinks.unlink(t.type, t.id, t.menus));
}

/** A linked blog item was deleted or renamed between the lookup and the write. */
const linkGone = () => ValidationError.field('url', 'The linked item was just changed or deleted; choose it again.');

/**
 * Explains a failed condition among a menu write's other items: the first is the linked blog item's
 * check when the write links one (`linking`), else a related record changed.
 */
export const linkConflict = (linking: boolean) => (index: number) =>
  linking && index === 0 ? linkGone() : new ConflictError('The related record was changed, please try again.');

export function checkedUrl(type: MenuType, url: string | null | undefined): string {
  const result = menuUrl(type, url);
  if ('error' in result) throw ValidationError.field('url', result.error);
  return result.url;
}

/**
 * Condition checks that the new ancestors are still there and unchanged when the write commits, so
 * a concurrent move of an ancestor cannot close a cycle and a deleted parent cannot adopt a child.
 */
export function chainChecks(chain: readonly MenuRecord[]): TransactItem[] {
  return chain.map((record) => {
    const { Key } = menuEntity.get({ id: record.id }).params() as { Key: Record<string, unknown> };
    return {
      ConditionCheck: {
        TableName: TABLE_NAME,
        Key,
        ConditionExpression: 'updated_at = :seen',
        ExpressionAttributeValues: { ':seen': record.updated_at },
      },
    };
  });
}

/** Puts of renumbered siblings, each guarded on the version that was read. */
export function renumberItems(siblings: readonly MenuRecord[], changes: readonly OrderedSibling[]): TransactItem[] {
  const byId = new Map(siblings.map((s) => [s.id, s]));
  return changes.flatMap((change) => {
    const sibling = byId.get(change.id);
    return sibling ? menuStore.patchItems([sibling], { order: change.order }) : [];
  });
}

import { TABLE_NAME } from '../shared/dynamo.js';
import type { AnyEntity, TransactItem } from '../shared/repository.js';
import type { References } from '../shared/references.js';
import { articleEntity } from './article.entity.js';
import { blogCategoryEntity } from './blog-category.entity.js';
import { articleMenus, articleStore, blogCategoryStore, categoryMenus } from './blog.store.js';

/** The menu types that link to a blog item (spec section 4). */
export type BlogLinkType = 'blog_article' | 'blog_category';

const TARGETS = {
  blog_article: { store: articleStore, entity: articleEntity as AnyEntity, menus: articleMenus },
  blog_category: { store: blogCategoryStore, entity: blogCategoryEntity as AnyEntity, menus: categoryMenus },
} satisfies Record<BlogLinkType, { store: { findByUnique(f: string, v: string): Promise<unknown> }; entity: AnyEntity; menus: References }>;

/**
 * What the content domain needs to link menus to blog items (decision 0034): which item a url names,
 * and the transaction items that record the link in the item's own set of menu ids, so deleting a
 * linked item, or changing its url, is refused — atomically, whatever races.
 */
export const BlogLinks = {
  isLinkType: (type: string): type is BlogLinkType => type === 'blog_article' || type === 'blog_category',

  /** The article or category with this url (compared folded): its id and its own spelling of the url. */
  async find(type: BlogLinkType, url: string): Promise<{ id: number; url: string } | undefined> {
    const record = (await TARGETS[type].store.findByUnique('url', url)) as { id: number; url: string } | undefined;
    return record ? { id: record.id, url: record.url } : undefined;
  },

  /**
   * Items linking menu `menuId` to the item: a check that the item still exists with this url (first,
   * for the caller's conflict mapping), then the menu joins the item's set.
   */
  link(type: BlogLinkType, targetId: number, url: string, menuId: number): TransactItem[] {
    const { entity, menus } = TARGETS[type];
    const { Key } = entity.get({ id: targetId }).params() as { Key: Record<string, unknown> };
    return [
      {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key,
          ConditionExpression: 'attribute_exists(pk) AND #url = :url',
          ExpressionAttributeNames: { '#url': 'url' },
          ExpressionAttributeValues: { ':url': url },
        },
      },
      menus.add(targetId, [menuId]),
    ];
  },

  /** The item no longer has these menus linking to it. */
  unlink(type: BlogLinkType, targetId: number, menuIds: readonly number[]): TransactItem {
    return TARGETS[type].menus.drop(targetId, menuIds);
  },
};

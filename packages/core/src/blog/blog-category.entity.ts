import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { blogCategoryFields } from './blog-category.schema.js';

/**
 * Blog categories. Listed like brands (gsi1–3, search entries); `visibled` is filter slot 1, so the
 * storefront reads the visible ones from their own partition (a small, staff-curated set).
 */
export const blogCategoryEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'blog_category', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...blogCategoryFields.attributes,
        },
        indexes: ownPartitions('blog_category', {
          ...baseIndexes,
          ...filterIndexes(1, 'visibled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type BlogCategoryRecord = EntityItem<typeof blogCategoryEntity>;

import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { menuFields } from './menu.schema.js';

/** Stored `parent_id` of a top-level menu, so top-level menus have a partition on `byParent` too. */
export const TOP_LEVEL = 0;

/**
 * Menus (storefront navigation; `category` menus are the product categories). `byParent` lists the
 * children of a menu — or the top-level menus under parent 0 — for ordering, delete guards and moves.
 */
export const menuEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'menu', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          /** The parent menu's id, or `TOP_LEVEL` (0); the API shows 0 as null. */
          parent_id: { type: 'number', required: true },
          url: { type: 'string', required: true },
          order: { type: 'number', required: true },
          /** The blog article or category a `blog_article` / `blog_category` menu links to (decision 0034). */
          target_id: { type: 'number' },
          ...menuFields.attributes,
        },
        indexes: ownPartitions('menu', {
          ...baseIndexes,
          byParent: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['parent_id'] },
            sk: { field: 'gsi4sk', composite: ['id'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type MenuRecord = EntityItem<typeof menuEntity>;

import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';
import type { MenuType } from './menu.schema.js';

/** Stored `parent_id` of a top-level menu, so top-level menus have a partition on `byParent` too. */
export const TOP_LEVEL = 0;

export interface MenuRecord extends BaseRecord {
  translations: Translations;
  /** The parent menu's id, or `TOP_LEVEL` (0); the API shows 0 as null. */
  parent_id: number;
  type: MenuType;
  url: string;
  order: number;
  enabled: boolean;
  open_in_current_tab: boolean;
  display_in_mobile: boolean;
  display_in_desktop: boolean;
  image?: string | null;
}

/**
 * Menus (storefront navigation; `category` menus are the product categories). `byParent` lists the
 * children of a menu — or the top-level menus under parent 0 — for ordering, delete guards and moves.
 */
export const menuEntity = () =>
  new Entity(
    {
      model: { entity: 'menu', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        translations: { type: 'any', required: true },
        parent_id: { type: 'number', required: true },
        type: { type: 'string', required: true },
        url: { type: 'string', required: true },
        order: { type: 'number', required: true },
        enabled: { type: 'boolean', required: true },
        open_in_current_tab: { type: 'boolean', required: true },
        display_in_mobile: { type: 'boolean', required: true },
        display_in_desktop: { type: 'boolean', required: true },
        image: { type: 'string' },
      },
      indexes: {
        ...baseIndexes,
        byParent: {
          index: 'gsi4',
          pk: { field: 'gsi4pk', composite: ['parent_id'] },
          sk: { field: 'gsi4sk', composite: ['id'] },
        },
      },
    },
    { client: documentClient(), table: tableName() },
  );

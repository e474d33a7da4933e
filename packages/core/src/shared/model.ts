import type { Attribute } from 'electrodb';

/**
 * Attributes and indexes every listable record shares. Lists are served from three GSIs whose
 * partition is the entity itself, so a page is a Query, never a Scan:
 *   gsi1: list by id, gsi2: list by updated_at, gsi3: list by a lowercase name.
 * `search_tokens` lists the record's search entries (shared/search-index.ts), so a save changes only
 * the entries that changed.
 */
export const baseAttributes = {
  id: { type: 'number', required: true, readOnly: true, padding: { length: 12, char: '0' } },
  created_at: { type: 'string', required: true, readOnly: true },
  updated_at: { type: 'string', required: true },
  sort_name: { type: 'string', required: true },
  search_tokens: { type: 'list', items: { type: 'string' } },
} as const satisfies Record<string, Attribute>;

export const baseIndexes = {
  byId: {
    pk: { field: 'pk', composite: ['id'] },
    sk: { field: 'sk', composite: [] },
  },
  listById: {
    index: 'gsi1',
    pk: { field: 'gsi1pk', composite: [] },
    sk: { field: 'gsi1sk', composite: ['id'] },
  },
  listByUpdated: {
    index: 'gsi2',
    pk: { field: 'gsi2pk', composite: [] },
    sk: { field: 'gsi2sk', composite: ['updated_at', 'id'] },
  },
  listByName: {
    index: 'gsi3',
    pk: { field: 'gsi3pk', composite: [] },
    sk: { field: 'gsi3sk', composite: ['sort_name', 'id'] },
  },
} as const;

/** The base attributes as every listable record's item type (`EntityItem`) has them. */
export interface BaseItem {
  id: number;
  created_at: string;
  updated_at: string;
  sort_name: string;
  search_tokens?: string[] | undefined;
}

/** The ElectroDB service name every entity's model carries (core/src/entities.ts joins them). */
export const SERVICE = 'shop';

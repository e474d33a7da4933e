import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { pageFields } from './page.schema.js';

/** Static pages. The storefront finds one by its url guard (`unique#page#url#…`), never by a list. */
export const pageEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'page', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...pageFields.attributes,
        },
        // The enabled filter reads its own partition (decision 0019); the sitemap reads `enabled = true`.
        indexes: ownPartitions('page', {
          ...baseIndexes,
          ...filterIndexes(1, 'enabled'),
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type PageRecord = EntityItem<typeof pageEntity>;

import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { articleFields } from './article.schema.js';

/**
 * Articles. Listed like brands (gsi1–3, search entries); `visibled` is filter slot 1; `byUrl` (gsi4)
 * finds the article a storefront url names in one Query of its full item (GSIs project ALL), where the
 * unique guard would take two reads. A category's visible articles are not on an index of the
 * article: they are listing items of their own (`blog#category#<id>`, blog.store.ts).
 */
export const articleEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'article', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...articleFields.attributes,
          /** Blog category ids. */
          categories: { type: 'list', items: { type: 'number' }, required: true },
          /** Related product ids, in the order staff chose them. */
          products: { type: 'list', items: { type: 'number' }, required: true },
        },
        indexes: ownPartitions('article', {
          ...baseIndexes,
          ...filterIndexes(1, 'visibled'),
          byUrl: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['url'] },
            sk: { field: 'gsi4sk', composite: [] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type ArticleRecord = EntityItem<typeof articleEntity>;

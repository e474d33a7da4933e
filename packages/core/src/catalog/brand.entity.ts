import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';
import type { Translations } from '../shared/i18n.js';

export interface BrandRecord extends BaseRecord {
  translations: Translations;
  url: string;
  enabled: boolean;
  image?: string | null;
}

export const brandEntity = () =>
  new Entity(
    {
      model: { entity: 'brand', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        translations: { type: 'any', required: true },
        url: { type: 'string', required: true },
        enabled: { type: 'boolean', required: true },
        image: { type: 'string' },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );

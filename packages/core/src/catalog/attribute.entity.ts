import { Entity } from 'electrodb';
import { documentClient, tableName } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, SERVICE, type BaseRecord } from '../shared/model.js';

/** A stock option (size, colour): a key and a label per language. */
export interface AttributeRecord extends BaseRecord {
  key: string;
  translations: Translations;
  position: number;
}

export const attributeEntity = () =>
  new Entity(
    {
      model: { entity: 'attribute', version: '1', service: SERVICE },
      attributes: {
        ...baseAttributes,
        key: { type: 'string', required: true },
        translations: { type: 'any', required: true },
        position: { type: 'number', required: true },
      },
      indexes: baseIndexes,
    },
    { client: documentClient(), table: tableName() },
  );

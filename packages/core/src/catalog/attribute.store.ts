import { Repository } from '../shared/repository.js';
import { attributeEntity, type AttributeRecord } from './attribute.entity.js';

export const attributeStore = new Repository<AttributeRecord>({
  name: 'attribute',
  entity: attributeEntity,
  unique: [{ field: 'key', value: (a) => a.key }],
  sortName: (a) => a.key,
  searchTexts: (a) => [a.key, ...Object.values(a.translations).map((t) => t.label)],
});

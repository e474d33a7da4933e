import { Repository } from '../shared/repository.js';
import { tagEntity, type TagRecord } from './tag.entity.js';

/** Tags: the name is unique (case-insensitive) and is how the URL names one; searched by name or description. */
export const tagStore = new Repository<TagRecord>({
  name: 'tag',
  entity: tagEntity,
  unique: [{ field: 'name', value: (t) => t.name }],
  sortName: (t) => t.name.toLowerCase(),
  searchTexts: (t) => [t.name, t.description],
});

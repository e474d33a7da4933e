import { References } from '../shared/references.js';
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

/**
 * Which customers carry each tag: one item per tag name holding their ids (a number set), changed in
 * each customer write's own transaction (decision 0060). Its size is the tag's customer count, and
 * it is what the customer list's tag filter pages through.
 */
export const carriers = new References<string>(tagEntity, 'customer', { field: 'name' });

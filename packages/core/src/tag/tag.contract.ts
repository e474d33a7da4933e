import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { TagInfo, TagInput, TagUpdateInput } from './tag.schema.js';

/** Tags' HTTP contract (`/api/admin/tag`); one tag is also read, edited and deleted by its name. */
export const TagContract = contract({
  group: permissionGroup('tag'),
  path: 'tag',
  input: TagInput,
  update: TagUpdateInput,
  info: TagInfo,
});

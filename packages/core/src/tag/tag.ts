import { crudFacade } from '../shared/crud.js';
import { NotFoundError } from '../shared/errors.js';
import type { TagRecord } from './tag.entity.js';
import { tagFields, type TagInfo, type TagInput, type TagUpdateInput } from './tag.schema.js';
import { tagStore } from './tag.store.js';

function toInfo(record: TagRecord): TagInfo {
  return { id: record.id, ...tagFields.present(record), created_at: record.created_at, updated_at: record.updated_at };
}

const crud = crudFacade<TagRecord, TagInput | TagUpdateInput, TagInfo>({
  store: tagStore,
  toInfo,
  // An update has no name: the stored one is kept (names never change, decision 0060).
  toRecord: (input, _language, current) => ({
    name: 'name' in input ? input.name : current!.name,
    description: input.description ?? null,
    color: input.color ?? null,
  }),
});

/** Tags (`/admin/tag`): the plain operations, and a tag found by its name. */
export const Tag = {
  ...crud,

  /** The id of the tag with this name (case-insensitive): one GetItem of its unique guard. */
  async idOf(name: string): Promise<number> {
    const id = (await tagStore.findIdsByUnique('name', [name])).get(name);
    if (id === undefined) throw new NotFoundError();
    return id;
  },

  /** Which of these names no tag has (one BatchGet per 100 names). */
  async missing(names: readonly string[]): Promise<string[]> {
    if (!names.length) return [];
    const found = await tagStore.findIdsByUnique('name', names);
    return names.filter((n) => !found.has(n));
  },
};

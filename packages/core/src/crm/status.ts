import { crudFacade } from '../shared/crud.js';
import type { StatusRecord } from './status.entity.js';
import { isEbookTrigger, statusFields, type StatusInfo, type StatusInput } from './status.schema.js';
import { statusStore } from './status.store.js';
import { Ebooks } from './ebook.js';

function toInfo(record: StatusRecord, language: string): StatusInfo {
  return {
    id: record.id,
    ...statusFields.present(record, language),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Only an e-book trigger keeps a file and a button name (spec §4: other triggers hide and clear them). */
function cleared(input: StatusInput): StatusInput {
  return isEbookTrigger(input.trigger) ? input : { ...input, file: null, button_name: null };
}

/** Lead statuses (`/admin/status`). */
export const Status = {
  ...crudFacade({
    store: statusStore,
    toInfo,
    toRecord: (input: StatusInput, language, current) => {
      const kept = cleared(input);
      return { translations: statusFields.translations(kept, language, current?.translations), ...statusFields.stored(kept) };
    },
    // A new e-book must be one the private upload stored (a file kept from before is not read again).
    check: async (input, current) => {
      if (isEbookTrigger(input.trigger) && input.file && input.file !== current?.file) await Ebooks.requireStored(input.file);
    },
  }),

  /** The status as its trigger sees it, or undefined when it is gone. */
  async find(id: number): Promise<StatusRecord | undefined> {
    return statusStore.find(id);
  },

  /** The statuses among these ids that exist (one BatchGet). */
  async findMany(ids: readonly number[]): Promise<StatusRecord[]> {
    return ids.length ? statusStore.getMany(ids) : [];
  },

  toInfo,
};

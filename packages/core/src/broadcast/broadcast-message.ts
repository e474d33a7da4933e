import { crudFacade } from '../shared/crud.js';
import type { BroadcastMessageRecord } from './broadcast-message.entity.js';
import {
  broadcastMessageFields,
  placeholdersOf,
  type BroadcastMessageInfo,
  type BroadcastMessageInput,
} from './broadcast-message.schema.js';
import { broadcastMessageStore } from './broadcast-message.store.js';

function toInfo(record: BroadcastMessageRecord): BroadcastMessageInfo {
  return {
    id: record.id,
    ...broadcastMessageFields.present(record),
    placeholders: placeholdersOf(record.subject, record.body),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** Broadcast message templates (`/admin/broadcast-message`): plain CRUD, enabled set in batches. */
export const BroadcastMessage = crudFacade({
  store: broadcastMessageStore,
  toInfo,
  toRecord: (input: BroadcastMessageInput) => broadcastMessageFields.stored(input),
  batchFields: ['enabled'],
});

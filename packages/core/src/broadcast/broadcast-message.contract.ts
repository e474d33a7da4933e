import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { BroadcastMessageFilters, BroadcastMessageInfo, BroadcastMessageInput } from './broadcast-message.schema.js';

/** Broadcast message templates' HTTP contract (`/api/admin/broadcast-message`). */
export const BroadcastMessageContract = contract({
  group: permissionGroup('broadcast_message'),
  path: 'broadcast-message',
  input: BroadcastMessageInput,
  info: BroadcastMessageInfo,
  filters: BroadcastMessageFilters,
});

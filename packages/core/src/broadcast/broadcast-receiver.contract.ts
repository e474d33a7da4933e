import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { BroadcastReceiverInfo, BroadcastReceiverInput, BroadcastReceiverUpdateInput } from './broadcast-receiver.schema.js';

/** Audiences' HTTP contract (`/api/admin/broadcast-receiver`); one is also read, edited and deleted by its name. */
export const BroadcastReceiverContract = contract({
  group: permissionGroup('broadcast_receiver'),
  path: 'broadcast-receiver',
  input: BroadcastReceiverInput,
  update: BroadcastReceiverUpdateInput,
  info: BroadcastReceiverInfo,
});

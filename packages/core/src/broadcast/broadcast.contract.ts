import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { BroadcastFilters, BroadcastInfo, BroadcastInput } from './broadcast.schema.js';

/** Broadcasts: `/api/admin/broadcast`; sending, pausing and resuming are their own routes. */
export const BroadcastContract = contract({
  group: permissionGroup('broadcast'),
  path: 'broadcast',
  input: BroadcastInput,
  info: BroadcastInfo,
  filters: BroadcastFilters,
});

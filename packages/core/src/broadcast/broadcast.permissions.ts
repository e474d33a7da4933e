import type { PermissionGroup } from '../shared/permission-group.js';

/** Marketing broadcasts: message templates per channel and the named audiences they go to. */
export const PERMISSION_GROUPS = [
  { key: 'broadcast_message', singular: 'broadcast_message', plural: 'broadcast_messages' },
  { key: 'broadcast_receiver', singular: 'broadcast_receiver', plural: 'broadcast_receivers', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];

import type { PermissionGroup } from '../shared/permission-group.js';

/** Marketing broadcasts: the sends, message templates per channel and the named audiences they go to. */
export const PERMISSION_GROUPS = [
  // Sending, pausing and resuming a broadcast is `update broadcast`.
  { key: 'broadcast', singular: 'broadcast', plural: 'broadcasts', list: ['get', 'batch_destroy'] },
  { key: 'broadcast_message', singular: 'broadcast_message', plural: 'broadcast_messages' },
  { key: 'broadcast_receiver', singular: 'broadcast_receiver', plural: 'broadcast_receivers', list: ['get', 'batch_destroy'] },
] as const satisfies readonly PermissionGroup[];

import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { StatusInfo, StatusInput } from './status.schema.js';

/** Lead statuses' HTTP contract (`/api/admin/status`, spec §7). */
export const StatusContract = contract({
  group: permissionGroup('status'),
  path: 'status',
  input: StatusInput,
  info: StatusInfo,
});

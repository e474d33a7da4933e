import { contract } from '../shared/contract.js';
import { GroupInfo, GroupInput } from './group.schema.js';
import { permissionGroup } from './permissions.js';

/** The group resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const GroupContract = contract({ group: permissionGroup('group'), path: 'group', input: GroupInput, info: GroupInfo });

import { contract } from '../shared/contract.js';
import { permissionGroup } from './permissions.js';
import { RoleInfo, RoleInput } from './role.schema.js';

/** The role resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const RoleContract = contract({ group: permissionGroup('role'), path: 'role', input: RoleInput, info: RoleInfo });

import { contract } from '../shared/contract.js';
import { booleanish, idNumber } from '../shared/validation.js';
import { AdminCreateInput, AdminInfo, AdminUpdateInput } from './admin.schema.js';
import { permissionGroup } from './permissions.js';
import { z } from 'zod';

/** The admin resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const AccountContract = contract({
  group: permissionGroup('account'),
  path: 'account',
  input: AdminCreateInput,
  update: AdminUpdateInput,
  info: AdminInfo,
  filters: z.object({
    enabled: booleanish().optional(),
    role_id: idNumber().optional(),
    // The admins who take part in sales (groups, parents, transfers): a combobox asks the server for them.
    commission_enabled: booleanish().optional(),
  }),
});

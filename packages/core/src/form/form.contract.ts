import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { FormInfo, FormInput, FormRow } from './form.schema.js';

/** Forms' HTTP contract (`/api/admin/form`, spec §7). */
export const FormContract = contract({
  group: permissionGroup('form'),
  path: 'form',
  input: FormInput,
  info: FormInfo,
  row: FormRow,
  filters: enabledFilter,
});

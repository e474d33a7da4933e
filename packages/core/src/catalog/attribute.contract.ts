import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { AttributeInfo, AttributeInput } from './attribute.schema.js';

/** The attribute resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const AttributeContract = contract({
  group: permissionGroup('attribute'),
  path: 'attribute',
  input: AttributeInput,
  info: AttributeInfo,
});

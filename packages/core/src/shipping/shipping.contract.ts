import { permissionGroup } from '../access/permissions.js';
import { contract, enabledFilter } from '../shared/contract.js';
import { ShippingInfo, ShippingInput } from './shipping.schema.js';

/**
 * The shipping methods' HTTP contract (`/api/admin/shipping`). Spec section 6: reading them is
 * `get shipping_setting(s)`, and creating one counts as `update configuration`.
 */
export const ShippingContract = contract({
  group: permissionGroup('shipping'),
  path: 'shipping',
  input: ShippingInput,
  info: ShippingInfo,
  filters: enabledFilter,
  permissions: { create: 'update configuration' },
});

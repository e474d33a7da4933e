import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { booleanish, idNumber } from '../shared/validation.js';
import { CustomerCreateInput, CustomerInfo, CustomerUpdateInput } from './customer.schema.js';
import { z } from 'zod';

/** The customer resource's HTTP contract: admin-only, so it lives apart from the schemas the storefront imports. */
export const CustomerContract = contract({
  group: permissionGroup('customer'),
  path: 'user',
  input: CustomerCreateInput,
  update: CustomerUpdateInput,
  info: CustomerInfo,
  filters: z.object({
    enabled: booleanish().optional(),
    admin_id: idNumber().optional(),
    status_id: idNumber().optional(),
    /** Customers carrying this tag (its name), paged from the tag's set of customers (decision 0060). */
    tag: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(50).optional()),
  }),
});

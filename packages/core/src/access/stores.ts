import { phoneDigits } from '../shared/search-index.js';
import { References } from '../shared/references.js';
import { Repository } from '../shared/repository.js';
import { adminEntity, type AdminRecord } from './admin.entity.js';
import { groupEntity, type GroupRecord } from './group.entity.js';
import { roleEntity, type RoleRecord } from './role.entity.js';

/** The access domain's stores: only access/ imports this file (eslint.config.js). */
export const roleStore = new Repository<RoleRecord>({
  name: 'role',
  entity: roleEntity,
  sortName: (r) => r.name,
  searchTexts: (r) => [r.name],
});

export const adminStore = new Repository<AdminRecord>({
  name: 'admin',
  entity: adminEntity,
  unique: [
    { field: 'email', value: (a) => a.email },
    { field: 'sales_code', value: (a) => a.sales_code },
  ],
  sortName: (a) => a.name,
  searchTexts: (a) => [a.name, a.email, a.sales_code, a.phone, phoneDigits(a.phone)],
  filters: ['enabled', 'role_id', 'group_id', 'commission_enabled'],
});

export const groupStore = new Repository<GroupRecord>({
  name: 'group',
  entity: groupEntity,
  unique: [{ field: 'name', value: (g) => g.name }],
  sortName: (g) => g.name,
  searchTexts: (g) => [g.name, g.description],
});

/**
 * The customers assigned to each admin (`customer.admin_id`), kept by the customer domain's writes
 * through `Admin.customers`: an admin is deleted only with an empty set.
 */
export const adminCustomers = new References(adminEntity, 'customer');

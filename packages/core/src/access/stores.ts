import { Repository } from '../shared/repository.js';
import { adminEntity, type AdminRecord } from './admin.entity.js';
import { groupEntity, type GroupRecord } from './group.entity.js';
import { roleEntity, type RoleRecord } from './role.entity.js';

/** Lazily built repositories of the access domain (built after the environment is read). */
let roles: Repository<RoleRecord> | undefined;
let admins: Repository<AdminRecord> | undefined;
let groups: Repository<GroupRecord> | undefined;

export const roleStore = () =>
  (roles ??= new Repository<RoleRecord>({
    name: 'role',
    entity: roleEntity(),
    sortName: (r) => r.name,
    searchText: (r) => r.name,
  }));

export const adminStore = () =>
  (admins ??= new Repository<AdminRecord>({
    name: 'admin',
    entity: adminEntity(),
    unique: [
      { field: 'email', value: (a) => a.email },
      { field: 'sales_code', value: (a) => a.sales_code },
    ],
    sortName: (a) => a.name,
    searchText: (a) => [a.name, a.email, a.sales_code ?? ''].join(' '),
    filters: ['enabled', 'role_id', 'group_id', 'commission_enabled'],
  }));

export const groupStore = () =>
  (groups ??= new Repository<GroupRecord>({
    name: 'group',
    entity: groupEntity(),
    unique: [{ field: 'name', value: (g) => g.name }],
    sortName: (g) => g.name,
    searchText: (g) => [g.name, g.description ?? ''].join(' '),
  }));

import { SUPER_ADMIN_ROLE_ID } from '@shop/core/access/permissions';
import { RoleInput } from '@shop/core/access/role.schema';
import type { z } from 'zod';
import { customField, defineResource, idColumn, nameColumn, type Row, updatedAtColumn } from '../../components/resource';
import { PermissionTreeWidget } from './permission-tree-widget';

type RoleForm = z.input<typeof RoleInput>;

export interface Role extends Row {
  id: number;
  name: string;
  permissions?: string[];
  permission_list?: string[];
  updated_at: string;
}

export const roleResource = defineResource<Role, RoleForm>({
  name: 'role',
  apiPath: 'role',
  label: { singular: 'admin:role.singular', plural: 'admin:role.plural' },
  permissions: { singular: 'role', plural: 'roles' },
  navOrder: 330,
  navGroup: 'admin:nav.access',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    nameColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    customField({ name: 'permissions', label: 'admin:role.fields.permissions', component: PermissionTreeWidget }),
  ],
  schema: () => RoleInput,
  defaults: { name: '', permissions: [] },
  toForm: (item) => ({ permissions: item.permissions ?? item.permission_list ?? [] }),
  batchActions: ['delete'],
  // The super admin role always exists (decision 0002).
  rowRules: { delete: (row) => (row.id === SUPER_ADMIN_ROLE_ID ? 'admin:role.refused.superAdmin' : undefined) },
});

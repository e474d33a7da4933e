import { SUPER_ADMIN_ROLE_ID } from '@shop/core/access/permissions';
import { RoleContract } from '@shop/core/access/role.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { customField, defineResource, idColumn, nameColumn, updatedAtColumn } from '../../components/resource';
import { PermissionTreeWidget } from './permission-tree-widget';

export const roleResource = defineResource(RoleContract, {
  name: 'role',
  label: { singular: 'admin:role.singular', plural: 'admin:role.plural' },
  navOrder: 330,
  navGroup: 'admin:nav.access',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [idColumn(), nameColumn(), updatedAtColumn()],
  fields: [
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    {
      name: 'requires_two_factor',
      label: 'admin:role.fields.requiresTwoFactor',
      widget: { type: 'switch' },
      help: 'admin:role.help.requiresTwoFactor',
    },
    customField<FormOf<typeof RoleContract>, 'permissions'>({
      name: 'permissions',
      label: 'admin:role.fields.permissions',
      component: PermissionTreeWidget,
    }),
  ],
  defaults: { name: '', permissions: [], requires_two_factor: false },
  toForm: (item) => ({ permissions: item.permissions ?? item.permission_list ?? [], requires_two_factor: item.requires_two_factor }),
  batchActions: ['delete'],
  // The super admin role always exists (decision 0002).
  rowRules: { delete: (row) => (row.id === SUPER_ADMIN_ROLE_ID ? 'admin:role.refused.superAdmin' : undefined) },
});

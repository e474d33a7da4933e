import { AccountContract } from '@shop/core/access/admin.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { defineResource, enabledColumn, idColumn, nameColumn, passwordFields, updatedAtColumn } from '../../components/resource';
import { adminKeys } from '../../lib/query-keys';
import type { AdminProfile } from '../shell/use-admin-profile';
import { AccountExtras } from './account-extras';

/** Password and confirmation are required on create and optional on edit (spec section 4): the contract's input and update. */
type AccountForm = FormOf<typeof AccountContract>;

const commission = ({ values }: { values: AccountForm }) => Boolean(values.commission_enabled);

export const accountResource = defineResource(AccountContract, {
  name: 'account',
  label: { singular: 'admin:account.singular', plural: 'admin:account.plural' },
  navOrder: 310,
  navGroup: 'admin:nav.access',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [idColumn(), nameColumn(), { key: 'email', label: 'common:fields.email' }, enabledColumn(), updatedAtColumn()],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'email', label: 'common:fields.email', widget: { type: 'email' }, required: true, autoComplete: 'off' },
    ...passwordFields(),
    {
      name: 'role_id',
      label: 'admin:account.fields.role',
      widget: { type: 'select', remote: { resource: 'role', label: 'name' }, valueType: 'number' },
      required: true,
      // Role 1 is the super admin: every permission, now and added later.
      warning: ({ values }) => (Number(values.role_id) === 1 ? 'admin:account.fullAccessWarning' : undefined),
    },
    { name: 'commission_enabled', label: 'admin:account.fields.commissionEnabled', widget: { type: 'switch' } },
    {
      name: 'group_id',
      label: 'admin:account.fields.group',
      widget: { type: 'select', remote: { resource: 'group', label: 'name' }, valueType: 'number' },
      visible: commission,
    },
    {
      name: 'parent_id',
      label: 'admin:account.fields.parent',
      widget: {
        type: 'select',
        remote: { resource: 'account', label: 'name', params: { commission_enabled: '1' } },
        valueType: 'number',
      },
      visible: commission,
    },
    { name: 'sales_code', label: 'admin:account.fields.salesCode', widget: { type: 'text' }, visible: commission },
    { name: 'phone', label: 'common:fields.phone', widget: { type: 'text' }, autoComplete: 'off' },
    { name: 'country_code', label: 'common:fields.countryCode', widget: { type: 'country' }, help: 'common:fields.countryCodeHint' },
  ],
  defaults: {
    enabled: true,
    name: '',
    email: '',
    password: '',
    password_confirmation: '',
    role_id: 1,
    commission_enabled: false,
    group_id: null,
    parent_id: null,
    sales_code: '',
    phone: '',
    country_code: '',
  },
  // Group, parent and sales code apply only to commission-enabled admins; clear them otherwise.
  toPayload: (body, { values }) => (values.commission_enabled ? body : { ...body, group_id: null, parent_id: null, sales_code: null }),
  // Editing yourself (e.g. a new role) must update the menu and permissions at once.
  afterSave: ({ saved, before, queryClient }) => {
    const me = queryClient.getQueryData<AdminProfile>(adminKeys.profile());
    const id = saved?.id ?? before?.id;
    if (me && id !== undefined && String(id) === String(me.id)) void queryClient.invalidateQueries({ queryKey: adminKeys.profile() });
  },
  formExtras: AccountExtras,
  // Nobody can delete their own account (decision 0002): the list offers no delete for it.
  rowRules: { delete: (row, ctx) => (row.id === ctx.adminId ? 'admin:account.refused.self' : undefined) },
  batchActions: ['enable', 'disable', 'delete'],
});

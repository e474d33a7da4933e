import { GroupContract } from '@shop/core/access/group.contract';
import { defineResource, nameColumn, updatedAtColumn } from '../../components/resource';

export const groupResource = defineResource(GroupContract, {
  name: 'group',
  label: { singular: 'admin:group.singular', plural: 'admin:group.plural' },
  navOrder: 320,
  navGroup: 'admin:nav.access',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [nameColumn(), { key: 'description', label: 'common:fields.description' }, updatedAtColumn()],
  fields: [
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'description', label: 'common:fields.description', widget: { type: 'textarea' } },
    {
      name: 'admins',
      label: 'admin:group.fields.admins',
      // Only commission-enabled admins take part in groups (spec section 6).
      widget: {
        type: 'multiSelect',
        remote: { resource: 'account', label: 'name', params: { commission_enabled: '1' } },
        valueType: 'number',
      },
      help: 'admin:group.help.admins',
    },
  ],
  defaults: { name: '', description: '', admins: [] },
  toForm: (item) => ({ admins: Array.isArray(item.admins) ? item.admins.map(Number) : [] }),
  batchActions: ['delete'],
});

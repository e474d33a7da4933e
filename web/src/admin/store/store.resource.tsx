import { StoreContract } from '@shop/core/pos/store.contract';
import { defineResource, enabledColumn, idColumn, nameColumn, updatedAtColumn } from '../../components/resource';
import { PosPage, PosRedirect } from './pos-page';

/**
 * Physical stores (`/admin/store`, issue 29 §3): a name, an address, the warehouse the till sells
 * from, enabled. Each opens its till at /admin/store/pos/new/{id} (the legacy /admin/store/pos/{id}
 * leads there), behind the POS permission.
 */
export const storeResource = defineResource(StoreContract, {
  name: 'store',
  label: { singular: 'admin:store.singular', plural: 'admin:store.plural' },
  navOrder: 245,
  navGroup: 'admin:nav.sales',
  defaultSort: { sort: 'id', order: 'desc' },
  searchable: true,
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    nameColumn(),
    { key: 'address', label: 'admin:store.fields.address' },
    { key: 'warehouse_name', label: 'admin:store.fields.warehouse' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'address', label: 'admin:store.fields.address', widget: { type: 'textarea' } },
    {
      name: 'warehouse_id',
      label: 'admin:store.fields.warehouse',
      widget: { type: 'select', remote: { resource: 'warehouse', label: 'name', params: { enabled: '1' } }, valueType: 'number' },
      required: true,
      help: 'admin:store.help.warehouse',
    },
  ],
  defaults: { enabled: true, name: '', address: '', warehouse_id: undefined },
  batchActions: ['enable', 'disable', 'delete'],
  rowActions: [{ label: 'admin:store.openPos', to: (row) => `/admin/store/pos/new/${String(row.id)}`, permission: 'create pos sale' }],
  pages: [
    { path: 'pos/new/:id', label: 'admin:store.pos.crumb', component: PosPage, permission: 'create pos sale' },
    { path: 'pos/:id', label: 'admin:store.pos.crumb', component: PosRedirect, permission: 'create pos sale' },
  ],
});

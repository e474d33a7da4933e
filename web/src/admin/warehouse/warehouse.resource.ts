import { WarehouseContract } from '@shop/core/inventory/warehouse.contract';
import { defineResource, enabledColumn, idColumn, nameColumn, updatedAtColumn } from '../../components/resource';
import { WarehouseSettings } from './warehouse-settings';

export const warehouseResource = defineResource(WarehouseContract, {
  name: 'warehouse',
  label: { singular: 'admin:warehouse.singular', plural: 'admin:warehouse.plural' },
  navOrder: 140,
  navGroup: 'admin:nav.inventory',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    nameColumn(),
    { key: 'code', label: 'admin:warehouse.fields.code' },
    enabledColumn(),
    {
      key: 'is_default',
      label: 'admin:warehouse.fields.isDefault',
      render: (row, t) => (row.is_default ? t('admin:warehouse.default') : ''),
    },
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'is_default', label: 'admin:warehouse.fields.isDefault', widget: { type: 'switch' }, help: 'admin:warehouse.help.isDefault' },
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'code', label: 'admin:warehouse.fields.code', widget: { type: 'text' }, required: true, help: 'admin:warehouse.help.code' },
    { name: 'address', label: 'admin:warehouse.fields.address', widget: { type: 'textarea' } },
  ],
  defaults: { enabled: true, is_default: false, name: '', code: '', address: '' },
  batchActions: ['enable', 'disable', 'delete'],
  listExtras: WarehouseSettings,
});

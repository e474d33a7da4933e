import { SupplierContract } from '@shop/core/purchasing/supplier.contract';
import { defineResource, enabledColumn, idColumn, nameColumn, updatedAtColumn } from '../../components/resource';

export const supplierResource = defineResource(SupplierContract, {
  name: 'supplier',
  label: { singular: 'admin:supplier.singular', plural: 'admin:supplier.plural' },
  navOrder: 150,
  navGroup: 'admin:nav.inventory',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    nameColumn(),
    { key: 'contact_name', label: 'admin:supplier.fields.contactName' },
    { key: 'email', label: 'common:fields.email' },
    { key: 'phone', label: 'common:fields.phone' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'contact_name', label: 'admin:supplier.fields.contactName', widget: { type: 'text' } },
    { name: 'email', label: 'common:fields.email', widget: { type: 'email' }, autoComplete: 'off' },
    { name: 'phone', label: 'common:fields.phone', widget: { type: 'text' }, autoComplete: 'off' },
    { name: 'country_code', label: 'common:fields.countryCode', widget: { type: 'country' }, help: 'common:fields.countryCodeHint' },
    { name: 'address', label: 'admin:supplier.fields.address', widget: { type: 'textarea' } },
    { name: 'remark', label: 'admin:supplier.fields.remark', widget: { type: 'textarea' } },
  ],
  defaults: { enabled: true, name: '', contact_name: '', email: '', phone: '', country_code: '', address: '', remark: '' },
  batchActions: ['enable', 'disable', 'delete'],
});

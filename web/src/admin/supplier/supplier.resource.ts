import { SupplierInput } from '@shop/core/purchasing/supplier.schema';
import type { z } from 'zod';
import { defineResource, enabledColumn, idColumn, nameColumn, type Row, updatedAtColumn } from '../../components/resource';

type SupplierForm = z.input<typeof SupplierInput>;

export interface Supplier extends Row {
  id: number;
  name: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  country_code: string | null;
  address: string | null;
  enabled: boolean;
  remark: string | null;
  updated_at: string;
}

export const supplierResource = defineResource<Supplier, SupplierForm>({
  name: 'supplier',
  apiPath: 'supplier',
  label: { singular: 'admin:supplier.singular', plural: 'admin:supplier.plural' },
  permissions: { singular: 'supplier', plural: 'suppliers' },
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
  schema: () => SupplierInput,
  defaults: { enabled: true, name: '', contact_name: '', email: '', phone: '', country_code: '', address: '', remark: '' },
  batchActions: ['enable', 'disable', 'delete'],
});

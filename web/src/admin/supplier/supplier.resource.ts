import { SupplierInput } from '@shop/core/purchasing/supplier.schema';
import type { z } from 'zod';
import { defineResource, type Row } from '../../components/resource';

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
    { key: 'id', label: 'common:fields.id', sortKey: 'id' },
    { key: 'name', label: 'common:fields.name', sortKey: 'name' },
    { key: 'contact_name', label: 'admin:supplier.fields.contactName' },
    { key: 'email', label: 'common:fields.email' },
    { key: 'phone', label: 'common:fields.phone' },
    { key: 'enabled', label: 'common:fields.enabled', kind: 'boolean' },
    { key: 'updated_at', label: 'common:fields.updatedAt', kind: 'date', sortKey: 'updated_at' },
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'common:fields.name', widget: { type: 'text' }, required: true },
    { name: 'contact_name', label: 'admin:supplier.fields.contactName', widget: { type: 'text' } },
    { name: 'email', label: 'common:fields.email', widget: { type: 'email' }, autoComplete: 'off' },
    { name: 'phone', label: 'common:fields.phone', widget: { type: 'text' }, autoComplete: 'off' },
    { name: 'country_code', label: 'common:fields.countryCode', widget: { type: 'text' }, help: 'common:fields.countryCodeHint' },
    { name: 'address', label: 'admin:supplier.fields.address', widget: { type: 'textarea' } },
    { name: 'remark', label: 'admin:supplier.fields.remark', widget: { type: 'textarea' } },
  ],
  schema: () => SupplierInput,
  defaults: { enabled: true, name: '', contact_name: '', email: '', phone: '', country_code: '', address: '', remark: '' },
  batchActions: ['enable', 'disable', 'delete'],
});

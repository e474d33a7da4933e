import { CustomerCreateInput, CustomerUpdateInput } from '@shop/core/customer/customer.schema';
import type { z } from 'zod';
import { defineResource, enabledColumn, type FormMode, idColumn, passwordFields, type Row } from '../../components/resource';

/** Shopper accounts (API resource `user`): the API's schemas; password required only on create. */
export const customerSchema = (mode: FormMode) => (mode === 'create' ? CustomerCreateInput : CustomerUpdateInput);
type CustomerForm = z.input<typeof CustomerUpdateInput>;

export interface Customer extends Row {
  id: number;
  enabled: boolean;
  is_subscribe: boolean;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country_code: string | null;
  gender: 'female' | 'male' | null;
  updated_at: string;
}

const text = (name: keyof CustomerForm & string, label: string) =>
  ({ name, label, widget: { type: 'text' } }) as const;

export const customerResource = defineResource<Customer, CustomerForm>({
  name: 'customer',
  apiPath: 'user',
  label: { singular: 'admin:customer.singular', plural: 'admin:customer.plural' },
  permissions: { singular: 'user', plural: 'users' },
  navOrder: 20,
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => `${row.first_name} ${row.last_name}`.trim() || row.email,
  columns: [
    idColumn(),
    { key: 'first_name', label: 'common:fields.firstName' },
    { key: 'last_name', label: 'common:fields.lastName' },
    { key: 'email', label: 'common:fields.email' },
    { key: 'phone', label: 'common:fields.phone' },
    enabledColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'is_subscribe', label: 'admin:customer.fields.isSubscribe', widget: { type: 'switch' } },
    { ...text('first_name', 'common:fields.firstName'), required: true },
    { ...text('last_name', 'common:fields.lastName'), required: true },
    { name: 'email', label: 'common:fields.email', widget: { type: 'email' }, required: true, autoComplete: 'off' },
    {
      name: 'gender',
      label: 'common:fields.gender',
      widget: {
        type: 'select',
        options: [
          { value: 'female', label: 'common:gender.female' },
          { value: 'male', label: 'common:gender.male' },
        ],
      },
      required: true,
    },
    text('phone', 'common:fields.phone'),
    { name: 'country_code', label: 'common:fields.countryCode', widget: { type: 'country' }, help: 'common:fields.countryCodeHint' },
    ...passwordFields(),
    text('job_title', 'admin:customer.fields.jobTitle'),
    text('department', 'admin:customer.fields.department'),
    text('office_phone', 'admin:customer.fields.officePhone'),
    text('fax', 'admin:customer.fields.fax'),
    text('website', 'admin:customer.fields.website'),
    { name: 'description', label: 'common:fields.description', widget: { type: 'textarea' } },
  ],
  schema: customerSchema,
  defaults: {
    enabled: true,
    is_subscribe: false,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    country_code: '',
    password: '',
    password_confirmation: '',
    job_title: '',
    department: '',
    office_phone: '',
    fax: '',
    website: '',
    description: '',
  },
  batchActions: ['enable', 'disable', 'delete'],
  importable: true,
  exportable: true,
});

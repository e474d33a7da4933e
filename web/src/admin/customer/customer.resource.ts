import { CustomerContract } from '@shop/core/customer/customer.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { customField, defineResource, enabledColumn, idColumn, passwordFields } from '../../components/resource';
import { CustomerPoints } from '../shared/customer-points';
import { TierSelect } from '../shared/tier-select';
import { CustomerOrders } from '../shared/customer-orders';
import { TimeZoneSelect } from '../shared/time-zone-select';
import { CustomerExtras } from './customer-extras';

/** Shopper accounts (API resource `user`): the contract's schemas; password required only on create. */
type CustomerForm = FormOf<typeof CustomerContract>;

const text = (name: keyof CustomerForm & string, label: string) => ({ name, label, widget: { type: 'text' } }) as const;

export const customerResource = defineResource(CustomerContract, {
  name: 'customer',
  // Spec section 2: the customer screen's tabs Basic (the form) and Order History.
  tabs: [
    { key: 'orders', label: 'admin:order.history', component: CustomerOrders, permission: 'get orders' },
    { key: 'points', label: 'admin:membership.pointsHistory', component: CustomerPoints, permission: 'get user' },
  ],
  label: { singular: 'admin:customer.singular', plural: 'admin:customer.plural' },
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
    // Spec §4: the tier is chosen in edit mode only; its expiry date shows read-only beside it.
    customField({
      name: 'membership_tier_id',
      label: 'admin:customer.fields.membershipTier',
      component: TierSelect,
      visible: (ctx) => ctx.mode === 'edit',
    }),
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
    { name: 'birthday', label: 'admin:customer.fields.birthday', widget: { type: 'date' }, help: 'admin:customer.birthdayHelp' },
    text('phone', 'common:fields.phone'),
    { name: 'country_code', label: 'common:fields.countryCode', widget: { type: 'country' }, help: 'common:fields.countryCodeHint' },
    { name: 'emails', label: 'admin:customer.fields.emails', widget: { type: 'text' }, help: 'admin:customer.listHelp' },
    { name: 'mobiles', label: 'admin:customer.fields.mobiles', widget: { type: 'text' }, help: 'admin:customer.listHelp' },
    ...passwordFields(),
    text('job_title', 'admin:customer.fields.jobTitle'),
    text('department', 'admin:customer.fields.department'),
    text('office_phone', 'admin:customer.fields.officePhone'),
    text('fax', 'admin:customer.fields.fax'),
    text('website', 'admin:customer.fields.website'),
    customField({
      name: 'time_zone',
      label: 'admin:customer.fields.timeZone',
      help: 'admin:customer.timeZoneHelp',
      component: TimeZoneSelect,
    }),
    { name: 'description', label: 'common:fields.description', widget: { type: 'textarea' } },
    {
      name: 'admin_id',
      label: 'admin:lead.fields.admin',
      widget: { type: 'select', remote: { resource: 'account', label: 'name' }, valueType: 'number' },
    },
    {
      name: 'tags',
      label: 'admin:lead.fields.tags',
      // Picked, or typed and created with the save (spec §3: new ones can be created).
      widget: { type: 'multiSelect', remote: { resource: 'tag', label: 'name', value: 'name', creatable: true }, valueType: 'string' },
    },
  ],
  // `lead_inputs` come from an outside source on create (the API) and show read-only below the form.
  formOmit: ['lead_inputs'],
  // The additional addresses are edited as one text each, separated by commas.
  toForm: (item) => ({ emails: item.emails.join(', '), mobiles: item.mobiles.join(', ') }),
  // The address book and the lead inputs under the edit form (decision 0065).
  formExtras: CustomerExtras,
  // Spec §2: a new customer continues on the lead form (its status and source), whose save returns here.
  createRedirect: (saved, can) => (can('update lead') ? `/admin/lead/edit/${String(saved.id)}?from=customer-create` : '/admin/customer'),
  defaults: {
    enabled: true,
    is_subscribe: false,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    country_code: '',
    emails: '',
    mobiles: '',
    tags: [],
    admin_id: undefined,
    birthday: '',
    password: '',
    password_confirmation: '',
    job_title: '',
    department: '',
    office_phone: '',
    fax: '',
    website: '',
    description: '',
    time_zone: '',
  },
  batchActions: ['enable', 'disable', 'delete'],
  importable: true,
  exportable: true,
});

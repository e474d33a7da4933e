import { LeadContract } from '@shop/core/crm/lead.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { LEAD_SOURCES } from '@shop/core/shared/lead-source.schema';
import { customField, defineResource, idColumn, updatedAtColumn } from '../../components/resource';
import { LeadInputs } from '../shared/lead-inputs';
import { TimeZoneSelect } from '../shared/time-zone-select';
import { FunnelBoardPage } from './funnel-board-page';
import { LeadContacts } from './lead-contacts';
import { LeadMessages } from './lead-messages';

type LeadForm = FormOf<typeof LeadContract>;

const text = (name: keyof LeadForm & string, label: string) => ({ name, label, widget: { type: 'text' } }) as const;

/**
 * Leads (`/admin/lead`): customers as the CRM works them. Saving a lead into another status runs that
 * status's trigger (e-mail, e-book, WhatsApp, SMS) through EventBridge. No password here: a lead signs
 * in after a password reset. Deleting is the customer screen's (no `destroy lead`).
 */
export const leadResource = defineResource(LeadContract, {
  name: 'lead',
  tabs: [
    { key: 'contacts', label: 'admin:contact.plural', component: LeadContacts, permission: 'get contacts' },
    { key: 'messages', label: 'admin:lead.messages.title', component: LeadMessages, permission: 'get lead' },
  ],
  label: { singular: 'admin:lead.singular', plural: 'admin:lead.plural' },
  navOrder: 100,
  navGroup: 'admin:nav.crm',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => `${row.first_name} ${row.last_name}`.trim() || row.email,
  columns: [
    idColumn(),
    { key: 'first_name', label: 'common:fields.firstName' },
    { key: 'last_name', label: 'common:fields.lastName' },
    { key: 'email', label: 'common:fields.email' },
    { key: 'phone', label: 'common:fields.phone' },
    { key: 'status_title', label: 'admin:lead.fields.status' },
    {
      key: 'lead_source',
      label: 'admin:lead.fields.leadSource',
      render: (row, t) => (row.lead_source ? t(`admin:lead.source.${row.lead_source}`) : ''),
    },
    updatedAtColumn(),
  ],
  filters: [
    { name: 'status_id', label: 'admin:lead.fields.status', remote: { resource: 'status', label: 'title' } },
    { name: 'admin_id', label: 'admin:lead.fields.admin', remote: { resource: 'account', label: 'name' } },
  ],
  sections: [
    { name: 'lead', label: 'admin:lead.singular', columns: 2 },
    { name: 'contact', label: 'admin:lead.contactDetails', columns: 2 },
  ],
  fields: [
    {
      name: 'status_id',
      label: 'admin:lead.fields.status',
      widget: { type: 'select', remote: { resource: 'status', label: 'title' }, valueType: 'number' },
      section: 'lead',
    },
    { name: 'status_description', label: 'admin:lead.fields.statusDescription', widget: { type: 'textarea' }, section: 'lead' },
    {
      name: 'lead_source',
      label: 'admin:lead.fields.leadSource',
      widget: {
        type: 'select',
        options: [
          { value: '', label: 'admin:lead.noSource' },
          ...LEAD_SOURCES.map((value) => ({ value, label: `admin:lead.source.${value}` })),
        ],
      },
      section: 'lead',
    },
    { name: 'lead_source_description', label: 'admin:lead.fields.leadSourceDescription', widget: { type: 'textarea' }, section: 'lead' },
    {
      name: 'admin_id',
      label: 'admin:lead.fields.admin',
      widget: { type: 'select', remote: { resource: 'account', label: 'name' }, valueType: 'number' },
      section: 'lead',
    },
    { ...text('first_name', 'common:fields.firstName'), required: true, section: 'contact' },
    { ...text('last_name', 'common:fields.lastName'), required: true, section: 'contact' },
    { name: 'email', label: 'common:fields.email', widget: { type: 'email' }, required: true, autoComplete: 'off', section: 'contact' },
    { ...text('phone', 'common:fields.phone'), section: 'contact' },
    {
      name: 'country_code',
      label: 'common:fields.countryCode',
      widget: { type: 'country' },
      help: 'common:fields.countryCodeHint',
      section: 'contact',
    },
    { ...text('job_title', 'admin:customer.fields.jobTitle'), section: 'contact' },
    { ...text('department', 'admin:customer.fields.department'), section: 'contact' },
    { ...text('office_phone', 'admin:customer.fields.officePhone'), section: 'contact' },
    { ...text('website', 'admin:customer.fields.website'), section: 'contact' },
    customField({
      name: 'time_zone',
      label: 'admin:customer.fields.timeZone',
      help: 'admin:customer.timeZoneHelp',
      component: TimeZoneSelect,
      section: 'contact',
    }),
    { name: 'description', label: 'common:fields.description', widget: { type: 'textarea' }, section: 'contact', span: 'full' },
    {
      name: 'tags',
      label: 'admin:lead.fields.tags',
      widget: { type: 'multiSelect', remote: { resource: 'tag', label: 'name', value: 'name', creatable: true }, valueType: 'string' },
      section: 'lead',
    },
  ],
  pages: [{ path: 'funnel/management/:id', label: 'admin:funnel.board', component: FunnelBoardPage, permission: 'get leads' }],
  formOmit: ['emails', 'mobiles', 'gender', 'fax', 'enabled', 'is_subscribe'],
  // What an outside source sent with the customer's create, read-only (decision 0065).
  formExtras: LeadInputs,
  // Spec §2: opened from customer create (`?from=customer-create`), saving or going back returns to the customer list.
  returnTo: (search) => (search.get('from') === 'customer-create' ? '/admin/customer' : undefined),
  defaults: {
    status_id: undefined,
    status_description: '',
    lead_source: '',
    lead_source_description: '',
    admin_id: undefined,
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    country_code: '',
    job_title: '',
    department: '',
    office_phone: '',
    website: '',
    description: '',
    time_zone: '',
    tags: [],
  },
});

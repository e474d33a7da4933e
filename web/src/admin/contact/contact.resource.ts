import { ContactContract } from '@shop/core/crm/contact.contract';
import { CONTACT_TYPES } from '@shop/core/crm/contact.schema';
import { customField, defineResource, idColumn } from '../../components/resource';
import { DateTimeInput } from '../../components/form/date-time-input';

const TYPE_OPTIONS = CONTACT_TYPES.map((value) => ({ value, label: `admin:contact.type.${value}` }));

/**
 * The log of contacts with leads (`/admin/contact`): a call, a meeting, a message or a note, when, what
 * came of it, and who (the signed-in admin unless another is chosen). Newest first.
 */
export const contactResource = defineResource(ContactContract, {
  name: 'contact',
  label: { singular: 'admin:contact.singular', plural: 'admin:contact.plural' },
  navOrder: 105,
  navGroup: 'admin:nav.crm',
  defaultSort: { sort: 'name', order: 'desc' },
  // Without the customer list an admin sees one lead's contacts at a time (decision 0065): back to that lead's.
  createRedirect: (saved, can) => (can('get users') ? '/admin/contact' : `/admin/contact?lead_id=${String(saved.lead_id)}`),
  rowLabel: (row) => `${row.lead_name ?? ''} ${row.happened_at}`.trim(),
  columns: [
    idColumn(),
    {
      key: 'happened_at',
      label: 'admin:contact.fields.happenedAt',
      sortKey: 'name',
      render: (row) => new Date(row.happened_at).toLocaleString(),
    },
    { key: 'lead_name', label: 'admin:contact.fields.lead', link: (row) => `/admin/lead/edit/${String(row.lead_id)}` },
    { key: 'type', label: 'admin:contact.fields.type', render: (row, t) => t(`admin:contact.type.${row.type}`) },
    { key: 'outcome', label: 'admin:contact.fields.outcome' },
    { key: 'admin_name', label: 'admin:contact.fields.admin' },
  ],
  filters: [
    { name: 'lead_id', label: 'admin:contact.fields.lead', remote: { resource: 'lead', label: 'email' } },
    { name: 'type', label: 'admin:contact.fields.type', options: TYPE_OPTIONS },
    { name: 'admin_id', label: 'admin:contact.fields.admin', remote: { resource: 'account', label: 'name' } },
  ],
  fields: [
    {
      name: 'lead_id',
      label: 'admin:contact.fields.lead',
      widget: { type: 'select', remote: { resource: 'lead', label: 'email' }, valueType: 'number' },
      required: true,
    },
    { name: 'type', label: 'admin:contact.fields.type', widget: { type: 'select', options: TYPE_OPTIONS }, required: true },
    customField({ name: 'happened_at', label: 'admin:contact.fields.happenedAt', component: DateTimeInput, required: true }),
    { name: 'outcome', label: 'admin:contact.fields.outcome', widget: { type: 'text' } },
    { name: 'description', label: 'common:fields.description', widget: { type: 'textarea' } },
    {
      name: 'admin_id',
      label: 'admin:contact.fields.admin',
      widget: { type: 'select', remote: { resource: 'account', label: 'name' }, valueType: 'number' },
      help: 'admin:contact.help.admin',
    },
  ],
  defaults: { lead_id: undefined, type: 'call', happened_at: '', outcome: '', description: '', admin_id: undefined },
  batchActions: ['delete'],
});

import { BroadcastContract } from '@shop/core/broadcast/broadcast.contract';
import { BROADCAST_STATES } from '@shop/core/broadcast/broadcast.schema';
import { DateTimeInput } from '../../components/form/date-time-input';
import { customField, defineResource, idColumn, updatedAtColumn } from '../../components/resource';
import { BroadcastViewPage } from './broadcast-view-page';

const started = (state: unknown) => typeof state === 'string' && !['draft', 'scheduled'].includes(state);

/**
 * Broadcasts (`/admin/broadcast`): a message template to named audiences, now or at a time. A draft or a
 * scheduled one is edited here; its view page sends, pauses and resumes it and shows its progress and
 * each recipient's result (decision 0062).
 */
export const broadcastResource = defineResource(BroadcastContract, {
  name: 'broadcast',
  label: { singular: 'admin:broadcast.singular', plural: 'admin:broadcast.plural' },
  navOrder: 500,
  navGroup: 'admin:nav.marketing',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:broadcast.fields.title', sortKey: 'name' },
    { key: 'state', label: 'admin:broadcast.fields.state', render: (row, t) => t(`admin:broadcast.states.${row.state}`) },
    { key: 'processed', label: 'admin:broadcast.fields.progress', render: (row) => `${String(row.processed)} / ${String(row.total)}` },
    { key: 'sent', label: 'admin:broadcast.fields.sent' },
    updatedAtColumn(),
  ],
  filters: [
    {
      name: 'state',
      label: 'admin:broadcast.fields.state',
      options: BROADCAST_STATES.map((value) => ({ value, label: `admin:broadcast.states.${value}` })),
    },
  ],
  fields: [
    { name: 'title', label: 'admin:broadcast.fields.title', widget: { type: 'text' }, required: true },
    {
      name: 'message_id',
      label: 'admin:broadcast.fields.message',
      widget: { type: 'select', remote: { resource: 'broadcast-message', label: 'title', params: { enabled: '1' } }, valueType: 'number' },
      required: true,
    },
    {
      name: 'receivers',
      label: 'admin:broadcast.fields.receivers',
      widget: { type: 'multiSelect', remote: { resource: 'broadcast-receiver', label: 'name', value: 'name' } },
      required: true,
    },
    customField({ name: 'send_at', label: 'admin:broadcast.fields.sendAt', component: DateTimeInput, help: 'admin:broadcast.help.sendAt' }),
  ],
  defaults: { title: '', message_id: undefined, receivers: [], send_at: '' },
  rowActions: [{ label: 'admin:broadcast.view', to: (row) => `/admin/broadcast/view/${String(row.id)}`, permission: 'get broadcast' }],
  rowRules: {
    edit: (row) => (started(row.state) ? 'admin:broadcast.started' : undefined),
    delete: (row) => (['preparing', 'sending', 'paused'].includes(row.state) ? 'admin:broadcast.started' : undefined),
  },
  pages: [{ path: 'view/:id', label: 'admin:broadcast.viewCrumb', component: BroadcastViewPage, permission: 'get broadcast' }],
  batchActions: ['delete'],
});

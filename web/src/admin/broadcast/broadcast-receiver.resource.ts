import { BroadcastReceiverContract } from '@shop/core/broadcast/broadcast-receiver.contract';
import { AUDIENCE_MATCH } from '@shop/core/broadcast/broadcast-receiver.schema';
import { LEAD_SOURCES } from '@shop/core/shared/lead-source.schema';
import { customField, defineResource, nameColumn, updatedAtColumn } from '../../components/resource';
import { TierChecks } from '../shared/tier-checks';

/**
 * Broadcast audiences (`/admin/broadcast-receiver`), edited by name: customers with these tags, in
 * these groups, lead statuses, membership tiers or lead sources, matching all conditions or any.
 * Groups are searched by name, statuses chosen by title, tiers ticked by title (decision 0060).
 */
export const broadcastReceiverResource = defineResource(BroadcastReceiverContract, {
  name: 'broadcast-receiver',
  itemKey: 'name',
  label: { singular: 'admin:broadcastReceiver.singular', plural: 'admin:broadcastReceiver.plural' },
  navOrder: 520,
  navGroup: 'admin:nav.marketing',
  defaultSort: { sort: 'name', order: 'asc' },
  rowLabel: (row) => row.name,
  columns: [
    nameColumn(),
    { key: 'tags', label: 'admin:broadcastReceiver.fields.tags', render: (row) => row.tags.join(', ') },
    { key: 'match', label: 'admin:broadcastReceiver.fields.match', render: (row, t) => t(`admin:broadcastReceiver.match.${row.match}`) },
    updatedAtColumn(),
  ],
  fields: [
    {
      name: 'name',
      label: 'common:fields.name',
      widget: { type: 'text' },
      required: true,
      help: 'admin:broadcastReceiver.help.name',
      disabled: (ctx) => ctx.mode === 'edit',
    },
    { name: 'description', label: 'common:fields.description', widget: { type: 'text' } },
    {
      name: 'match',
      label: 'admin:broadcastReceiver.fields.match',
      widget: { type: 'select', options: AUDIENCE_MATCH.map((value) => ({ value, label: `admin:broadcastReceiver.match.${value}` })) },
      required: true,
    },
    {
      name: 'tags',
      label: 'admin:broadcastReceiver.fields.tags',
      widget: { type: 'multiSelect', remote: { resource: 'tag', label: 'name', value: 'name' }, valueType: 'string' },
    },
    {
      name: 'lead_sources',
      label: 'admin:broadcastReceiver.fields.leadSources',
      widget: {
        type: 'multiSelect',
        options: LEAD_SOURCES.map((value) => ({ value, label: `admin:lead.source.${value}` })),
        valueType: 'string',
      },
    },
    {
      name: 'group_ids',
      label: 'admin:broadcastReceiver.fields.groupIds',
      // Sales groups are searched by name (the back office's `/admin/group`).
      widget: { type: 'multiSelect', remote: { resource: 'group', label: 'name' }, valueType: 'number' },
    },
    {
      name: 'status_ids',
      label: 'admin:broadcastReceiver.fields.statusIds',
      // Lead statuses are chosen by title (the CRM's `/admin/status`).
      widget: { type: 'multiSelect', remote: { resource: 'status', label: 'title' }, valueType: 'number' },
    },
    customField({ name: 'tier_ids', label: 'admin:broadcastReceiver.fields.tierIds', component: TierChecks }),
  ],
  defaults: { name: '', description: '', match: 'all', tags: [], lead_sources: [], group_ids: [], status_ids: [], tier_ids: [] },
  toForm: (item) => ({ group_ids: item.group_ids, status_ids: item.status_ids, tier_ids: item.tier_ids }),
  batchActions: ['delete'],
});

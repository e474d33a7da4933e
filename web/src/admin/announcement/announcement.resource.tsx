import { ANNOUNCEMENT_AUDIENCES } from '@shop/core/announcement/announcement.schema';
import { AnnouncementContract } from '@shop/core/announcement/announcement.contract';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { dateTime } from '../../lib/format';
import { DateTimeInput } from '../../components/form/date-time-input';

const audienceLabel = (value: string) => `admin:announcement.audiences.${value}`;

/**
 * Staff announcements (`/admin/announcement`): title, rich content (sanitised again by the server),
 * an audience (everyone, chosen roles or chosen groups, picked by searching) and a publish window.
 * Readers open them from the dashboard at `/admin/announcement/view/{id}` (admin-app.tsx: that route
 * needs no permission).
 */
export const announcementResource = defineResource(AnnouncementContract, {
  name: 'announcement',
  label: { singular: 'admin:announcement.singular', plural: 'admin:announcement.plural' },
  // Beside the dashboard, where staff read them: not a catalogue, content or access matter.
  navOrder: 30,
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:announcement.fields.title', sortKey: 'name' },
    { key: 'audience', label: 'admin:announcement.fields.audience', render: (row, t) => t(audienceLabel(row.audience)) },
    { key: 'publish_at', label: 'admin:announcement.fields.publishAt', render: (row) => dateTime(row.publish_at) },
    { key: 'expire_at', label: 'admin:announcement.fields.expireAt', render: (row) => dateTime(row.expire_at) },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:announcement.fields.title', widget: { type: 'text' }, required: true },
    {
      name: 'audience',
      label: 'admin:announcement.fields.audience',
      widget: { type: 'select', options: ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: audienceLabel(value) })) },
      required: true,
    },
    {
      name: 'role_ids',
      label: 'admin:announcement.fields.roleIds',
      widget: { type: 'multiSelect', remote: { resource: 'role', label: 'name' }, valueType: 'number' },
      visible: ({ values }) => values.audience === 'roles',
      required: true,
    },
    {
      name: 'group_ids',
      label: 'admin:announcement.fields.groupIds',
      widget: { type: 'multiSelect', remote: { resource: 'group', label: 'name' }, valueType: 'number' },
      visible: ({ values }) => values.audience === 'groups',
      required: true,
    },
    customField({
      name: 'publish_at',
      label: 'admin:announcement.fields.publishAt',
      component: DateTimeInput,
      help: 'admin:announcement.help.publishAt',
    }),
    customField({
      name: 'expire_at',
      label: 'admin:announcement.fields.expireAt',
      component: DateTimeInput,
      help: 'admin:announcement.help.expireAt',
    }),
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    {
      name: 'content',
      label: 'admin:announcement.fields.content',
      widget: { type: 'richText', size: 'medium' },
      required: true,
    },
  ],
  defaults: { enabled: true, title: '', content: '', audience: 'all', role_ids: [], group_ids: [], publish_at: '', expire_at: null },
  toForm: (item) => ({ role_ids: item.role_ids.map(Number), group_ids: item.group_ids.map(Number) }),
  rowActions: [{ label: 'admin:announcement.actions.view', to: (row) => `/admin/announcement/view/${row.id}` }],
  batchActions: ['enable', 'disable', 'delete'],
});

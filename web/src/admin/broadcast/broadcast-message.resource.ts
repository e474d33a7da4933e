import { BroadcastMessageContract } from '@shop/core/broadcast/broadcast-message.contract';
import {
  BODY_MAX_CHARS,
  BROADCAST_CHANNELS,
  BROADCAST_PLACEHOLDERS,
  type BroadcastChannel,
} from '@shop/core/broadcast/broadcast-message.schema';
import { defineResource, enabledColumn, idColumn, updatedAtColumn, type HelpText } from '../../components/resource';

const channelOptions = BROADCAST_CHANNELS.map((value) => ({ value, label: `admin:broadcastMessage.channels.${value}` }));
const placeholders = BROADCAST_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');
const channelOf = (values: Record<string, unknown>) => values.channel as BroadcastChannel | undefined;

/**
 * Broadcast message templates (`/admin/broadcast-message`): one channel each. E-mail has a subject
 * and a rich-text body; SMS and WhatsApp a plain body with its length counted; WhatsApp the
 * approved template's name and language. The placeholders a body may use are listed under it.
 */
export const broadcastMessageResource = defineResource(BroadcastMessageContract, {
  name: 'broadcast-message',
  label: { singular: 'admin:broadcastMessage.singular', plural: 'admin:broadcastMessage.plural' },
  navOrder: 510,
  navGroup: 'admin:nav.marketing',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:broadcastMessage.fields.title', sortKey: 'name' },
    {
      key: 'channel',
      label: 'admin:broadcastMessage.fields.channel',
      render: (row, t) => t(`admin:broadcastMessage.channels.${row.channel}`),
    },
    enabledColumn(),
    updatedAtColumn(),
  ],
  filters: [
    { name: 'channel', label: 'admin:broadcastMessage.fields.channel', options: channelOptions },
    {
      name: 'enabled',
      label: 'common:fields.enabled',
      options: [
        { value: '1', label: 'common:states.enabled' },
        { value: '0', label: 'common:states.disabled' },
      ],
    },
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'title', label: 'admin:broadcastMessage.fields.title', widget: { type: 'text' }, required: true },
    {
      name: 'channel',
      label: 'admin:broadcastMessage.fields.channel',
      widget: { type: 'select', options: channelOptions },
      required: true,
    },
    {
      name: 'subject',
      label: 'admin:broadcastMessage.fields.subject',
      widget: { type: 'text' },
      required: true,
      visible: (ctx) => channelOf(ctx.values) === 'email',
    },
    {
      name: 'template_name',
      label: 'admin:broadcastMessage.fields.templateName',
      widget: { type: 'text' },
      required: true,
      help: 'admin:broadcastMessage.help.templateName',
      visible: (ctx) => channelOf(ctx.values) === 'whatsapp',
    },
    {
      name: 'template_language',
      label: 'admin:broadcastMessage.fields.templateLanguage',
      widget: { type: 'text' },
      required: true,
      help: 'admin:broadcastMessage.help.templateLanguage',
      visible: (ctx) => channelOf(ctx.values) === 'whatsapp',
    },
    {
      name: 'body',
      label: 'admin:broadcastMessage.fields.body',
      widget: { type: 'textarea' },
      widgetFor: (ctx) => (channelOf(ctx.values) === 'email' ? { type: 'richText', size: 'medium' } : undefined),
      required: true,
      help: (ctx): HelpText => {
        const channel = channelOf(ctx.values);
        if (channel !== 'sms' && channel !== 'whatsapp')
          return { key: 'admin:broadcastMessage.help.placeholders', values: { placeholders } };
        const count = [...String(ctx.values.body ?? '')].length;
        return { key: 'admin:broadcastMessage.help.bodyLength', values: { count, max: BODY_MAX_CHARS[channel], placeholders } };
      },
    },
  ],
  defaults: { enabled: true, title: '', channel: 'email', subject: '', body: '', template_name: '', template_language: '' },
  batchActions: ['enable', 'disable', 'delete'],
});

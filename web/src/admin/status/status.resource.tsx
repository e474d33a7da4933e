import { StatusContract } from '@shop/core/crm/status.contract';
import { isEbookTrigger, LEAD_TRIGGERS, parseTrigger } from '@shop/core/crm/status.schema';
import { customField, defineResource, idColumn, updatedAtColumn } from '../../components/resource';
import { EbookUpload } from './ebook-upload';

const ebook = ({ values }: { values: { trigger?: unknown } }) => typeof values.trigger === 'string' && isEbookTrigger(values.trigger);

/**
 * Lead statuses (`/admin/status`). Choosing a trigger makes the template required; an e-book trigger
 * shows the file and the button name and makes them required; other triggers hide them (the server
 * clears them). Title, template and button name are per language: the message goes out in the lead's.
 */
export const statusResource = defineResource(StatusContract, {
  name: 'status',
  label: { singular: 'admin:status.singular', plural: 'admin:status.plural' },
  navOrder: 110,
  navGroup: 'admin:nav.crm',
  defaultSort: { sort: 'name', order: 'asc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:status.fields.title', sortKey: 'name' },
    {
      key: 'trigger',
      label: 'admin:status.fields.trigger',
      render: (row, t) => {
        if (!row.trigger) return t('admin:status.noTrigger');
        const { channel, audience } = parseTrigger(row.trigger);
        return `${t(`admin:status.channel.${channel}`)} → ${t(`admin:status.audience.${audience}`)}`;
      },
    },
    { key: 'order', label: 'admin:status.fields.order' },
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:status.fields.title', widget: { type: 'text' }, required: true, translated: true },
    { name: 'order', label: 'admin:status.fields.order', widget: { type: 'number' }, help: 'admin:status.help.order' },
    {
      name: 'trigger',
      label: 'admin:status.fields.trigger',
      widget: {
        type: 'select',
        options: [
          { value: '', label: 'admin:status.noTrigger' },
          ...LEAD_TRIGGERS.map((value) => ({ value, label: `admin:status.trigger.${value}` })),
        ],
      },
    },
    {
      name: 'trigger_template',
      label: 'admin:status.fields.triggerTemplate',
      widget: { type: 'textarea' },
      translated: true,
      required: ({ values }) => Boolean(values.trigger),
      help: 'admin:status.help.template',
    },
    customField({ name: 'file', label: 'admin:status.fields.file', component: EbookUpload, required: true, visible: ebook }),
    {
      name: 'button_name',
      label: 'admin:status.fields.buttonName',
      widget: { type: 'text' },
      translated: true,
      required: true,
      visible: ebook,
    },
  ],
  defaults: { title: '', order: 0, trigger: '', trigger_template: '', file: null, button_name: '' },
  batchActions: ['delete'],
});

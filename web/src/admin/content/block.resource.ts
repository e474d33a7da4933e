import { BlockContract } from '@shop/core/content/block.contract';
import { defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';

/** Blocks: reusable rich content the storefront places by identifier; title and content per language. */
export const blockResource = defineResource(BlockContract, {
  name: 'block',
  label: { singular: 'admin:block.singular', plural: 'admin:block.plural' },
  translated: true,
  navOrder: 220,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:block.fields.title', sortKey: 'name' },
    { key: 'identifier', label: 'admin:block.fields.identifier' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:block.fields.title', widget: { type: 'text' }, translated: true, required: true },
    {
      name: 'identifier',
      label: 'admin:block.fields.identifier',
      widget: { type: 'text' },
      required: true,
      help: 'admin:block.help.identifier',
    },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'content', label: 'admin:block.fields.content', widget: { type: 'richText', size: 'medium' }, translated: true },
  ],
  defaults: { enabled: true, title: '', identifier: '', content: '' },
  batchActions: ['enable', 'disable', 'delete'],
});

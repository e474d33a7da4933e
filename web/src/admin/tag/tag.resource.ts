import { TagContract } from '@shop/core/tag/tag.contract';
import { defineResource, nameColumn, updatedAtColumn } from '../../components/resource';

/**
 * Customer tags (`/admin/tag`), edited by name (`/admin/tag/edit/{name}`): the name is the key and
 * never changes, so an edit changes the description and colour (decision 0060). The list shows how
 * many customers carry each tag; a carried tag cannot be deleted.
 */
export const tagResource = defineResource(TagContract, {
  name: 'tag',
  itemKey: 'name',
  label: { singular: 'admin:tag.singular', plural: 'admin:tag.plural' },
  navOrder: 500,
  navGroup: 'admin:nav.marketing',
  defaultSort: { sort: 'name', order: 'asc' },
  rowLabel: (row) => row.name,
  columns: [
    nameColumn(),
    { key: 'description', label: 'common:fields.description' },
    { key: 'customers', label: 'admin:tag.fields.customers' },
    updatedAtColumn(),
  ],
  fields: [
    {
      name: 'name',
      label: 'common:fields.name',
      widget: { type: 'text' },
      required: true,
      help: 'admin:tag.help.name',
      disabled: (ctx) => ctx.mode === 'edit',
    },
    { name: 'description', label: 'common:fields.description', widget: { type: 'text' } },
    { name: 'color', label: 'admin:tag.fields.color', widget: { type: 'text' }, help: 'admin:tag.help.color' },
  ],
  defaults: { name: '', description: '', color: '' },
  batchActions: ['delete'],
});

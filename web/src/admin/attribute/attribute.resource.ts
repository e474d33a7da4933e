import { AttributeContract } from '@shop/core/catalog/attribute.contract';
import { defineResource, idColumn, updatedAtColumn } from '../../components/resource';

/** Stock options (size, colour …): a key the variants use and a label per language. */

export const attributeResource = defineResource(AttributeContract, {
  name: 'attribute',
  label: { singular: 'admin:attribute.singular', plural: 'admin:attribute.plural' },
  translated: true,
  navOrder: 120,
  navGroup: 'admin:nav.catalogue',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.label || row.key,
  columns: [
    idColumn(),
    { key: 'key', label: 'admin:attribute.fields.key' },
    { key: 'label', label: 'admin:attribute.fields.label' },
    { key: 'position', label: 'admin:attribute.fields.position' },
    updatedAtColumn(),
  ],
  fields: [
    { name: 'key', label: 'admin:attribute.fields.key', widget: { type: 'text' }, required: true, help: 'admin:attribute.help.key' },
    { name: 'label', label: 'admin:attribute.fields.label', widget: { type: 'text' }, translated: true, required: true },
    { name: 'position', label: 'admin:attribute.fields.position', widget: { type: 'number' }, help: 'admin:attribute.help.position' },
  ],
  defaults: { key: '', label: '', position: 0 },
  batchActions: ['delete'],
});

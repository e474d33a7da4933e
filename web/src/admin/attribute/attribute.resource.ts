import { AttributeInput } from '@shop/core/catalog/attribute.schema';
import type { z } from 'zod';
import { defineResource, idColumn, type Row, updatedAtColumn } from '../../components/resource';

/** Stock options (size, colour …): a key the variants use and a label per language. */
type AttributeForm = z.input<typeof AttributeInput>;

export interface Attribute extends Row {
  id: number;
  key: string;
  label: string;
  position: number;
  updated_at: string;
}

export const attributeResource = defineResource<Attribute, AttributeForm>({
  name: 'attribute',
  apiPath: 'attribute',
  label: { singular: 'admin:attribute.singular', plural: 'admin:attribute.plural' },
  permissions: { singular: 'attribute', plural: 'attributes' },
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
  schema: () => AttributeInput,
  defaults: { key: '', label: '', position: 0 },
  batchActions: ['delete'],
});

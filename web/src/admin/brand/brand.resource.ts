import { BrandInput } from '@shop/core/catalog/brand.schema';
import type { z } from 'zod';
import { defineResource, enabledColumn, idColumn, type Row, updatedAtColumn } from '../../components/resource';

/** The API's own input schema validates the form; title and descriptions are per language, the rest global. */
type BrandForm = z.input<typeof BrandInput>;

export interface Brand extends Row {
  id: number;
  title: string;
  short_description: string | null;
  description: string | null;
  url: string;
  enabled: boolean;
  image: string | null;
  image_path: string | null;
  updated_at: string;
}

export const brandResource = defineResource<Brand, BrandForm>({
  name: 'brand',
  apiPath: 'brand',
  label: { singular: 'admin:brand.singular', plural: 'admin:brand.plural' },
  permissions: { singular: 'brand', plural: 'brands' },
  translated: true,
  navOrder: 110,
  navGroup: 'admin:nav.catalogue',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:brand.fields.title' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'title', label: 'admin:brand.fields.title', widget: { type: 'text' }, translated: true, required: true },
    { name: 'url', label: 'admin:brand.fields.url', widget: { type: 'text' }, required: true, help: 'admin:brand.help.url' },
    {
      name: 'short_description',
      label: 'admin:brand.fields.shortDescription',
      widget: { type: 'richText', size: 'small' },
      translated: true,
    },
    { name: 'description', label: 'admin:brand.fields.description', widget: { type: 'richText', size: 'medium' }, translated: true },
    { name: 'image', label: 'admin:brand.fields.image', widget: { type: 'image' } },
  ],
  schema: () => BrandInput,
  defaults: { enabled: true, title: '', url: '', short_description: '', description: '', image: '' },
  // `image` is the upload key the API stores and answers; the form edits and sends back exactly that
  // (`image_path` is only for showing it).
  batchActions: ['enable', 'disable', 'delete'],
});

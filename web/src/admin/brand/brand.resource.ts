import { BrandContract } from '@shop/core/catalog/brand.contract';
import { defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';

/**
 * Brands: rows, items and form values are the contract's (`BrandContract`); title and descriptions
 * are per language, the rest global.
 */
export const brandResource = defineResource(BrandContract, {
  name: 'brand',
  label: { singular: 'admin:brand.singular', plural: 'admin:brand.plural' },
  translated: true,
  navOrder: 110,
  navGroup: 'admin:nav.catalogue',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [idColumn(), { key: 'title', label: 'admin:brand.fields.title' }, enabledColumn(), updatedAtColumn()],
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
  defaults: { enabled: true, title: '', url: '', short_description: '', description: '', image: '' },
  // `image` is the upload key the API stores and answers; the form edits and sends back exactly that
  // (`image_path` is only for showing it).
  batchActions: ['enable', 'disable', 'delete'],
});

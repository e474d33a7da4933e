import { BlogCategoryContract } from '@shop/core/blog/blog-category.contract';
import {
  defineResource,
  idColumn,
  updatedAtColumn,
  VISIBILITY_ACTIONS,
  visibilityColumn,
  visibilityFilter,
} from '../../components/resource';

/**
 * Blog categories (`/admin/blog/category`, spec section 2): title and texts per language, the rest
 * global. The API path is `category` (spec section 7); the catalogue's categories are menus.
 */
export const blogCategoryResource = defineResource(BlogCategoryContract, {
  name: 'blog/category',
  label: { singular: 'admin:blogCategory.singular', plural: 'admin:blogCategory.plural' },
  translated: true,
  navOrder: 210,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:blogCategory.fields.title', sortKey: 'name' },
    { key: 'url', label: 'admin:blogCategory.fields.url' },
    { key: 'order', label: 'admin:blogCategory.fields.order' },
    visibilityColumn('admin:blogCategory.fields.visibled'),
    updatedAtColumn(),
  ],
  filters: [visibilityFilter('admin:blogCategory.fields.visibled')],
  sections: [
    { name: 'main', label: 'admin:blogCategory.sections.main', columns: 2 },
    { name: 'seo', label: 'admin:blogCategory.sections.seo' },
  ],
  fields: [
    {
      name: 'title',
      label: 'admin:blogCategory.fields.title',
      widget: { type: 'text' },
      translated: true,
      required: true,
      section: 'main',
      span: 'full',
    },
    {
      name: 'url',
      label: 'admin:blogCategory.fields.url',
      widget: { type: 'text' },
      required: true,
      help: 'admin:blogCategory.help.url',
      section: 'main',
    },
    {
      name: 'order',
      label: 'admin:blogCategory.fields.order',
      widget: { type: 'number' },
      required: true,
      help: 'admin:blogCategory.help.order',
      section: 'main',
    },
    { name: 'visibled', label: 'admin:blogCategory.fields.visibled', widget: { type: 'switch' }, section: 'main' },
    {
      name: 'short_description',
      label: 'admin:blogCategory.fields.shortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'main',
      span: 'full',
    },
    { name: 'image', label: 'admin:blogCategory.fields.image', widget: { type: 'image' }, section: 'main', span: 'full' },
    { name: 'meta_title', label: 'admin:blogCategory.fields.metaTitle', widget: { type: 'text' }, translated: true, section: 'seo' },
    {
      name: 'meta_short_description',
      label: 'admin:blogCategory.fields.metaShortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'seo',
    },
  ],
  defaults: { visibled: true, title: '', url: '', order: 0, short_description: '', meta_title: '', meta_short_description: '', image: '' },
  batchActions: [...VISIBILITY_ACTIONS, 'delete'],
});

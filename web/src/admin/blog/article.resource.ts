import { ArticleContract } from '@shop/core/blog/article.contract';
import {
  defineResource,
  idColumn,
  updatedAtColumn,
  VISIBILITY_ACTIONS,
  visibilityColumn,
  visibilityFilter,
} from '../../components/resource';

/**
 * Articles (`/admin/blog/article`, spec section 2): title and texts per language, the rest global.
 * Categories and related products are chosen by searching (decision 0021); the content is the one
 * rich-text editor, sanitised again by the server.
 */
export const articleResource = defineResource(ArticleContract, {
  name: 'blog/article',
  label: { singular: 'admin:article.singular', plural: 'admin:article.plural' },
  translated: true,
  navOrder: 220,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    { key: 'image_path', label: 'admin:article.fields.image', kind: 'image' },
    idColumn(),
    { key: 'title', label: 'admin:article.fields.title', sortKey: 'name' },
    { key: 'url', label: 'admin:article.fields.url' },
    visibilityColumn('admin:article.fields.visibled'),
    updatedAtColumn(),
  ],
  filters: [
    { name: 'category_id', label: 'admin:article.fields.categories', remote: { resource: 'category', label: 'title' } },
    visibilityFilter('admin:article.fields.visibled'),
  ],
  sections: [
    { name: 'main', label: 'admin:article.sections.main', columns: 2 },
    { name: 'content', label: 'admin:article.sections.content' },
    { name: 'related', label: 'admin:article.sections.related' },
    { name: 'seo', label: 'admin:article.sections.seo' },
  ],
  formWidth: 'wide',
  fields: [
    {
      name: 'title',
      label: 'admin:article.fields.title',
      widget: { type: 'text' },
      translated: true,
      required: true,
      section: 'main',
      span: 'full',
    },
    {
      name: 'url',
      label: 'admin:article.fields.url',
      widget: { type: 'text' },
      required: true,
      help: 'admin:article.help.url',
      section: 'main',
    },
    { name: 'visibled', label: 'admin:article.fields.visibled', widget: { type: 'switch' }, section: 'main' },
    {
      name: 'show_date',
      label: 'admin:article.fields.showDate',
      widget: { type: 'switch' },
      help: 'admin:article.help.showDate',
      section: 'main',
    },
    { name: 'image', label: 'admin:article.fields.image', widget: { type: 'image' }, help: 'admin:article.help.image', section: 'main' },
    { name: 'banner', label: 'admin:article.fields.banner', widget: { type: 'image' }, help: 'admin:article.help.banner', section: 'main' },
    {
      name: 'short_description',
      label: 'admin:article.fields.shortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'content',
    },
    {
      name: 'content',
      label: 'admin:article.fields.content',
      widget: { type: 'richText', size: 'medium' },
      translated: true,
      required: true,
      section: 'content',
    },
    {
      name: 'categories',
      label: 'admin:article.fields.categories',
      widget: { type: 'multiSelect', remote: { resource: 'category', label: 'title' }, valueType: 'number' },
      section: 'related',
    },
    {
      name: 'products',
      label: 'admin:article.fields.products',
      widget: { type: 'multiSelect', remote: { resource: 'product', label: 'name' }, valueType: 'number' },
      help: 'admin:article.help.products',
      section: 'related',
    },
    { name: 'meta_title', label: 'admin:article.fields.metaTitle', widget: { type: 'text' }, translated: true, section: 'seo' },
    {
      name: 'meta_short_description',
      label: 'admin:article.fields.metaShortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'seo',
    },
  ],
  defaults: {
    visibled: true,
    show_date: true,
    title: '',
    url: '',
    short_description: '',
    content: '',
    meta_title: '',
    meta_short_description: '',
    image: '',
    banner: '',
    categories: [],
    products: [],
  },
  batchActions: [...VISIBILITY_ACTIONS, 'delete'],
});

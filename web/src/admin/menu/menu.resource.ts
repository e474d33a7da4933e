import { FIXED_URLS, MENU_TYPES, type MenuType } from '@shop/core/content/menu.schema';
import { MenuContract } from '@shop/core/content/menu.contract';
import { PageContract } from '@shop/core/content/page.contract';
import { ArticleContract } from '@shop/core/blog/article.contract';
import { BlogCategoryContract } from '@shop/core/blog/blog-category.contract';
import { FormContract } from '@shop/core/form/form.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { defineResource, enabledColumn, idColumn, updatedAtColumn, type FormContext, type Widget } from '../../components/resource';
import { MenuTreePage } from './menu-tree-page';

type MenuForm = FormOf<typeof MenuContract>;

const typeOptions = MENU_TYPES.map((value) => ({ value, label: `admin:menu.types.${value}` }));

/** The url field follows the type (spec section 4): hidden when the type fixes it. */
const urlHelp: Record<MenuType, string> = {
  category: 'admin:menu.help.urlCategory',
  link: 'admin:menu.help.urlLink',
  page: 'admin:menu.help.urlPage',
  blog_article: 'admin:menu.help.urlArticle',
  blog_category: 'admin:menu.help.urlBlogCategory',
  form: 'admin:menu.help.urlReference',
  service: 'admin:menu.help.urlReference',
  contact_us: 'admin:menu.help.urlReference',
};

/**
 * Types whose url names an item of another resource: the url is chosen from those items (searched
 * by title or url; the menu stores the url).
 */
const URL_SOURCES: Partial<Record<MenuType, { resource: string; permission: string }>> = {
  page: { resource: PageContract.path, permission: PageContract.permissions.list },
  blog_article: { resource: ArticleContract.path, permission: ArticleContract.permissions.list },
  blog_category: { resource: BlogCategoryContract.path, permission: BlogCategoryContract.permissions.list },
  form: { resource: FormContract.path, permission: FormContract.permissions.list },
};

/** A choice of the type's items, for staff who may read them; text otherwise (the server checks either). */
function urlWidget({ values, can }: FormContext<MenuForm>): Widget | undefined {
  const source = values.type ? URL_SOURCES[values.type as MenuType] : undefined;
  if (!source || (can && !can(source.permission))) return undefined;
  return {
    type: 'select',
    remote: { ...source, value: 'url', label: (row) => `${String(row.title)} (/${String(row.url)})` },
  };
}

const hasUrl = ({ values }: { values: MenuForm }) => Boolean(values.type) && !FIXED_URLS[values.type as MenuType];

export const menuResource = defineResource(MenuContract, {
  name: 'menu',
  label: { singular: 'admin:menu.singular', plural: 'admin:menu.plural' },
  translated: true,
  navOrder: 200,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:menu.fields.title', sortKey: 'name' },
    { key: 'parent_name', label: 'admin:menu.fields.parentName' },
    { key: 'level', label: 'admin:menu.fields.level' },
    { key: 'type', label: 'admin:menu.fields.type', render: (row, t) => t(`admin:menu.types.${row.type}`) },
    { key: 'order', label: 'admin:menu.fields.order' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  filters: [
    { name: 'type', label: 'admin:menu.fields.type', options: typeOptions },
    {
      name: 'enabled',
      label: 'common:fields.enabled',
      options: [
        { value: 'true', label: 'common:states.enabled' },
        { value: 'false', label: 'common:states.disabled' },
      ],
    },
  ],
  sections: [
    { name: 'main', label: 'admin:menu.sections.main', columns: 2 },
    { name: 'display', label: 'admin:menu.sections.display', columns: 2 },
    { name: 'seo', label: 'admin:menu.sections.seo' },
  ],
  fields: [
    {
      name: 'title',
      label: 'admin:menu.fields.title',
      widget: { type: 'text' },
      translated: true,
      required: true,
      section: 'main',
      span: 'full',
    },
    { name: 'type', label: 'admin:menu.fields.type', widget: { type: 'select', options: typeOptions }, required: true, section: 'main' },
    {
      name: 'parent_id',
      label: 'admin:menu.fields.parent',
      widget: {
        type: 'select',
        remote: {
          resource: 'menu',
          path: 'menu/flat',
          label: 'display_title',
          // A menu cannot sit under itself (the API also refuses its own submenus).
          filter: (row, ctx) => String(row.id) !== String(ctx?.id ?? ''),
        },
        valueType: 'number',
      },
      help: 'admin:menu.help.parent',
      section: 'main',
    },
    {
      name: 'url',
      label: 'admin:menu.fields.url',
      widget: { type: 'text' },
      widgetFor: urlWidget,
      required: true,
      visible: hasUrl,
      help: ({ values }) => (values.type ? urlHelp[values.type as MenuType] : undefined),
      section: 'main',
    },
    { name: 'order', label: 'admin:menu.fields.order', widget: { type: 'number' }, help: 'admin:menu.help.order', section: 'main' },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' }, section: 'display' },
    { name: 'open_in_current_tab', label: 'admin:menu.fields.openInCurrentTab', widget: { type: 'switch' }, section: 'display' },
    { name: 'display_in_mobile', label: 'admin:menu.fields.displayInMobile', widget: { type: 'switch' }, section: 'display' },
    { name: 'display_in_desktop', label: 'admin:menu.fields.displayInDesktop', widget: { type: 'switch' }, section: 'display' },
    { name: 'image', label: 'admin:menu.fields.image', widget: { type: 'image' }, section: 'display', span: 'full' },
    {
      name: 'short_description',
      label: 'admin:menu.fields.shortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'seo',
    },
    { name: 'meta_title', label: 'admin:menu.fields.metaTitle', widget: { type: 'text' }, translated: true, section: 'seo' },
    {
      name: 'meta_description',
      label: 'admin:menu.fields.metaDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'seo',
    },
  ],
  // The full create schema in both modes: the form always sends every field.
  defaults: {
    title: '',
    type: undefined,
    parent_id: null,
    url: '',
    order: undefined,
    enabled: true,
    open_in_current_tab: true,
    display_in_mobile: true,
    display_in_desktop: true,
    image: '',
    short_description: '',
    meta_title: '',
    meta_description: '',
  },
  toPayload: (body) => ({ ...body, image: body.image || null }),
  pages: [{ path: 'tree', label: 'admin:menu.tree.title', component: MenuTreePage, listLink: true }],
  batchActions: ['enable', 'disable', 'delete'],
});

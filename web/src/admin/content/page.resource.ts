import { PAGE_SCRIPTS_PERMISSION } from '@shop/core/access/permissions';
import { PageContract } from '@shop/core/content/page.contract';
import { defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';

/**
 * Pages (spec section 3): texts per language, the rest global. The css and script fields are shown,
 * and sent, only to staff holding `update page_scripts`; the server keeps them when they are left out
 * and refuses them from anyone else (decision 0033).
 */
export const pageResource = defineResource(PageContract, {
  name: 'page',
  label: { singular: 'admin:page.singular', plural: 'admin:page.plural' },
  translated: true,
  navOrder: 210,
  navGroup: 'admin:nav.content',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:page.fields.title', sortKey: 'name' },
    { key: 'url', label: 'admin:page.fields.url' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  sections: [
    { name: 'main', label: 'admin:page.sections.main', columns: 2 },
    { name: 'seo', label: 'admin:page.sections.seo' },
    { name: 'code', label: 'admin:page.sections.code' },
  ],
  fields: [
    { name: 'title', label: 'admin:page.fields.title', widget: { type: 'text' }, translated: true, required: true, section: 'main' },
    { name: 'url', label: 'admin:page.fields.url', widget: { type: 'text' }, required: true, help: 'admin:page.help.url', section: 'main' },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' }, section: 'main' },
    { name: 'image', label: 'admin:page.fields.image', widget: { type: 'image' }, section: 'main' },
    {
      name: 'short_description',
      label: 'admin:page.fields.shortDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'main',
      span: 'full',
    },
    {
      name: 'content',
      label: 'admin:page.fields.content',
      widget: { type: 'richText', size: 'medium' },
      translated: true,
      section: 'main',
      span: 'full',
    },
    { name: 'meta_title', label: 'admin:page.fields.metaTitle', widget: { type: 'text' }, translated: true, section: 'seo' },
    {
      name: 'meta_description',
      label: 'admin:page.fields.metaDescription',
      widget: { type: 'textarea' },
      translated: true,
      section: 'seo',
    },
    {
      name: 'css',
      label: 'admin:page.fields.css',
      widget: { type: 'textarea' },
      help: 'admin:page.help.css',
      permission: PAGE_SCRIPTS_PERMISSION,
      section: 'code',
    },
    {
      name: 'header_script',
      label: 'admin:page.fields.headerScript',
      widget: { type: 'textarea' },
      help: 'admin:page.help.scripts',
      permission: PAGE_SCRIPTS_PERMISSION,
      section: 'code',
    },
    {
      name: 'footer_script',
      label: 'admin:page.fields.footerScript',
      widget: { type: 'textarea' },
      help: 'admin:page.help.scripts',
      permission: PAGE_SCRIPTS_PERMISSION,
      section: 'code',
    },
  ],
  defaults: {
    enabled: true,
    title: '',
    url: '',
    short_description: '',
    content: '',
    meta_title: '',
    meta_description: '',
    css: '',
    header_script: '',
    footer_script: '',
    image: '',
  },
  batchActions: ['enable', 'disable', 'delete'],
});

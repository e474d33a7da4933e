import { FormContract } from '@shop/core/form/form.contract';
import type { FormOf } from '@shop/core/shared/contract';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { HistoriesPage } from './histories-page';
import { HistoryPage } from './history-page';
import { TabsInput } from './tabs-input';

type FormForm = FormOf<typeof FormContract>;

/**
 * The form builder (`/admin/formbuilder`, decision 0063): a form's switches, its url and texts (per
 * language), and its tabs of fields (global), ordered with up and down buttons. Each form's
 * submissions are at `formbuilder/histories/{id}`, one at `formbuilder/{form_id}/history/{history_id}`.
 */
export const formResource = defineResource(FormContract, {
  name: 'formbuilder',
  label: { singular: 'admin:form.singular', plural: 'admin:form.plural' },
  translated: true,
  navOrder: 140,
  navGroup: 'admin:nav.crm',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:form.fields.title', sortKey: 'name' },
    { key: 'url', label: 'admin:form.fields.url' },
    { key: 'field_count', label: 'admin:form.fields.fieldCount' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:form.fields.title', widget: { type: 'text' }, required: true, translated: true },
    { name: 'url', label: 'admin:form.fields.url', widget: { type: 'text' }, required: true, help: 'admin:form.help.url' },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'allow_guest', label: 'admin:form.fields.allowGuest', widget: { type: 'switch' }, help: 'admin:form.help.allowGuest' },
    { name: 'limit_submit', label: 'admin:form.fields.limitSubmit', widget: { type: 'switch' }, help: 'admin:form.help.limitSubmit' },
    { name: 'description', label: 'admin:form.fields.description', widget: { type: 'richText', size: 'small' }, translated: true },
    { name: 'meta_title', label: 'admin:form.fields.metaTitle', widget: { type: 'text' }, translated: true },
    { name: 'meta_description', label: 'admin:form.fields.metaDescription', widget: { type: 'textarea' }, translated: true },
    customField<FormForm, 'tabs'>({ name: 'tabs', label: 'admin:form.fields.tabs', component: TabsInput }),
  ],
  defaults: {
    enabled: true,
    allow_guest: true,
    limit_submit: false,
    title: '',
    url: '',
    description: '',
    meta_title: '',
    meta_description: '',
    tabs: [],
  },
  rowActions: [{ label: 'admin:form.histories', to: (row) => `/admin/formbuilder/histories/${String(row.id)}` }],
  pages: [
    { path: 'histories/:id', label: 'admin:form.histories', component: HistoriesPage, permission: 'get forms' },
    { path: ':form_id/history/:history_id', label: 'admin:form.history', component: HistoryPage, permission: 'get form' },
  ],
  batchActions: ['enable', 'disable', 'delete'],
});

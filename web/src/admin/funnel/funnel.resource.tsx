import { FunnelContract } from '@shop/core/crm/funnel.contract';
import { LEAD_SOURCES } from '@shop/core/shared/lead-source.schema';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { FunnelReportPage } from './funnel-report-page';
import { FunnelStepsInput } from './funnel-steps-input';

/**
 * Funnels (`/admin/funnel`, issue 28 §4): ordered steps — landing content, a form where the visitor
 * becomes a lead, an offer product — walked at `/funnel/{url}`. Each row opens its report (visits,
 * leads, first orders and revenue per step and source) and its board of leads by status.
 */
export const funnelResource = defineResource(FunnelContract, {
  name: 'funnel',
  label: { singular: 'admin:funnel.singular', plural: 'admin:funnel.plural' },
  navOrder: 115,
  navGroup: 'admin:nav.crm',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.title,
  columns: [
    idColumn(),
    { key: 'title', label: 'admin:funnel.fields.title', sortKey: 'name' },
    { key: 'url', label: 'admin:funnel.fields.url' },
    { key: 'steps', label: 'admin:funnel.fields.steps', render: (row) => String(row.steps.length) },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'title', label: 'admin:funnel.fields.title', widget: { type: 'text' }, required: true, translated: true },
    { name: 'url', label: 'admin:funnel.fields.url', widget: { type: 'text' }, required: true, help: 'admin:funnel.help.url' },
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    {
      name: 'lead_source',
      label: 'admin:funnel.fields.leadSource',
      widget: {
        type: 'select',
        options: [
          { value: '', label: 'admin:lead.noSource' },
          ...LEAD_SOURCES.map((value) => ({ value, label: `admin:lead.source.${value}` })),
        ],
      },
      help: 'admin:funnel.help.leadSource',
    },
    { name: 'meta_title', label: 'admin:funnel.fields.metaTitle', widget: { type: 'text' }, translated: true },
    { name: 'meta_description', label: 'admin:funnel.fields.metaDescription', widget: { type: 'textarea' }, translated: true },
    customField({ name: 'steps', label: 'admin:funnel.fields.steps', component: FunnelStepsInput, required: true, span: 'full' }),
  ],
  defaults: {
    title: '',
    url: '',
    enabled: true,
    lead_source: '',
    meta_title: '',
    meta_description: '',
    steps: [{ key: 'welcome', type: 'content', title: '', content: '', button_name: '', form_id: null, product_id: null }],
  },
  rowActions: [
    { label: 'admin:funnel.report', to: (row) => `/admin/funnel/report/${String(row.id)}`, permission: 'get funnel' },
    { label: 'admin:funnel.board', to: (row) => `/admin/lead/funnel/management/${String(row.id)}`, permission: 'get leads' },
  ],
  pages: [{ path: 'report/:id', label: 'admin:funnel.report', component: FunnelReportPage, permission: 'get funnel' }],
  batchActions: ['delete'],
});

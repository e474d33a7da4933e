import { PO_STATUSES } from '@shop/core/purchasing/po.schema';
import { PoContract } from '@shop/core/purchasing/po.contract';
import { customField, defineResource, type FormContext, updatedAtColumn } from '../../components/resource';
import { PoEditExtras } from './po-edit-extras';
import { PoLinesEditor } from './po-lines-editor';
import { StatusBadge } from './status-badge';
import type { LineRow } from './po-types';
import { PoViewPage } from './po-view-page';

/** The lines as the editor holds them: what the API takes, plus labels and a row key (dropped on submit). */
type FormExtra = { lines: LineRow[] };

/** Supplier, warehouse and lines change only while the order is a draft (the API refuses otherwise). */
const locked = ({ mode, item }: FormContext) => mode === 'edit' && item?.status !== 'draft';

export const poResource = defineResource<typeof PoContract, FormExtra>(PoContract, {
  name: 'po',
  label: { singular: 'admin:po.singular', plural: 'admin:po.plural' },
  navOrder: 160,
  navGroup: 'admin:nav.inventory',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.number,
  columns: [
    { key: 'number', label: 'admin:po.fields.number', sortKey: 'id' },
    { key: 'supplier_name', label: 'admin:po.fields.supplier' },
    { key: 'warehouse_name', label: 'admin:po.fields.warehouse' },
    { key: 'status', label: 'admin:po.fields.status', render: (row) => <StatusBadge status={row.status} /> },
    { key: 'total', label: 'admin:po.fields.total' },
    {
      key: 'received_quantity',
      label: 'admin:po.fields.received',
      render: (row) => `${row.received_quantity} / ${row.total_quantity}`,
    },
    { key: 'expected_date', label: 'admin:po.fields.expectedDate' },
    updatedAtColumn(),
  ],
  filters: [
    {
      name: 'status',
      label: 'admin:po.fields.status',
      options: PO_STATUSES.map((value) => ({ value, label: `admin:po.statuses.${value}` })),
    },
    { name: 'supplier_id', label: 'admin:po.fields.supplier', remote: { resource: 'supplier', label: 'name' } },
    { name: 'warehouse_id', label: 'admin:po.fields.warehouse', remote: { resource: 'warehouse', label: 'name' } },
  ],
  searchable: true,
  searchHelp: 'admin:po.help.search',
  formWidth: 'wide',
  sections: [
    { name: 'order', label: 'admin:po.sections.order', columns: 2 },
    { name: 'lines', label: 'admin:po.sections.lines' },
  ],
  fields: [
    {
      name: 'supplier_id',
      label: 'admin:po.fields.supplier',
      widget: {
        type: 'select',
        // Enabled suppliers are offered; the order's own is still shown (labelled by id) if it was disabled since.
        remote: { resource: 'supplier', label: 'name', params: { enabled: '1' } },
        valueType: 'number',
      },
      required: true,
      disabled: locked,
      section: 'order',
    },
    {
      name: 'warehouse_id',
      label: 'admin:po.fields.warehouse',
      widget: {
        type: 'select',
        remote: { resource: 'warehouse', label: 'name', params: { enabled: '1' } },
        valueType: 'number',
      },
      required: true,
      disabled: locked,
      section: 'order',
      help: 'admin:po.help.warehouse',
    },
    { name: 'expected_date', label: 'admin:po.fields.expectedDate', widget: { type: 'date' }, section: 'order' },
    { name: 'remark', label: 'admin:po.fields.remark', widget: { type: 'textarea' }, section: 'order' },
    customField({
      name: 'lines',
      label: 'admin:po.fields.lines',
      component: PoLinesEditor,
      required: true,
      disabled: locked,
      section: 'lines',
    }),
  ],
  defaults: { supplier_id: undefined, warehouse_id: undefined, expected_date: '', remark: '', lines: [] },
  toForm: (item) => ({
    expected_date: item.expected_date ?? '',
    remark: item.remark ?? '',
    lines: (item.lines ?? []).map((l): LineRow => ({
      _key: `saved-${l.id}`,
      id: l.id,
      stock_id: l.stock_id,
      quantity: String(l.quantity),
      unit_cost: l.unit_cost,
      product_name: l.product_name,
      sku: l.sku,
      attributes: l.attributes,
      received_quantity: l.received_quantity,
    })),
  }),
  createRedirect: (saved) => `/admin/po/view/${saved.id}`,
  rowActions: [{ label: 'admin:po.view', to: (row) => `/admin/po/view/${row.id}`, permission: 'get po' }],
  pages: [{ path: 'view/:id', label: 'admin:po.viewCrumb', component: PoViewPage, permission: 'get po' }],
  formExtras: PoEditExtras,
  batchActions: ['delete'],
  // Decision 0005: only drafts and cancelled orders can be deleted; a finished order has nothing left to edit.
  rowRules: {
    delete: (row) => (row.status === 'draft' || row.status === 'cancelled' ? undefined : 'admin:po.refused.delete'),
    edit: (row) =>
      row.status === 'received' || row.status === 'cancelled' || row.status === 'closed' ? 'admin:po.refused.edit' : undefined,
  },
});

import { ORDER_STATUSES, PAYMENT_METHODS, orderNumber } from '@shop/core/order/order.schema';
import { OrderContract } from '@shop/core/order/order.contract';
import { defineResource } from '../../components/resource';
import { OrderCreatePage } from './order-create-page';
import { OrderViewPage } from './order-view-page';
import { OrderStatusBadge } from '../shared/order-status-badge';

/**
 * /admin/order: every order, newest first, found by number or email and filtered by status, payment
 * method and order dates; the selected paid orders can be shipped, shipped ones completed (each where
 * its state allows; the others are named). Orders are never edited or deleted (decision 0028): each
 * opens as a document with its actions at /admin/order/{id}. Staff who may create orders enter one
 * for a customer at /admin/order/create (decision 0032).
 */
export const orderResource = defineResource(OrderContract, {
  name: 'order',
  label: { singular: 'admin:order.singular', plural: 'admin:order.plural' },
  readOnly: true,
  createScreen: OrderCreatePage,
  navOrder: 240,
  navGroup: 'admin:nav.sales',
  defaultSort: { sort: 'id', order: 'desc' },
  searchable: true,
  searchHelp: 'admin:order.help.search',
  rowLabel: (row) => row.order_number,
  columns: [
    { key: 'order_number', label: 'admin:order.fields.number', sortKey: 'id', link: (row) => `/admin/order/${String(row.id)}` },
    { key: 'email', label: 'common:fields.email' },
    { key: 'status', label: 'admin:order.fields.status', render: (row) => <OrderStatusBadge status={row.status} /> },
    { key: 'grand_total', label: 'admin:order.fields.grandTotal', render: (row) => `${row.base_currency} ${row.grand_total}` },
    { key: 'payment_method', label: 'admin:order.fields.payment', render: (row, t) => t(`common:paymentMethod.${row.payment_method}`) },
    { key: 'items', label: 'admin:order.fields.items' },
    { key: 'created_at', label: 'admin:order.fields.createdAt', kind: 'date' },
  ],
  filters: [
    {
      name: 'status',
      label: 'admin:order.fields.status',
      options: ORDER_STATUSES.map((value) => ({ value, label: `common:orderStatus.${value}` })),
    },
    {
      name: 'payment_method',
      label: 'admin:order.fields.payment',
      options: PAYMENT_METHODS.map((value) => ({ value, label: `common:paymentMethod.${value}` })),
    },
    { name: 'date_from', label: 'admin:order.filters.dateFrom', input: 'date' },
    { name: 'date_to', label: 'admin:order.filters.dateTo', input: 'date' },
  ],
  batchActions: [
    { key: 'ship', label: 'admin:order.batch.ship', data: { status: 'shipped' } },
    { key: 'complete', label: 'admin:order.batch.complete', data: { status: 'completed' } },
  ],
  rowActions: [{ label: 'admin:order.view', to: (row) => `/admin/order/${String(row.id)}`, permission: 'get order' }],
  pages: [
    {
      path: ':id',
      label: 'admin:order.viewCrumb',
      component: OrderViewPage,
      permission: 'get order',
      // The page's title and crumb name the order as staff know it: `Order ORD-000012` (issue 25 §7).
      crumbId: (id) => (/^\d+$/.test(id) ? orderNumber(Number(id)) : id),
    },
  ],
  fields: [],
  defaults: {},
});

import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { OrderAdminRow, OrderFilters, OrderInfo, OrderStatusInput } from './order.schema.js';

/** The back office's orders: a list with filters and a detail screen; orders are never edited or deleted (decision 0028). */
export const OrderContract = contract({
  group: permissionGroup('order'),
  path: 'order',
  input: OrderStatusInput,
  info: OrderInfo,
  row: OrderAdminRow,
  filters: OrderFilters,
});

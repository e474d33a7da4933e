import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderInput, OrderQuoteInput, OrderRefundInput, OrderStatus } from '@shop/core/order/order.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

export type AdminOrder = AnswerOf<(typeof client.api.admin.order)[':id{[0-9]+}']['$get']>;

const keys = adminKeys.resource('order');

/** One order (`GET /api/admin/order/{id}`). */
export function useOrder(id: string) {
  return useQuery({
    queryKey: keys.view(id, 'detail'),
    queryFn: ({ signal }) => unwrap(client.api.admin.order[':id{[0-9]+}'].$get({ param: { id } }, { init: { signal } })),
  });
}

export const moveOrder = (
  id: string,
  status: OrderStatus,
  options: { note?: string; restock?: boolean; carrier?: string; tracking_number?: string } = {},
) => unwrap(client.api.admin.order[':id{[0-9]+}'].status.$put({ param: { id }, json: { status, ...options } }));

/** `POST /api/admin/order/{id}/refund` (decision 0049): the order with the refund recorded. */
export const refundOrder = (id: string, json: OrderRefundInput) =>
  unwrap(client.api.admin.order[':id{[0-9]+}'].refund.$post({ param: { id }, json }));

export const commentOrder = (id: string, comment: string) =>
  unwrap(client.api.admin.order[':id{[0-9]+}'].comment.$post({ param: { id }, json: { comment } }));

/** After a change: the detail shows the answer, and the list is read again. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: AdminOrder) => {
    queryClient.setQueryData(keys.view(String(order.id), 'detail'), order);
    void queryClient.invalidateQueries({ queryKey: keys.all });
  };
}

export type OrderCustomer = AnswerOf<(typeof client.api.admin.order.customer)[':id{[0-9]+}']['$get']>;
export type OrderQuote = AnswerOf<typeof client.api.admin.order.quote.$post>;

/** The customer an order is being entered for, with their saved addresses (`GET /api/admin/order/customer/{id}`). */
export function useOrderCustomer(id: string) {
  return useQuery({
    queryKey: keys.search({ customer: id }),
    queryFn: ({ signal }) => unwrap(client.api.admin.order.customer[':id{[0-9]+}'].$get({ param: { id } }, { init: { signal } })),
    enabled: /^\d+$/.test(id),
  });
}

/**
 * The new order's totals as the server prices them now (`POST /api/admin/order/quote`); the previous
 * answer stays on screen while the next is read.
 */
export function useOrderQuote(input: OrderQuoteInput) {
  return useQuery({
    queryKey: keys.search({ quote: JSON.stringify(input) }),
    queryFn: ({ signal }) => unwrap(client.api.admin.order.quote.$post({ json: input }, { init: { signal } })),
    placeholderData: keepPreviousData,
    enabled: input.lines.length > 0,
  });
}

/**
 * The enabled shipping methods that deliver to a country: the list checkout offers (`GET /api/shipping`,
 * public), so staff and shoppers choose from the same methods.
 */
export function useShippingMethods(country: string) {
  return useQuery({
    queryKey: adminKeys.resource('shipping').search({ deliversTo: country }),
    queryFn: ({ signal }) => unwrap(client.api.shipping.$get({ query: { country } }, { init: { signal } })),
    enabled: country !== '',
  });
}

/** `POST /api/admin/order`: the order, created paid; the list and the customer's history are read again. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return async (body: AdminOrderInput) => {
    const order = await unwrap(client.api.admin.order.$post({ json: body }));
    queryClient.setQueryData(keys.view(String(order.id), 'detail'), order);
    // The lists (and the customer's Order History) show it; the variants' stock left changed.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.lists() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.resource('order/variant').all }),
    ]);
    return order;
  };
}

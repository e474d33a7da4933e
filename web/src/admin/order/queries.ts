import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@shop/core/order/order.schema';
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

export const moveOrder = (id: string, status: OrderStatus, options: { note?: string; restock?: boolean } = {}) =>
  unwrap(client.api.admin.order[':id{[0-9]+}'].status.$put({ param: { id }, json: { status, ...options } }));

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

import { useQuery } from '@tanstack/react-query';
import type { OrderRefundInput } from '@shop/core/order/order.schema';
import type { PosQuoteInput, PosSaleInput } from '@shop/core/pos/pos.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

const till = client.api.admin.pos;
const keys = adminKeys.resource('store');

export type PosSaleRequest = Omit<PosSaleInput, 'offline'> & { offline?: boolean };
export type PosOrder = AnswerOf<(typeof till.store)[':id{[0-9]+}']['sale']['$post']>;
export type PosProductFound = AnswerOf<(typeof till.store)[':id{[0-9]+}']['product']['$get']>['data'][number];
export type PosCustomerFound = AnswerOf<typeof till.customer.$get>['data'][number];
export type PosQuoteAnswer = AnswerOf<(typeof till.store)[':id{[0-9]+}']['quote']['$post']>;

/** The store whose till this is (its name and warehouse for the header and receipt). */
export function useStore(id: string) {
  return useQuery({
    queryKey: keys.view(id, 'detail'),
    queryFn: ({ signal }) => unwrap(client.api.admin.store[':id{[0-9]+}'].$get({ param: { id }, query: {} }, { init: { signal } })),
  });
}

export const findProducts = (storeId: string, search: string) =>
  unwrap(till.store[':id{[0-9]+}'].product.$get({ param: { id: storeId }, query: { search, limit: '20' } }));

export const findCustomers = (search: string) => unwrap(till.customer.$get({ query: { search } }));

export const quoteSale = (storeId: string, json: PosQuoteInput) =>
  unwrap(till.store[':id{[0-9]+}'].quote.$post({ param: { id: storeId }, json }));

export const recordSale = (storeId: string, json: PosSaleRequest) =>
  unwrap(till.store[':id{[0-9]+}'].sale.$post({ param: { id: storeId }, json: { offline: false, ...json } }));

export const findReceipt = (number: string) => unwrap(till.receipt[':number{[A-Za-z0-9-]+}'].$get({ param: { number } }));

export const takeBack = (orderId: number, json: OrderRefundInput) =>
  unwrap(till.order[':id{[0-9]+}'].refund.$post({ param: { id: String(orderId) }, json }));

/** The store's flagged sales (sold beyond its stock, or priced otherwise than the till took), newest first. */
export function useFlags(storeId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.search({ flags: storeId }),
    queryFn: ({ signal }) =>
      unwrap(till.store[':id{[0-9]+}'].flag.$get({ param: { id: storeId }, query: { page: '1', per_page: '20' } }, { init: { signal } })),
    enabled,
  });
}

export const clearFlag = (storeId: string, flag: number) =>
  unwrap(till.store[':id{[0-9]+}'].flag[':flag{[0-9]+}'].$delete({ param: { id: storeId, flag: String(flag) } }));

import { queryOptions } from '@tanstack/react-query';
import type { AddressInput } from '@shop/core/customer/address.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { customerKeys } from '../../lib/query-keys';

export type Address = AnswerOf<typeof client.api.address.$get>[number];

/** The shopper's addresses (`GET /api/address`). */
export const addressesQuery = () =>
  queryOptions({
    queryKey: customerKeys.addresses(),
    queryFn: ({ signal }) => unwrap(client.api.address.$get(undefined, { init: { signal } })),
  });

export const createAddress = (body: AddressInput) => unwrap(client.api.address.$post({ json: body }));

export const updateAddress = (id: number, body: AddressInput) =>
  unwrap(client.api.address[':id{[0-9]+}'].$put({ param: { id: String(id) }, json: body }));

/** `DELETE /api/address/{id}` answers the addresses left. */
export const deleteAddress = (id: number) => unwrap(client.api.address[':id{[0-9]+}'].$delete({ param: { id: String(id) } }));

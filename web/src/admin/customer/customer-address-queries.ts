import { queryOptions } from '@tanstack/react-query';
import type { AddressInput } from '@shop/core/customer/address.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

const addresses = client.api.admin.user[':id{[0-9]+}'].address;
const one = addresses[':addressId{[0-9]+}'];

export type AdminAddress = AnswerOf<typeof addresses.$get>[number];

/** A customer's address book (`GET /api/admin/user/{id}/address`), beside the customer's form. */
export const customerAddressesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.resource('customer').view(id, 'addresses'),
    queryFn: ({ signal }) => unwrap(addresses.$get({ param: { id } }, { init: { signal } })),
  });

/** Adds (no `addressId`) or changes an address; answers the whole book (a default may have moved). */
export const saveAddress = (id: string, addressId: number | undefined, body: AddressInput) =>
  addressId === undefined
    ? unwrap(addresses.$post({ param: { id }, json: body }))
    : unwrap(one.$put({ param: { id, addressId: String(addressId) }, json: body }));

/** Deletes an address; answers the addresses left. */
export const deleteAddress = (id: string, addressId: number) => unwrap(one.$delete({ param: { id, addressId: String(addressId) } }));

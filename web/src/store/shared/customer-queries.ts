import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@shop/core/customer/customer.schema';
import { client, unwrap, type AnswerOf } from '../../lib/client';
import { withoutEmptyPassword } from '../../lib/password-body';
import { customerKeys } from '../../lib/query-keys';

export type CustomerInfo = AnswerOf<typeof client.api.info.$get>;

/** The signed-in shopper (`POST /api/info`). */
export const customerInfoQuery = () =>
  queryOptions({
    queryKey: customerKeys.info(),
    queryFn: ({ signal }) => unwrap(client.api.info.$get(undefined, { init: { signal } })),
    staleTime: 5 * 60_000,
  });

/** `PUT /api/profile`; an empty new password keeps the current one. */
export const saveCustomerProfile = (body: ProfileUpdateInput) => unwrap(client.api.profile.$put({ json: withoutEmptyPassword(body) }));

/** The answer is the shopper as saved: it replaces the cached one (no second request). */
export const customerProfileSaved = (queryClient: QueryClient, saved: CustomerInfo) => queryClient.setQueryData(customerKeys.info(), saved);

export const logoutCustomer = () => unwrap(client.api.logout.$post());

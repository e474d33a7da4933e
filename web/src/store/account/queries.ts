import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@shop/core/customer/customer.schema';
import { api } from '../../lib/api';
import { withoutEmptyPassword } from '../../lib/password-body';
import { customerKeys } from '../../lib/query-keys';

export interface CustomerInfo {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country_code: string | null;
  phone: string | null;
  gender: 'female' | 'male' | null;
}

/** The signed-in shopper (`POST /api/info`). */
export const customerInfoQuery = () =>
  queryOptions({
    queryKey: customerKeys.info(),
    queryFn: () => api.post<CustomerInfo>('/info', undefined, { audience: 'customer' }),
    staleTime: 5 * 60_000,
  });

/** `PUT /api/profile`; an empty new password keeps the current one. */
export const saveCustomerProfile = (body: ProfileUpdateInput) => api.put<CustomerInfo>('/profile', withoutEmptyPassword(body), { audience: 'customer' });

/** The answer is the shopper as saved: it replaces the cached one (no second request). */
export const customerProfileSaved = (queryClient: QueryClient, saved: CustomerInfo) => queryClient.setQueryData(customerKeys.info(), saved);

export const logoutCustomer = () => api.post('/logout', undefined, { audience: 'customer' });

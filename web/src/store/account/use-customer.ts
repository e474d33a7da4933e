import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { customerKeys } from '../../lib/query-keys';
import { endSession } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';

export interface CustomerInfo {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country_code: string | null;
  phone: string | null;
  gender: 'female' | 'male' | null;
}

/** The signed-in shopper (`POST /api/info`), loaded whenever a customer token exists. */
export function useCustomer() {
  const token = useSessionToken('customer');
  const query = useQuery({
    queryKey: customerKeys.info(),
    queryFn: () => api.post<CustomerInfo>('/info', undefined, { audience: 'customer' }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
  });
  return { ...query, loggedIn: Boolean(token) };
}

/** `POST /api/logout`, then drop `token` and `cart_id` and go home unless already there. */
export function useCustomerLogout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/logout', undefined, { audience: 'customer' }),
    onSettled: () => {
      // endSession (not clearSession): a login-only page's guard then sends the shopper home.
      endSession('customer');
      queryClient.removeQueries({ queryKey: customerKeys.all });
      if (location.pathname !== '/') navigate('/', { replace: true });
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { customerKeys } from '../../lib/query-keys';
import { endSession } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';
import { customerInfoQuery, logoutCustomer } from './customer-queries';

export type { CustomerInfo } from './customer-queries';

/** The signed-in shopper (`POST /api/info`), loaded whenever a customer token exists. */
export function useCustomer() {
  const token = useSessionToken('customer');
  const query = useQuery({ ...customerInfoQuery(), enabled: Boolean(token) });
  return { ...query, loggedIn: Boolean(token) };
}

/** `POST /api/logout`, then drop `token` and `cart_id` and go home unless already there. */
export function useCustomerLogout() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutCustomer,
    onSettled: () => {
      // endSession (not clearSession): a login-only page's guard then sends the shopper home.
      endSession('customer');
      queryClient.removeQueries({ queryKey: customerKeys.all });
      if (location.pathname !== '/') navigate('/', { replace: true });
    },
  });
}

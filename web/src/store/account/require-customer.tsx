import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { justLoggedOut } from '../../lib/session';
import { useSessionToken } from '../../lib/use-session';

/** Login-only pages (/account, /wishlist) send guests to /login and back afterwards. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const token = useSessionToken('customer');
  const location = useLocation();
  if (!token && justLoggedOut('customer')) return <Navigate to="/" replace />;
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { CanContext } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useSessionToken } from '../../lib/use-session';
import { useAdminCan, useAdminProfile } from './use-admin-profile';

/** No token → login; otherwise wait for the profile and share its permissions. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionToken('admin');
  const location = useLocation();
  const profile = useAdminProfile();
  const can = useAdminCan();
  if (!token) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return <CanContext.Provider value={can}>{children}</CanContext.Provider>;
}

/** Missing permission → the admin homepage (spec section 6). */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const can = useAdminCan();
  if (!can(permission)) return <Navigate to="/admin/dashboard" replace />;
  return <>{children}</>;
}

export const guard = (permission: string, element: ReactNode) => (
  <RequirePermission permission={permission}>{element}</RequirePermission>
);

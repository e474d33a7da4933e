import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AdminIdContext, CanContext, ReadPermissionContext, type ReadPermission } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useSessionToken } from '../../lib/use-session';
import { resources } from '../resources';
import { useAdminCan, useAdminProfile } from './use-admin-profile';

/** Remote option sources are read with their resource's list permission (`warehouse` → `get warehouses`). */
const LIST_PERMISSION = new Map(resources.map((r) => [r.apiPath, r.permissions.list]));
const readPermission: ReadPermission = (resource) => LIST_PERMISSION.get(resource);

/** No token → login; otherwise wait for the profile and share its permissions. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const token = useSessionToken('admin');
  const location = useLocation();
  const profile = useAdminProfile();
  const can = useAdminCan();
  if (!token) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return (
    <CanContext.Provider value={can}>
      <AdminIdContext.Provider value={profile.data.id}>
        <ReadPermissionContext.Provider value={readPermission}>{children}</ReadPermissionContext.Provider>
      </AdminIdContext.Provider>
    </CanContext.Provider>
  );
}

/** Where a refused page sends the admin; the page they came to shows it was refused. */
export interface ForbiddenState {
  forbidden: string;
}

/**
 * Missing permission → the admin homepage (spec section 6), which then says the page was refused
 * instead of leaving the admin wondering why they landed there.
 */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const can = useAdminCan();
  const location = useLocation();
  if (!can(permission)) {
    const state: ForbiddenState = { forbidden: location.pathname };
    return <Navigate to="/admin/dashboard" replace state={state} />;
  }
  return <>{children}</>;
}

export const guard = (permission: string, element: ReactNode) => <RequirePermission permission={permission}>{element}</RequirePermission>;

import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionToken } from '../../lib/use-session';
import { adminProfileQuery } from '../profile/queries';

/** `GET /api/admin`: the signed-in admin with their role's permission strings. */
export interface AdminProfile {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  role_id: number;
  group_id: number | null;
  parent_id: number | null;
  sales_code: string | null;
  commission_enabled: boolean;
  phone: string | null;
  country_code: string | null;
  role: { id: number; name: string; permission_list: string[] } | null;
}

export function useAdminProfile() {
  const token = useSessionToken('admin');
  return useQuery({ ...adminProfileQuery(), enabled: Boolean(token) });
}

/** `can('get brands')` for the signed-in admin. */
export function useAdminCan() {
  const { data } = useAdminProfile();
  const list = data?.role?.permission_list;
  return useCallback((permission: string) => Boolean(list?.includes(permission)), [list]);
}

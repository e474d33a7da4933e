import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionToken } from '../../lib/use-session';
import { adminProfileQuery } from '../shared/profile-queries';
import type { client, AnswerOf } from '../../lib/client';

/** `GET /api/admin`: the signed-in admin with their role's permission strings. */
export type AdminProfile = AnswerOf<typeof client.api.admin.$get>;

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

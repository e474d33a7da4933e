import { api } from '../../lib/api';
import type { Audience } from '../../lib/session';

/** Ends every other session of the signed-in account (`POST /api/admin/logout/others`, `POST /api/logout/others`); nothing cached changes. */
export const logoutOthers = (audience: Audience) =>
  api.post<{ ended: number }>(audience === 'admin' ? '/admin/logout/others' : '/logout/others', undefined, { audience });

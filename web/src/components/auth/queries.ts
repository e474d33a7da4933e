import { client, unwrap } from '../../lib/client';
import type { Audience } from '../../lib/session';

/** Ends every other session of the signed-in account (`POST /api/admin/logout/others`, `POST /api/logout/others`); nothing cached changes. */
export const logoutOthers = (audience: Audience) =>
  unwrap(audience === 'admin' ? client.api.admin.logout.others.$post() : client.api.logout.others.$post());

import { queryOptions } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/client';
import { adminKeys } from '../../lib/query-keys';

/** The enabled tiers for a customer's tier select. */
export const tierOptionsQuery = (language: string) =>
  queryOptions({
    queryKey: adminKeys.resource('membership_tier').options({ language }),
    queryFn: ({ signal }) => unwrap(client.api.admin.membership_tier.options.$get({ query: { language } }, { init: { signal } })),
  });

/** A page of a customer's points ledger (`GET /api/admin/user/{id}/points`). */
export const customerPointsQuery = (id: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: adminKeys.resource('customer').view(id, `points-${String(page)}-${String(perPage)}`),
    queryFn: ({ signal }) =>
      unwrap(
        client.api.admin.user[':id{[0-9]+}'].points.$get(
          { param: { id }, query: { page: String(page), per_page: String(perPage) } },
          { init: { signal } },
        ),
      ),
  });

import { client, unwrap } from '../../lib/client';
import { customerKeys } from '../../lib/query-keys';

/** The shopper's membership (`GET /api/membership`): the account page and checkout's points control. */
export const membershipQuery = (language: string) => ({
  queryKey: [...customerKeys.all, 'membership', language] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => unwrap(client.api.membership.$get({ query: { language } }, { init: { signal } })),
});

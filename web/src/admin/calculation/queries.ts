import { useInfiniteQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/client';

/** The month the page opens on: this month in the shop's time zone (Hong Kong). */
export function currentPeriod(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit' }).formatToParts(now);
  return `${parts.find((p) => p.type === 'year')?.value ?? ''}-${parts.find((p) => p.type === 'month')?.value ?? ''}`;
}

export const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's admins with their totals (`GET /admin/calculation`), 50 at a time. */
export function useCommissionMonth(period: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'calculation', period],
    queryFn: ({ pageParam, signal }) =>
      unwrap(client.api.admin.calculation.$get({ query: { period, ...(pageParam ? { cursor: pageParam } : {}) } }, { init: { signal } })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: PERIOD.test(period),
  });
}

/** One admin's entries of a month (`GET /admin/calculation/{id}`), order by order. */
export function useCommissionAdmin(adminId: string, period: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'calculation', period, 'admin', adminId],
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        client.api.admin.calculation[':id'].$get(
          { param: { id: adminId }, query: { period, ...(pageParam ? { cursor: pageParam } : {}) } },
          { init: { signal } },
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    enabled: PERIOD.test(period) && adminId !== '',
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customerPointsQuery } from './membership-queries';
import { PagedTableCard, usePaging } from './paged-table-card';

/**
 * The customer screen's Reward Points History tab (spec §2, §3: remark, type, used_points, points,
 * expiry_date): newest first, a page at a time (one range Query of the customer's ledger).
 */
export function CustomerPoints({ id }: { id: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const points = useQuery({ ...customerPointsQuery(id, paging.page, paging.perPage), placeholderData: keepPreviousData });
  return (
    <PagedTableCard
      query={points}
      paging={paging}
      empty={t('admin:membership.noPoints')}
      label={t('admin:membership.pointsHistory')}
      rowKey={(e) => e.id}
      columns={[
        { header: t('admin:membership.columns.remark'), cell: (e) => e.remark },
        { header: t('admin:membership.columns.type'), cell: (e) => t(`admin:membership.types.${e.type}`) },
        { header: t('admin:membership.columns.used_points'), cell: (e) => String(e.used_points), props: { textAlign: 'end' } },
        { header: t('admin:membership.columns.points'), cell: (e) => String(e.points), props: { textAlign: 'end' } },
        { header: t('admin:membership.columns.expiry_date'), cell: (e) => e.expiry_date ?? '—' },
      ]}
    />
  );
}

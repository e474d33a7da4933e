import { Card, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { customerPointsQuery } from './membership-queries';

/**
 * The customer screen's Reward Points History tab (spec §2, §3: remark, type, used_points, points,
 * expiry_date): newest first, a page at a time (one range Query of the customer's ledger).
 */
export function CustomerPoints({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const points = useQuery({ ...customerPointsQuery(id, page, perPage), placeholderData: keepPreviousData });
  return (
    <Card.Root>
      <Card.Body>
        {points.isPending ? (
          <PageSpinner />
        ) : points.isError ? (
          <ErrorState onRetry={() => void points.refetch()} />
        ) : points.data.total === 0 ? (
          <Text color="fg.muted">{t('admin:membership.noPoints')}</Text>
        ) : (
          <Stack gap="4">
            <SimpleTable
              label={t('admin:membership.pointsHistory')}
              busy={points.isFetching}
              rows={points.data.data}
              rowKey={(e) => e.id}
              columns={[
                { header: t('admin:membership.columns.remark'), cell: (e) => e.remark },
                { header: t('admin:membership.columns.type'), cell: (e) => t(`admin:membership.types.${e.type}`) },
                { header: t('admin:membership.columns.used_points'), cell: (e) => String(e.used_points), props: { textAlign: 'end' } },
                { header: t('admin:membership.columns.points'), cell: (e) => String(e.points), props: { textAlign: 'end' } },
                { header: t('admin:membership.columns.expiry_date'), cell: (e) => e.expiry_date ?? '—' },
              ]}
            />
            <ListPagination
              page={page}
              perPage={perPage}
              total={points.data.total}
              onPage={setPage}
              onPerPage={(next) => {
                setPerPage(next);
                setPage(1);
              }}
            />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

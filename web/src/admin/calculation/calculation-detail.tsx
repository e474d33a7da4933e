import { Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { useCommissionAdmin } from './queries';

/** One admin's commissions of the month, order by order, each order linking to its page. */
export function CalculationDetail({ adminId, period, onClose }: { adminId: string; period: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useCommissionAdmin(adminId, period);
  const first = detail.data?.pages[0];
  const name = first ? (first.admin_name ?? t('admin:calculation.deleted', { id: adminId })) : `#${adminId}`;
  const rows = detail.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Card.Root aria-labelledby="commission-detail-title">
      <Card.Body>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h2" size="md" id="commission-detail-title">
              {t('admin:calculation.detailTitle', { name, period })}
            </Heading>
            <Button size="sm" variant="ghost" onClick={onClose}>
              {t('admin:calculation.close')}
            </Button>
          </HStack>
          {detail.isPending ? (
            <PageSpinner />
          ) : detail.isError ? (
            <ErrorState message={errorMessages(t, detail.error).join(' ')} onRetry={() => void detail.refetch()} />
          ) : rows.length === 0 ? (
            <Text color="fg.muted">{t('admin:calculation.emptyDetail')}</Text>
          ) : (
            <>
              <Text>
                {t('admin:calculation.monthTotal', {
                  amount: first?.totals.amount,
                  commission: first?.totals.commission,
                  clawback: first?.totals.clawback,
                })}
              </Text>
              <SimpleTable
                label={t('admin:calculation.detailTitle', { name, period })}
                busy={detail.isFetching}
                rows={rows}
                rowKey={(r) => `${String(r.order_id)}-${String(r.level)}-${r.kind}-${String(r.refund_id ?? '')}-${r.at}`}
                columns={[
                  {
                    header: t('admin:calculation.order'),
                    cell: (r) => (
                      <Link to={`/admin/order/${String(r.order_id)}`}>
                        <Text as="span" color="fg.info" textDecoration="underline">
                          {r.order_number}
                        </Text>
                      </Link>
                    ),
                  },
                  { header: t('admin:calculation.at'), cell: (r) => new Date(r.at).toLocaleString(), props: { whiteSpace: 'nowrap' } },
                  { header: t('admin:calculation.level'), cell: (r) => r.level },
                  { header: t('admin:calculation.kind'), cell: (r) => t(`admin:calculation.kinds.${r.kind}`) },
                  {
                    header: t('admin:calculation.products'),
                    cell: (r) =>
                      r.products
                        .map((p) => `${p.name ?? `#${String(p.product_id)}`} × ${String(p.quantity)} (${p.percentage}%)`)
                        .join(', '),
                    props: { wordBreak: 'break-word' },
                  },
                  { header: t('admin:calculation.base'), cell: (r) => r.base, props: { textAlign: 'end' } },
                  { header: t('admin:calculation.commission'), cell: (r) => r.amount, props: { textAlign: 'end' } },
                ]}
              />
              {detail.hasNextPage ? (
                <Button
                  alignSelf="start"
                  size="sm"
                  variant="outline"
                  loading={detail.isFetchingNextPage}
                  onClick={() => void detail.fetchNextPage()}
                >
                  {t('admin:calculation.more')}
                </Button>
              ) : null}
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

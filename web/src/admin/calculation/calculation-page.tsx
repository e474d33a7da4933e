import { Button, Card, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { download, saveFile } from '../../lib/api';
import { notify } from '../../lib/toast';
import { CalculationDetail } from './calculation-detail';
import { currentPeriod, PERIOD, useCommissionMonth } from './queries';

/**
 * `/admin/calculation` (issue 29 §4; decision 0071): a month's sales commissions per admin with their
 * totals, one admin's orders below (`?admin=`), and the month as .xlsx. The month is in the address
 * (`?period=YYYY-MM`), so a reload or a shared link shows the same.
 */
export function CalculationPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const period = search.get('period') ?? currentPeriod();
  const adminId = search.get('admin') ?? '';
  const month = useCommissionMonth(period);
  const set = (next: Record<string, string | null>) =>
    setSearch(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  const exportSheet = async () => {
    try {
      saveFile(await download('/admin/calculation/export', { query: { period } }), `commissions-${period}.xlsx`);
    } catch (error) {
      notify.warning(t('common:toasts.exportFail'), errorMessages(t, error));
    }
  };
  const first = month.data?.pages[0];
  const rows = month.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" align="end">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('admin:calculation.title')}
          </Heading>
          <Text color="fg.muted">{t('admin:calculation.intro')}</Text>
        </Stack>
        <HStack align="end" wrap="wrap">
          <Field.Root width="auto">
            <Field.Label htmlFor="commission-period">{t('admin:calculation.period')}</Field.Label>
            <Input
              id="commission-period"
              type="month"
              size="sm"
              value={period}
              onChange={(e) => {
                if (PERIOD.test(e.target.value)) set({ period: e.target.value, admin: null });
              }}
            />
          </Field.Root>
          <Button size="sm" variant="outline" disabled={!PERIOD.test(period)} onClick={() => void exportSheet()}>
            {t('admin:calculation.export')}
          </Button>
        </HStack>
      </HStack>
      <Card.Root>
        <Card.Body>
          {month.isPending ? (
            <PageSpinner />
          ) : month.isError ? (
            <ErrorState message={errorMessages(t, month.error).join(' ')} onRetry={() => void month.refetch()} />
          ) : rows.length === 0 ? (
            <Text color="fg.muted">{t('admin:calculation.empty')}</Text>
          ) : (
            <Stack gap="3">
              <Text fontWeight="semibold">
                {t('admin:calculation.monthTotal', {
                  amount: first?.totals.amount,
                  commission: first?.totals.commission,
                  clawback: first?.totals.clawback,
                })}
              </Text>
              <SimpleTable
                label={t('admin:calculation.title')}
                busy={month.isFetching}
                rows={rows}
                rowKey={(r) => r.admin_id}
                columns={[
                  { header: t('admin:calculation.admin'), cell: (r) => r.admin_name ?? t('admin:calculation.deleted', { id: r.admin_id }) },
                  { header: t('admin:calculation.commission'), cell: (r) => r.commission, props: { textAlign: 'end' } },
                  { header: t('admin:calculation.clawback'), cell: (r) => r.clawback, props: { textAlign: 'end' } },
                  { header: t('admin:calculation.amount'), cell: (r) => r.amount, props: { textAlign: 'end', fontWeight: 'semibold' } },
                  { header: t('admin:calculation.entries'), cell: (r) => r.entries, props: { textAlign: 'end' } },
                  {
                    header: t('admin:calculation.view'),
                    cell: (r) => (
                      <Button
                        size="xs"
                        variant={String(r.admin_id) === adminId ? 'solid' : 'outline'}
                        aria-label={t('admin:calculation.viewOf', { name: r.admin_name ?? `#${String(r.admin_id)}` })}
                        onClick={() => set({ admin: String(r.admin_id) })}
                      >
                        {t('admin:calculation.view')}
                      </Button>
                    ),
                  },
                ]}
              />
              {month.hasNextPage ? (
                <Button
                  alignSelf="start"
                  size="sm"
                  variant="outline"
                  loading={month.isFetchingNextPage}
                  onClick={() => void month.fetchNextPage()}
                >
                  {t('admin:calculation.more')}
                </Button>
              ) : null}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      {adminId ? <CalculationDetail adminId={adminId} period={period} onClose={() => set({ admin: null })} /> : null}
    </Stack>
  );
}

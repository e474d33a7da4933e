import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';

const END = { textAlign: 'end' } as const;

/** Seconds as the largest whole unit a person reads: "3 d", "5 h", "12 min". */
function duration(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '—';
  if (seconds >= 86_400) return t('admin:funnel.days', { n: Math.round(seconds / 86_400) });
  if (seconds >= 3600) return t('admin:funnel.hours', { n: Math.round(seconds / 3600) });
  return t('admin:funnel.minutes', { n: Math.max(1, Math.round(seconds / 60)) });
}

/**
 * A funnel's report (`/admin/funnel/report/{id}`): per step and lead source, visits, leads, first
 * orders, orders and revenue, and the average time from lead to first order. Figures are kept as they
 * happen (decision 0063), so the page reads one small partition whatever the traffic.
 */
export function FunnelReportPage() {
  const { t, i18n } = useTranslation();
  const id = useParams().id ?? '';
  const report = useQuery({
    queryKey: ['admin', 'funnel', id, 'report', i18n.language],
    queryFn: () => unwrap(client.api.admin.funnel[':id'].report.$get({ param: { id }, query: { language: i18n.language } })),
  });
  if (report.isPending) return <PageSpinner />;
  if (report.isError) return <ErrorState onRetry={() => void report.refetch()} />;
  const { funnel, rows } = report.data;
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const stepTitle = new Map(funnel.steps.map((s) => [s.key, s.title || s.key]));
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('admin:funnel.reportOf', { title: funnel.title })}
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('admin:funnel.noFigures')}</Text>
      ) : (
        <SimpleTable
          label={t('admin:funnel.report')}
          rows={rows}
          rowKey={(row) => `${row.step}#${row.lead_source}`}
          columns={[
            { header: t('admin:funnel.fields.step'), cell: (row) => stepTitle.get(row.step) ?? row.step },
            { header: t('admin:funnel.fields.leadSource'), cell: (row) => t(`admin:lead.source.${row.lead_source}`) },
            { header: t('admin:funnel.visits'), cell: (row) => String(row.visits), props: END },
            { header: t('admin:funnel.leads'), cell: (row) => String(row.leads), props: END },
            { header: t('admin:funnel.firstOrders'), cell: (row) => String(row.first_orders), props: END },
            { header: t('admin:funnel.orders'), cell: (row) => String(row.orders), props: END },
            { header: t('admin:funnel.revenue'), cell: (row) => money.format(row.revenue / 100), props: END },
            { header: t('admin:funnel.leadToOrder'), cell: (row) => duration(row.average_lead_to_order_seconds, t) },
          ]}
        />
      )}
    </Stack>
  );
}

import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';

/**
 * `/admin/export-log` (decision 0064): every export of customer or lead data — who, when, which
 * export, the filter and how many rows — newest first, a page at a time. Read-only.
 */
export function ExportLogPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const log = useQuery({
    queryKey: ['admin', 'export-log', page, perPage],
    queryFn: () => unwrap(client.api.admin['export-log'].$get({ query: { page: String(page), per_page: String(perPage) } })),
    placeholderData: keepPreviousData,
  });
  if (log.isPending) return <PageSpinner />;
  if (log.isError) return <ErrorState onRetry={() => void log.refetch()} />;
  const filterText = (filter: Record<string, string>) =>
    Object.entries(filter)
      .map(([key, value]) => `${key}: ${value}`)
      .join(', ') || t('admin:exportLog.everything');
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('admin:exportLog.title')}
      </Heading>
      <Text color="fg.muted">{t('admin:exportLog.intro')}</Text>
      <Card.Root>
        <Card.Body>
          {log.data.data.length === 0 ? (
            <Text color="fg.muted">{t('admin:exportLog.empty')}</Text>
          ) : (
            <SimpleTable
              label={t('admin:exportLog.title')}
              rows={log.data.data}
              rowKey={(r) => String(r.id)}
              columns={[
                { header: t('admin:exportLog.at'), cell: (r) => new Date(r.created_at).toLocaleString(), props: { whiteSpace: 'nowrap' } },
                { header: t('admin:exportLog.admin'), cell: (r) => `${r.admin_name} (#${r.admin_id})` },
                {
                  header: t('admin:exportLog.export'),
                  cell: (r) => `${t(`admin:exportLog.kinds.${r.export}`)} · ${t(`admin:exportLog.deliveries.${r.delivery}`)}`,
                },
                { header: t('admin:exportLog.filter'), cell: (r) => filterText(r.filter), props: { wordBreak: 'break-word' } },
                { header: t('admin:exportLog.rows'), cell: (r) => r.rows.toLocaleString(), props: { textAlign: 'end' } },
              ]}
            />
          )}
        </Card.Body>
      </Card.Root>
      <ListPagination
        page={page}
        perPage={perPage}
        total={log.data.total}
        onPage={setPage}
        onPerPage={(size) => {
          setPerPage(size);
          setPage(1);
        }}
      />
    </Stack>
  );
}

import { Badge, Card, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { APPLICATION_STATUSES } from '@shop/core/service/application.schema';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';

const COLOURS = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

/** An application's status as a coloured badge. */
export function StatusBadge({ status }: { status: (typeof APPLICATION_STATUSES)[number] }) {
  const { t } = useTranslation();
  return <Badge colorPalette={COLOURS[status]}>{t(`admin:application.statuses.${status}`)}</Badge>;
}

/**
 * `/admin/service` (spec §2, issue 28 §6): shoppers' applications for services, newest first, pending
 * ones unless told, a page at a time; each opens its view, where staff approve or reject it.
 */
export function ApplicationsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const list = useQuery({
    queryKey: ['admin', 'application', status, page, perPage, i18n.language],
    queryFn: () =>
      unwrap(
        client.api.admin.application.$get({
          query: {
            page: String(page),
            per_page: String(perPage),
            language: i18n.language,
            ...(status ? { status: status as 'pending' } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t('admin:application.title')}
        </Heading>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t('admin:application.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.currentTarget.value);
              setPage(1);
            }}
          >
            <option value="">{t('admin:application.all')}</option>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin:application.statuses.${s}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : (
        <>
          <Card.Root>
            <Card.Body>
              {list.data.data.length === 0 ? (
                <Text color="fg.muted">{t('admin:application.empty')}</Text>
              ) : (
                <SimpleTable
                  label={t('admin:application.title')}
                  rows={list.data.data}
                  rowKey={(a) => a.id}
                  columns={[
                    { header: 'ID', cell: (a) => <Link to={`/admin/service/view/${String(a.id)}`}>#{a.id}</Link> },
                    { header: t('admin:application.service'), cell: (a) => a.product_name },
                    { header: t('admin:application.customer'), cell: (a) => `${a.customer_name} (${a.customer_email})` },
                    { header: t('admin:application.status'), cell: (a) => <StatusBadge status={a.status} /> },
                    { header: t('admin:application.appliedAt'), cell: (a) => new Date(a.created_at).toLocaleString(i18n.language) },
                    {
                      header: t('common:list.actions'),
                      cell: (a) => <Link to={`/admin/service/view/${String(a.id)}`}>{t('admin:application.open')}</Link>,
                    },
                  ]}
                />
              )}
            </Card.Body>
          </Card.Root>
          <ListPagination
            page={page}
            perPage={perPage}
            total={list.data.total}
            onPage={setPage}
            onPerPage={(size) => {
              setPerPage(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}

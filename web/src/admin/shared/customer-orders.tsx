import { Card, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shop/core/shared/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListPagination } from '../../components/resource';
import { SimpleTable } from '../../components/ui/simple-table';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { datePart } from '../../lib/format';
import { adminKeys } from '../../lib/query-keys';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The customer screen's Order History tab (spec sections 2 and 3: identifier, grand_total, status,
 * created_at), each row linking to /admin/order/{id}: newest first, a page at a time from the
 * customer's own partition (pattern ord-2). The tab is shown to staff who may list orders.
 */
export function CustomerOrders({ id }: { id: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const params = { customer_id: id, page: String(page), per_page: String(perPage), order: 'desc' } as const;
  const orders = useQuery({
    queryKey: adminKeys.resource('order').list(params),
    queryFn: ({ signal }) => unwrap(client.api.admin.order.$get({ query: params }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
  return (
    <Card.Root>
      <Card.Body>
        {orders.isPending ? (
          <PageSpinner />
        ) : orders.isError ? (
          <ErrorState onRetry={() => void orders.refetch()} />
        ) : orders.data.total === 0 ? (
          <Text color="fg.muted">{t('admin:order.noOrders')}</Text>
        ) : (
          <Stack gap="4">
            <SimpleTable
              label={t('admin:order.history')}
              busy={orders.isFetching}
              rows={orders.data.data}
              rowKey={(o) => o.id}
              columns={[
                {
                  header: t('admin:order.fields.identifier'),
                  cell: (o) => (
                    <Link to={`/admin/order/${String(o.id)}`}>
                      <Text as="span" color="fg.info" textDecoration="underline">
                        {o.identifier}
                      </Text>
                    </Link>
                  ),
                },
                {
                  header: t('admin:order.fields.grandTotal'),
                  cell: (o) => `${o.base_currency} ${o.grand_total}`,
                  props: { textAlign: 'end' },
                },
                { header: t('admin:order.fields.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
                { header: t('admin:order.fields.createdAt'), cell: (o) => datePart(o.created_at) },
              ]}
            />
            <ListPagination
              page={page}
              perPage={perPage}
              total={orders.data.total}
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

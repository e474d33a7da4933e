import { Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { client, unwrap } from '../../lib/client';
import { datePart } from '../../lib/format';
import { adminKeys } from '../../lib/query-keys';
import { OrderStatusBadge } from './order-status-badge';
import { PagedTableCard, usePaging } from './paged-table-card';

/**
 * The customer screen's Order History tab (spec sections 2 and 3: identifier, grand_total, status,
 * created_at), each row linking to /admin/order/{id}: newest first, a page at a time from the
 * customer's own partition (pattern ord-2). The tab is shown to staff who may list orders.
 */
export function CustomerOrders({ id }: { id: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const params = { customer_id: id, page: String(paging.page), per_page: String(paging.perPage), order: 'desc' } as const;
  const orders = useQuery({
    queryKey: adminKeys.resource('order').list(params),
    queryFn: ({ signal }) => unwrap(client.api.admin.order.$get({ query: params }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedTableCard
      query={orders}
      paging={paging}
      empty={t('admin:order.noOrders')}
      label={t('admin:order.history')}
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
        { header: t('admin:order.fields.grandTotal'), cell: (o) => `${o.base_currency} ${o.grand_total}`, props: { textAlign: 'end' } },
        { header: t('admin:order.fields.status'), cell: (o) => <OrderStatusBadge status={o.status} /> },
        { header: t('admin:order.fields.createdAt'), cell: (o) => datePart(o.created_at) },
      ]}
    />
  );
}

import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { datePart } from '../../lib/format';
import { adminKeys } from '../../lib/query-keys';
import { OrderStatusBadge } from './status-badge';

/**
 * The customer screen's Order History (spec section 3: identifier, grand_total, status, created_at),
 * each row linking to /admin/order/{id}: the newest 20, read from the customer's own partition.
 */
export function CustomerOrders({ id }: { id: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('get orders');
  const orders = useQuery({
    queryKey: adminKeys.resource('order').list({ customer_id: id, per_page: 20 }),
    queryFn: ({ signal }) =>
      unwrap(client.api.admin.order.$get({ query: { customer_id: id, per_page: '20', order: 'desc' } }, { init: { signal } })),
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('admin:order.history')}
          </Heading>
          {orders.isPending ? (
            <PageSpinner />
          ) : orders.isError ? (
            <ErrorState onRetry={() => void orders.refetch()} />
          ) : orders.data.data.length === 0 ? (
            <Text color="fg.muted">{t('admin:order.noOrders')}</Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label={t('admin:order.history')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('admin:order.fields.identifier')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('admin:order.fields.grandTotal')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:order.fields.status')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:order.fields.createdAt')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {orders.data.data.map((o) => (
                    <Table.Row key={o.id}>
                      <Table.Cell>
                        <Link to={`/admin/order/${String(o.id)}`}>
                          <Text as="span" color="fg.info" textDecoration="underline">
                            {o.identifier}
                          </Text>
                        </Link>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        {o.base_currency} {o.grand_total}
                      </Table.Cell>
                      <Table.Cell>
                        <OrderStatusBadge status={o.status} />
                      </Table.Cell>
                      <Table.Cell>{datePart(o.created_at)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, Card, Heading, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { useOptionLabels } from '../../components/resource/use-resource';
import { translateValue } from '../../components/ui/messages';
import { dateTime } from '../../lib/format';
import { HISTORY_PAGE_SIZE, useHistoryPages, useWarehouses } from '../shared/stock-queries';
import type { Product } from './product-form';
import { useProductStock } from './queries';

const KINDS = new Set(['plus', 'minus', 'update', 'transfer_in', 'transfer_out', 'receive']);
/** An order's number (`ORD-000123`, core's `orderNumber`): the order's id is its digits. */
const ORDER_NUMBER = /^ORD-(\d+)$/;

/** A movement's reason, and the order it was for, linked to the order for staff who may read it. */
function Reason({ reason, reference, orderLinks }: { reason: string; reference: string | null; orderLinks: boolean }) {
  const { t } = useTranslation();
  const order = reference ? ORDER_NUMBER.exec(reference) : null;
  if (!reference) return <>{translateValue(t, reason)}</>;
  return (
    <>
      {translateValue(t, reason)}{' '}
      {order && orderLinks ? (
        <Link to={`/admin/order/${String(Number(order[1]))}`}>
          <Text as="span" color="fg.info" textDecoration="underline">
            {reference}
          </Text>
        </Link>
      ) : (
        reference
      )}
    </>
  );
}

/** Under the product edit form: the product's stock movements, newest first, every one reachable. */
export function InventoryHistory({ id, item }: { id: string; item: Product }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can('get inventory');
  const stock = useProductStock(id, item);
  const history = useHistoryPages(id, allowed);
  const warehouses = new Map(useWarehouses().map((w) => [w.id, w.name]));
  const skus = new Map((stock.data?.stocks ?? item.stocks).map((s) => [s.id, s.sku]));
  const rows = history.data?.pages.flatMap((page) => page.data) ?? [];
  // The names of the admins these movements name, read by id: not every admin's (decision 0021).
  const admins = useOptionLabels(
    can('get admins') ? { resource: 'account' } : undefined,
    rows.flatMap((h) => (h.admin_id === null ? [] : [h.admin_id])),
  );
  const adminNames = new Map((admins.data ?? []).map((a) => [Number(a.id), String(a.name)]));
  if (!allowed) return null;

  return (
    <Card.Root as="section" aria-labelledby="inventory-history-heading">
      <Card.Header pb="0">
        <Heading as="h2" size="md" id="inventory-history-heading">
          {t('admin:product.history.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {history.isPending ? null : rows.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('admin:product.history.empty')}
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="inventory-history-heading">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('admin:product.history.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:product.history.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:product.fields.sku')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:inventory.fields.warehouse')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:product.history.kind')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('admin:product.history.change')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('admin:product.history.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:inventory.fields.reason')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('admin:inventory.fields.remark')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((h) => (
                  <Table.Row key={h.id}>
                    <Table.Cell whiteSpace="nowrap">{dateTime(h.created_at)}</Table.Cell>
                    <Table.Cell>{h.admin_id === null ? '—' : (adminNames.get(h.admin_id) ?? `#${h.admin_id}`)}</Table.Cell>
                    <Table.Cell>{skus.get(h.stock_id) ?? `#${h.stock_id}`}</Table.Cell>
                    <Table.Cell>{warehouses.get(h.warehouse_id) ?? `#${h.warehouse_id}`}</Table.Cell>
                    <Table.Cell>{KINDS.has(h.kind) ? t(`admin:inventory.kinds.${h.kind}`) : h.kind}</Table.Cell>
                    <Table.Cell textAlign="end" color={h.quantity < 0 ? 'fg.error' : undefined}>
                      {h.quantity > 0 ? `+${h.quantity}` : h.quantity}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{h.total_quantity}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Reason reason={h.reason} reference={h.reference} orderLinks={can('get order')} />
                    </Table.Cell>
                    <Table.Cell>{h.remark ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {history.hasNextPage && (
          <Button
            mt="3"
            size="sm"
            variant="outline"
            alignSelf="start"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('admin:product.history.more')}
          </Button>
        )}
        {!history.hasNextPage && rows.length > HISTORY_PAGE_SIZE && (
          <Text mt="3" fontSize="sm" color="fg.muted">
            {t('admin:product.history.all', { count: rows.length })}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

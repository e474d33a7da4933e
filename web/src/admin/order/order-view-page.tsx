import { Heading, HStack, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { OrderDetails } from './order-details';
import { OrderDocumentLinks } from './order-documents';
import { Comments, Refunds, StatusTimeline } from './order-history';
import { OrderMoves } from './order-moves';
import { useOrder } from './queries';

/**
 * /admin/order/{id}: the order as a document (lines, totals, addresses, payment, status timeline) with
 * printable invoice and packing slip, the moves its state allows (asked first), and comments both ways.
 */
export function OrderViewPage() {
  const { id = '' } = useParams();
  const can = useCan();
  const order = useOrder(id);

  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h1" size="xl">
            {o.order_number}
          </Heading>
          <OrderStatusBadge status={o.status} />
        </HStack>
        <OrderDocumentLinks orderId={o.id} />
      </HStack>
      <OrderMoves order={o} />
      <OrderDetails order={o} />
      <StatusTimeline order={o} />
      <Refunds order={o} />
      <Comments order={o} canWrite={can('update order')} />
    </Stack>
  );
}

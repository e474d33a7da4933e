import { Badge } from '@chakra-ui/react';
import type { OrderStatus } from '@shop/core/order/order.schema';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OrderStatus, string> = {
  pending: 'orange',
  payment_review: 'orange',
  payment_reject: 'red',
  paid: 'blue',
  shipped: 'blue',
  completed: 'green',
  canceled: 'gray',
  refunded: 'gray',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge colorPalette={COLOURS[status]}>{t(`common:orderStatus.${status}`)}</Badge>;
}

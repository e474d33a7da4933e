import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from './queries';
import { RefundFields, RefundReview } from './refund-parts';
import { useRefundForm } from './use-refund-form';

/**
 * The Refund dialog of /admin/order/{id} (decision 0049): per line a quantity (at most what is left)
 * and, for staff with the inventory permission, whether it goes back to stock; or an amount; a
 * required reason. The total to refund is shown before a second, explicit confirmation. Card orders
 * are refunded through the payment provider; bank transfer and cash orders are only recorded.
 */
export function RefundDialog({ order, canRestock }: { order: AdminOrder; canRestock: boolean }) {
  const { t } = useTranslation();
  const refund = useRefundForm(order, canRestock);
  const { reviewing } = refund;

  return (
    <Dialog.Root open={refund.open} onOpenChange={(e) => refund.onOpenChange(e.open)} size="lg">
      <Dialog.Trigger asChild>
        <Button size="sm" colorPalette="red" variant="outline">
          {t('admin:order.refund.open')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                refund.submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('admin:order.refund.title', { number: order.order_number })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Alert.Root status={order.payment.method === 'card' ? 'info' : 'warning'}>
                    <Alert.Indicator />
                    <Alert.Title>
                      {t(order.payment.method === 'card' ? 'admin:order.refund.card' : 'admin:order.refund.offline')}
                    </Alert.Title>
                  </Alert.Root>
                  {reviewing ? (
                    <RefundReview order={order} canRestock={canRestock} refund={refund} />
                  ) : (
                    <RefundFields order={order} canRestock={canRestock} refund={refund} />
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {reviewing ? (
                  <Button variant="outline" onClick={refund.back}>
                    {t('admin:order.refund.back')}
                  </Button>
                ) : (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('common:actions.cancel')}</Button>
                  </Dialog.ActionTrigger>
                )}
                <Button type="submit" colorPalette="red" loading={refund.sending}>
                  {reviewing ? t('admin:order.refund.confirm') : t('admin:order.refund.review')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

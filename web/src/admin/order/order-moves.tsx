import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shop/core/order/order.schema';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../components/resource';
import { useConfirm } from '../../components/ui/confirm';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import { moveOrder, useOrderChanged, type AdminOrder } from './queries';
import { RefundDialog } from './refund-dialog';

type Move = { status: OrderStatus; restock?: boolean };

/** The moves staff can make from this status: each allowed target but a refund, which has its own dialog. */
function movesFrom(status: OrderStatus): Move[] {
  return ORDER_TRANSITIONS[status].flatMap((to): Move[] => (to === 'refunded' ? [] : [{ status: to }]));
}

/**
 * A move that asks for more than a yes (shipping, rejecting a payment): its fields, then the move
 * itself as the submit button, or Cancel. The form is the confirmation.
 */
function MoveForm({
  order,
  status,
  options,
  ready = true,
  palette,
  onDone,
  children,
}: {
  order: AdminOrder;
  status: 'shipped' | 'payment_reject';
  options: () => Parameters<typeof moveOrder>[2];
  ready?: boolean;
  palette: 'blue' | 'red';
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const changed = useOrderChanged();
  const move = useMutation({
    mutationFn: () => moveOrder(String(order.id), status, options()),
    onSuccess: (saved) => {
      notify.success(t('common:toasts.updateSuccess'));
      changed(saved);
      onDone();
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  const label = t(`admin:order.actions.${status}`);
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) move.mutate();
      }}
    >
      <Stack gap="2" maxW="xl" borderWidth="1px" borderRadius="md" p="3">
        {children}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette={palette} loading={move.isPending} disabled={!ready}>
            {label}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * Marking an order shipped (issue 25 §7): the carrier (the shipping method's name unless staff say
 * otherwise) and the tracking number, which the order keeps and the shipped mail gives the shopper.
 */
function ShipOrder({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState(order.shipping_method.name);
  const [tracking, setTracking] = useState('');
  const options = () => ({
    ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
    ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
  });
  return (
    <MoveForm order={order} status="shipped" options={options} palette="blue" onDone={onDone}>
      <Field.Root>
        <Field.Label>{t('admin:order.fields.carrier')}</Field.Label>
        <Input value={carrier} maxLength={100} onChange={(e) => setCarrier(e.currentTarget.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('admin:order.fields.trackingNumber')}</Field.Label>
        <Input value={tracking} maxLength={100} onChange={(e) => setTracking(e.currentTarget.value)} />
      </Field.Root>
    </MoveForm>
  );
}

/**
 * Rejecting a bank transfer's proof (decision 0047): staff write the reason, which the history keeps
 * and the shopper is mailed; the server refuses a rejection without one.
 */
function RejectPayment({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <MoveForm
      order={order}
      status="payment_reject"
      options={() => ({ note: reason.trim() })}
      ready={reason.trim() !== ''}
      palette="red"
      onDone={onDone}
    >
      <Textarea
        aria-label={t('admin:order.rejectReason')}
        placeholder={t('admin:order.rejectReason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        rows={2}
        maxLength={500}
      />
    </MoveForm>
  );
}

/**
 * The moves the order's status allows (staff who may update it): each asked first, a refund in its
 * dialog, shipping and rejecting a payment in their own forms.
 */
export function OrderMoves({ order: o }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const changed = useOrderChanged();
  const [rejecting, setRejecting] = useState(false);
  const [shipping, setShipping] = useState(false);
  const move = useMutation({
    mutationFn: (m: Move) => moveOrder(String(o.id), m.status, m.restock ? { restock: true } : {}),
    onSuccess: (saved) => {
      notify.success(t('common:toasts.updateSuccess'));
      changed(saved);
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  if (!can('update order')) return null;
  const refundable = ORDER_TRANSITIONS[o.status].includes('refunded');
  const actionLabel = (m: Move) =>
    t(
      m.restock
        ? 'admin:order.actions.refundRestock'
        : m.status === 'paid' && o.status === 'payment_review'
          ? 'admin:order.actions.approvePayment'
          : `admin:order.actions.${m.status}`,
    );
  const ask = async (m: Move) => {
    // A rejection asks for its reason instead (mailed to the shopper).
    if (m.status === 'payment_reject') {
      setRejecting(true);
      return;
    }
    // Shipping asks for the carrier and tracking number instead (the form is the confirmation).
    if (m.status === 'shipped') {
      setShipping(true);
      return;
    }
    const ok = await confirm({
      title: t('admin:order.confirmTitle', { action: actionLabel(m), number: o.order_number }),
      description: m.status === 'canceled' || m.restock ? t('admin:order.restockText') : undefined,
      destructive: m.status === 'canceled' || m.status === 'refunded',
      confirmLabel: actionLabel(m),
    });
    if (ok) move.mutate(m);
  };

  const moves = movesFrom(o.status);

  return (
    <>
      {(moves.length > 0 || refundable) && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('admin:order.actionsLabel')}>
          {refundable && <RefundDialog order={o} canRestock={can('update inventory')} />}
          {moves.map((m) => (
            <Button
              key={`${m.status}${m.restock ? '-restock' : ''}`}
              size="sm"
              colorPalette={m.status === 'canceled' || m.status === 'refunded' || m.status === 'payment_reject' ? 'red' : 'blue'}
              variant={m.status === 'canceled' || m.status === 'refunded' ? 'outline' : 'solid'}
              loading={move.isPending && move.variables?.status === m.status && move.variables.restock === m.restock}
              onClick={() => void ask(m)}
            >
              {actionLabel(m)}
            </Button>
          ))}
        </HStack>
      )}
      {rejecting && o.status === 'payment_review' && <RejectPayment order={o} onDone={() => setRejecting(false)} />}
      {shipping && moves.some((m) => m.status === 'shipped') && <ShipOrder order={o} onDone={() => setShipping(false)} />}
    </>
  );
}

import { Badge, Box, Button, Card, Field, Heading, HStack, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { ORDER_TRANSITIONS, type OrderStatus } from '@shop/core/order/order.schema';
import { COUNTRIES } from '@shop/core/shared/countries';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { useConfirm } from '../../components/ui/confirm';
import { countryNamer } from '../../components/ui/country-select';
import { errorMessages, translateValue } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { dateTime, fileUrl } from '../../lib/format';
import { notify } from '../../lib/toast';
import { commentOrder, moveOrder, useOrder, useOrderChanged, type AdminOrder } from './queries';
import { RefundDialog } from './refund-dialog';
import { OrderDocumentLinks } from './order-documents';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { personName } from '@shop/core/shared/person-name';

/** Print: only the document; an invoice shows prices, a packing slip does not. */

type Move = { status: OrderStatus; restock?: boolean };

/** The moves staff can make from this status: each allowed target but a refund, which has its own dialog. */
function movesFrom(status: OrderStatus): Move[] {
  return ORDER_TRANSITIONS[status].flatMap((to): Move[] => (to === 'refunded' ? [] : [{ status: to }]));
}

/** The order's refunds (decision 0049): when, how much, why, which units, by whom. */
/** The name of the member of staff who did something to the order, as the API sends it (issue 25 §7). */
const staffName = (order: AdminOrder, id: number | null): string | undefined => (id === null ? undefined : order.staff_names[String(id)]);

function Refunds({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  if (order.refunds.length === 0) return null;
  const money = (amount: string) => `${order.base_currency} ${amount}`;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('admin:order.refund.history')}
      </Heading>
      <Stack as="ol" gap="2" m="0" ps="5" data-testid="order-refunds">
        {order.refunds.map((r) => (
          <li key={r.id}>
            <Stack gap="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{money(r.amount)}</Text>
                <Text fontSize="sm">{dateTime(r.created_at)}</Text>
                <Badge variant="outline">{staffName(order, r.admin_id) ?? t('admin:order.by.admin', { id: r.admin_id ?? '' })}</Badge>
                <Badge variant="subtle">{translateValue(t, r.method)}</Badge>
              </HStack>
              <Text fontSize="sm">
                {t('admin:order.refund.reason')}: {r.reason}
              </Text>
              {r.lines.map((rl) => {
                const line = order.lines.find((l) => l.id === rl.line_id);
                return (
                  <Text key={rl.line_id} fontSize="sm" color="fg.muted">
                    {line?.name ?? line?.sku} × {rl.quantity} · {money(rl.amount)}
                    {rl.restock ? ` · ${t('admin:order.refund.restocked')}` : ''}
                  </Text>
                );
              })}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function Address({ title, address }: { title: string; address: AdminOrder['shipping_address'] }) {
  const { i18n } = useTranslation();
  const country = COUNTRIES.find((c) => c.alpha3 === address.country);
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{title}</Text>
      <Text>{personName(address.first_name, address.last_name)}</Text>
      <Text whiteSpace="pre-line">{address.address}</Text>
      <Text color="fg.muted">
        {country ? countryNamer(i18n.language)(country) : address.country} · {address.contact_number}
      </Text>
    </Stack>
  );
}

function Comments({ order, canWrite }: { order: AdminOrder; canWrite: boolean }) {
  const { t } = useTranslation();
  const changed = useOrderChanged();
  const [text, setText] = useState('');
  const send = useMutation({
    mutationFn: () => commentOrder(String(order.id), text.trim()),
    onSuccess: (comments) => {
      setText('');
      changed({ ...order, comments });
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('admin:order.comments')}
      </Heading>
      {order.comments.length === 0 && <Text color="fg.muted">{t('admin:order.noComments')}</Text>}
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {order.comments.map((c) => (
          <Box as="li" key={c.id} borderWidth="1px" borderRadius="md" p="2">
            <Text fontSize="sm" color="fg.muted">
              {t(`admin:order.from.${c.from}`)}
              {c.from === 'admin' && staffName(order, c.admin_id) ? ` (${staffName(order, c.admin_id)!})` : ''} · {dateTime(c.created_at)}
            </Text>
            <Text whiteSpace="pre-line">{c.comment}</Text>
          </Box>
        ))}
      </Stack>
      {canWrite && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // An empty comment is not sent (spec section 5).
            if (text.trim()) send.mutate();
          }}
        >
          <Stack gap="2">
            <Textarea aria-label={t('admin:order.newComment')} value={text} onChange={(e) => setText(e.currentTarget.value)} rows={2} />
            <Button type="submit" size="sm" alignSelf="start" loading={send.isPending} disabled={!text.trim()}>
              {t('admin:order.send')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
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
  children: React.ReactNode;
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
 * /admin/order/{id}: the order as a document (lines, totals, addresses, payment, status timeline) with
 * printable invoice and packing slip, the moves its state allows (asked first), and comments both ways.
 */
export function OrderViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const can = useCan();
  const confirm = useConfirm();
  const order = useOrder(id);
  const changed = useOrderChanged();
  const [rejecting, setRejecting] = useState(false);
  const [shipping, setShipping] = useState(false);
  const move = useMutation({
    mutationFn: (m: Move) => moveOrder(id, m.status, m.restock ? { restock: true } : {}),
    onSuccess: (saved) => {
      notify.success(t('common:toasts.updateSuccess'));
      changed(saved);
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });

  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  const money = (amount: string) => `${o.base_currency} ${amount}`;
  const canUpdate = can('update order');
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
      {canUpdate && (movesFrom(o.status).length > 0 || refundable) && (
        <HStack gap="2" wrap="wrap" role="group" aria-label={t('admin:order.actionsLabel')}>
          {refundable && <RefundDialog order={o} canRestock={can('update inventory')} />}
          {movesFrom(o.status).map((m) => (
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
      {canUpdate && rejecting && o.status === 'payment_review' && <RejectPayment order={o} onDone={() => setRejecting(false)} />}
      {canUpdate && shipping && movesFrom(o.status).some((m) => m.status === 'shipped') && (
        <ShipOrder order={o} onDone={() => setShipping(false)} />
      )}
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <Stack gap="1">
                <Text fontWeight="semibold">{t('admin:order.customer')}</Text>
                <Text>{o.email}</Text>
                {o.customer_id !== null && can('get user') && (
                  <Link to={`/admin/customer/edit/${String(o.customer_id)}`}>
                    <Text color="fg.info" textDecoration="underline">
                      {t('admin:order.openCustomer')}
                    </Text>
                  </Link>
                )}
                <Text color="fg.muted" fontSize="sm">
                  {dateTime(o.created_at)}
                </Text>
              </Stack>
              <Address title={t('admin:order.shippingAddress')} address={o.shipping_address} />
              <Address title={t('admin:order.billingAddress')} address={o.billing_address} />
            </SimpleGrid>
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('admin:order.fields.product')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:product.fields.sku')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('admin:order.fields.unitPrice')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('admin:order.fields.quantity')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('admin:order.fields.lineTotal')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {o.lines.map((l) => (
                    <Table.Row key={l.id}>
                      <Table.Cell>
                        {l.name ?? l.sku}
                        {Object.values(l.attributes).length > 0 && (
                          <Text as="span" color="fg.muted">
                            {' '}
                            ({l.variant ?? Object.values(l.attributes).join(' / ')})
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{l.sku}</Table.Cell>
                      <Table.Cell textAlign="end">{money(l.unit_price)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {l.quantity}
                        {l.refunded_quantity > 0 && (
                          <Text as="span" color="fg.muted" fontSize="sm">
                            {' '}
                            ({t('admin:order.refund.refundedUnits', { count: l.refunded_quantity })})
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{money(l.line_total)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <Stack gap="1" alignSelf="end" minW="64" aria-label={t('admin:order.totals')}>
              {(
                [
                  ['subtotal', o.subtotal],
                  ['shipping', o.shipping_fee],
                  ['discount', o.discount],
                  ['tax', o.tax],
                ] as const
              ).map(([key, amount]) => (
                <HStack key={key} justify="space-between">
                  <Text>{t(`admin:order.fields.${key}`)}</Text>
                  <Text>{money(amount)}</Text>
                </HStack>
              ))}
              <HStack justify="space-between" fontWeight="bold" borderTopWidth="1px" pt="1">
                <Text>{t('admin:order.fields.grandTotal')}</Text>
                <Text data-testid="order-grand-total">{money(o.grand_total)}</Text>
              </HStack>
              {o.refunds.length > 0 && (
                <HStack justify="space-between" color="fg.error">
                  <Text>{t('admin:order.refund.refundedTotal')}</Text>
                  <Text data-testid="order-refunded-total">−{money(o.refunded_total)}</Text>
                </HStack>
              )}
              {o.currency.identifier !== o.base_currency && (
                <Text fontSize="sm" color="fg.muted">
                  {t('admin:order.shopperCurrency', { currency: o.currency.identifier, rate: o.currency.rate })}
                </Text>
              )}
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Stack gap="1">
                <Text fontWeight="semibold">{t('admin:order.shippingMethod')}</Text>
                <Text>{o.shipping_method.name}</Text>
                {o.shipment && (
                  <Text data-testid="order-shipment">{[o.shipment.carrier, o.shipment.tracking_number].filter(Boolean).join(' · ')}</Text>
                )}
              </Stack>
              <Stack gap="1">
                <Text fontWeight="semibold">{t('admin:order.payment')}</Text>
                <Text>
                  {translateValue(t, o.payment.method)} · {o.payment.currency} {o.payment.amount}
                </Text>
                {o.payment.intent_id && (
                  <Text fontSize="sm" color="fg.muted">
                    {o.payment.intent_id}
                  </Text>
                )}
                {o.payment.proof && (
                  <a href={fileUrl(o.payment.proof)} target="_blank" rel="noreferrer">
                    <Stack gap="1">
                      <Text fontSize="sm" color="fg.info" textDecoration="underline">
                        {t('admin:order.proof')}
                      </Text>
                      <img src={fileUrl(o.payment.proof)} alt={t('admin:order.proof')} style={{ maxWidth: '12rem', maxHeight: '12rem' }} />
                    </Stack>
                  </a>
                )}
              </Stack>
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('admin:order.timeline')}
        </Heading>
        <Stack as="ol" gap="2" m="0" ps="5">
          {o.status_history.map((entry, i) => (
            <li key={`${entry.at}-${String(i)}`}>
              <HStack gap="2" wrap="wrap">
                <OrderStatusBadge status={entry.status} />
                <Text fontSize="sm">{dateTime(entry.at)}</Text>
                <Badge variant="outline">
                  {(entry.by === 'admin' && staffName(o, entry.admin_id)) || t(`admin:order.by.${entry.by}`, { id: entry.admin_id ?? '' })}
                </Badge>
                {entry.note && <Text fontSize="sm">{entry.note}</Text>}
              </HStack>
            </li>
          ))}
        </Stack>
      </Stack>
      <Refunds order={o} />
      <Comments order={o} canWrite={canUpdate} />
    </Stack>
  );
}

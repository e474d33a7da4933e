import { Box, Button, Card, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessages } from '../../components/ui/messages';
import { EmptyMessage, ErrorState, PageSpinner } from '../../components/ui/states';
import { client, unwrap } from '../../lib/client';
import { datePart, dateTime } from '../../lib/format';
import { customerKeys } from '../../lib/query-keys';
import { notify } from '../../lib/toast';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';
import { rememberCardPayment } from '../shared/card-secret';
import { PaymentInstructions, ProofUpload } from '../shared/payment-instructions';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

const PER_PAGE = 10;

function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [comment, setComment] = useState('');
  const order = useQuery({
    queryKey: customerKeys.order(id),
    queryFn: ({ signal }) => unwrap(client.api.order[':id{[0-9]+}'].$get({ param: { id: String(id) } }, { init: { signal } })),
  });
  const send = useMutation({
    mutationFn: () =>
      unwrap(client.api.order[':id{[0-9]+}'].comment.$post({ param: { id: String(id) }, json: { comment: comment.trim() } })),
    onSuccess: (comments) => {
      setComment('');
      queryClient.setQueryData(customerKeys.order(id), (o: typeof order.data) => (o ? { ...o, comments } : o));
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState onRetry={() => void order.refetch()} />;
  const o = order.data;
  const money = (amount: string) => `${o.base_currency} ${amount}`;
  const wantsProof = o.payment.method === 'offline' && (o.status === 'pending' || o.status === 'payment_reject');
  // A card order still waiting: its payment can be finished from here (issue 25 §3), until it expires.
  const secret = o.status === 'pending' && o.payment.method === 'card' ? o.payment.client_secret : null;
  const payNow = () => {
    if (!secret) return;
    rememberCardPayment(o.order_number, secret);
    navigate(`/stripe?order_number=${encodeURIComponent(o.order_number)}`);
  };
  const rejection = o.status === 'payment_reject' ? o.status_history.findLast((entry) => entry.status === 'payment_reject')?.note : null;
  return (
    <Stack gap="3" pt="2">
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {o.lines.map((l) => (
          <HStack as="li" key={l.id} justify="space-between" gap="3">
            <Link to={`/product/${l.url}`}>
              <Text>
                {l.name ?? l.sku} × {l.quantity}
              </Text>
            </Link>
            <Text>{money(l.line_total)}</Text>
          </HStack>
        ))}
      </Stack>
      {o.discounts.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('store:checkout.discount')} data-testid="order-discounts">
          {o.discounts.map((d, i) => (
            <HStack as="li" key={i} justify="space-between" gap="3" fontSize="sm">
              <Text>
                {d.kind === 'points'
                  ? t('store:membership.pointsSpent', { points: d.points ?? 0 })
                  : d.code
                    ? `${d.name} (${d.code})`
                    : d.name}
              </Text>
              <Text>−{money(d.amount)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('store:checkout.shipping')}: {money(o.shipping_fee)} · {t('store:checkout.total')}: {money(o.grand_total)}
      </Text>
      {o.shipment && (
        <Text fontSize="sm" data-testid="order-shipment">
          {[o.shipment.carrier, o.shipment.tracking_number].filter(Boolean).join(' · ')}
        </Text>
      )}
      {rejection && (
        <Text color="fg.error" data-testid="payment-rejected">
          {t('store:bankTransfer.rejected', { reason: rejection })}
        </Text>
      )}
      {o.refunds.map((r) => (
        <Text key={r.id} fontSize="sm" data-testid="order-refund">
          {t('store:orders.refunded', { amount: money(r.amount), date: datePart(r.created_at) })}
        </Text>
      ))}
      {o.payment_instructions && <PaymentInstructions instructions={o.payment_instructions} />}
      {secret && o.payment.failure && (
        // A declined card is said as such, and the order can still be paid until it expires (issue 25 §3).
        <Text fontSize="sm" color="fg.error" data-testid="payment-declined">
          {t('store:orders.declined', { date: dateTime(o.payment.failure.at) })}
        </Text>
      )}
      {secret && (
        <Button alignSelf="start" size="sm" colorPalette="blue" onClick={payNow}>
          {t('store:orders.payNow')}
        </Button>
      )}
      {wantsProof && <ProofUpload orderId={id} help={t('store:orders.proofHelp')} />}
      <Stack gap="2">
        <Text fontWeight="semibold">{t('store:orders.comments')}</Text>
        {o.comments.map((c) => (
          <Box key={c.id} borderWidth="1px" borderRadius="md" p="2">
            <Text fontSize="xs" color="fg.muted">
              {t(`store:orders.from.${c.from}`)} · {dateTime(c.created_at)}
            </Text>
            <Text whiteSpace="pre-line">{c.comment}</Text>
          </Box>
        ))}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // An empty comment is not sent (spec section 5).
            if (comment.trim()) send.mutate();
          }}
        >
          <Stack gap="2">
            <Textarea
              aria-label={t('store:orders.newComment')}
              rows={2}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
            />
            <Button type="submit" size="sm" alignSelf="start" loading={send.isPending} disabled={!comment.trim()}>
              {t('store:orders.send')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Stack>
  );
}

/** The account page's orders (`GET /api/order`): newest first, a page at a time; each opens in place. */
export function OrdersCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const orders = useQuery({
    queryKey: customerKeys.ordersPage(page),
    queryFn: ({ signal }) =>
      unwrap(client.api.order.$get({ query: { page: String(page), per_page: String(PER_PAGE) } }, { init: { signal } })),
  });
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PER_PAGE)) : 1;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('store:orders.title')}
          </Heading>
          {orders.isPending ? (
            <PageSpinner />
          ) : orders.isError ? (
            <ErrorState onRetry={() => void orders.refetch()} />
          ) : orders.data.data.length === 0 ? (
            <EmptyMessage title={t('store:orders.empty')} />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {orders.data.data.map((o) => (
                <Stack as="li" key={o.id} borderWidth="1px" borderRadius="md" p="3" gap="1" aria-label={o.identifier}>
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">{o.identifier}</Text>
                    <Text>{t(`common:orderStatus.${o.status}`)}</Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {datePart(o.created_at)} · {t('store:orders.itemCount', { count: o.items })} · {o.base_currency} {o.grand_total}
                  </Text>
                  <Button
                    size="xs"
                    variant="outline"
                    alignSelf="start"
                    aria-expanded={open === o.id}
                    onClick={() => setOpen(open === o.id ? null : o.id)}
                  >
                    {open === o.id ? t('store:orders.hide') : t('store:orders.details')}
                  </Button>
                  {open === o.id && <OrderDetail id={o.id} />}
                </Stack>
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <HStack justify="space-between">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('common:list.previous')}
              </Button>
              <Text fontSize="sm">{t('store:orders.page', { page, pages })}</Text>
              <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('common:list.next')}
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

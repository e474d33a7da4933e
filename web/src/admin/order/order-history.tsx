import { Badge, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, translateValue } from '../../components/ui/messages';
import { dateTime } from '../../lib/format';
import { notify } from '../../lib/toast';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { commentOrder, useOrderChanged, type AdminOrder } from './queries';

/** The name of the member of staff who did something to the order, as the API sends it (issue 25 §7). */
const staffName = (order: AdminOrder, id: number | null): string | undefined => (id === null ? undefined : order.staff_names[String(id)]);

/** The order's refunds (decision 0049): when, how much, why, which units, by whom. */
export function Refunds({ order }: { order: AdminOrder }) {
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

/** The order's statuses in turn: when, by whom, with its note. */
export function StatusTimeline({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('admin:order.timeline')}
      </Heading>
      <Stack as="ol" gap="2" m="0" ps="5">
        {order.status_history.map((entry, i) => (
          <li key={`${entry.at}-${String(i)}`}>
            <HStack gap="2" wrap="wrap">
              <OrderStatusBadge status={entry.status} />
              <Text fontSize="sm">{dateTime(entry.at)}</Text>
              <Badge variant="outline">
                {(entry.by === 'admin' && staffName(order, entry.admin_id)) ||
                  t(`admin:order.by.${entry.by}`, { id: entry.admin_id ?? '' })}
              </Badge>
              {entry.note && <Text fontSize="sm">{entry.note}</Text>}
            </HStack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** Comments both ways: the shopper's and staff's, and a new one (staff who may update the order). */
export function Comments({ order, canWrite }: { order: AdminOrder; canWrite: boolean }) {
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

import { Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useCan } from '../../components/resource';
import { useConfirm } from '../../components/ui/confirm';
import { printCss } from '../../components/ui/print-css';
import { errorMessages } from '../../components/ui/messages';
import { ErrorState, PageSpinner } from '../../components/ui/states';
import { ApiError } from '../../lib/api-error';
import { dateTime } from '../../lib/format';
import { notify } from '../../lib/toast';
import { variantText } from './po-types';
import { transitionPo, usePoChanged, usePoParties, usePoView, type PoTransition } from './queries';
import { ReceiveDialog } from './receive-dialog';
import { StatusBadge } from './status-badge';

/** Print: only the document; the back-office frame and the buttons stay on screen. */
const PRINT_CSS = printCss('data-po-document');

/**
 * /admin/po/view/{id}: the purchase order as a document (supplier, destination, lines, totals,
 * history) with a print stylesheet, and its state actions: send (draft → ordered), receive
 * (partial or full), cancel, and close short (a partly received order whose rest will not come).
 */
export function PoViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const can = useCan();
  const confirm = useConfirm();
  const po = usePoView(id);
  const { supplier: s, warehouse: w } = usePoParties(po.data, can);
  const changed = usePoChanged();
  const transition = useMutation({
    mutationFn: (action: PoTransition) => transitionPo(id, action),
    onSuccess: (saved) => {
      notify.success(t('common:toasts.updateSuccess'));
      changed(saved);
    },
    onError: (error) => notify.warning(t('common:toasts.submitFail'), errorMessages(t, error)),
  });
  const ask = async (action: PoTransition) => {
    const ok = await confirm({
      title: t(`admin:po.confirm.${action}Title`, { number: po.data?.number }),
      description: t(`admin:po.confirm.${action}Text`),
      destructive: action !== 'order',
      confirmLabel: t(`admin:po.actions.${action}`),
    });
    if (ok) transition.mutate(action);
  };

  if (po.isPending) return <PageSpinner />;
  if (po.isError) {
    const missing = po.error instanceof ApiError && po.error.status === 404;
    return (
      <ErrorState
        message={missing ? t('common:toasts.idNotExists') : errorMessages(t, po.error).join(' ')}
        onRetry={missing ? undefined : () => void po.refetch()}
      />
    );
  }
  const data = po.data;
  const lines = data.lines ?? [];
  const update = can('update po');
  const anyReceived = lines.some((l) => l.received_quantity > 0);

  return (
    <Stack gap="4" maxW="5xl">
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" data-no-print="">
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            {t('admin:po.actions.print')}
          </Button>
          {update && data.status !== 'received' && data.status !== 'cancelled' && data.status !== 'closed' && (
            <Button asChild size="sm" variant="outline">
              <Link to={`/admin/po/edit/${data.id}`}>{t('common:actions.edit')}</Link>
            </Button>
          )}
          <Button asChild size="sm" variant="ghost">
            <Link to="/admin/po">{t('admin:po.backToList')}</Link>
          </Button>
        </HStack>
        {update && (
          <HStack gap="2" wrap="wrap">
            {data.status === 'draft' && (
              <Button size="sm" colorPalette="blue" loading={transition.isPending} onClick={() => void ask('order')}>
                {t('admin:po.actions.order')}
              </Button>
            )}
            {(data.status === 'ordered' || data.status === 'partially_received') && <ReceiveDialog po={data} />}
            {data.status === 'partially_received' && (
              <Button size="sm" variant="outline" colorPalette="orange" loading={transition.isPending} onClick={() => void ask('close')}>
                {t('admin:po.actions.close')}
              </Button>
            )}
            {(data.status === 'draft' || data.status === 'ordered') && !anyReceived && (
              <Button size="sm" variant="outline" colorPalette="red" loading={transition.isPending} onClick={() => void ask('cancel')}>
                {t('admin:po.actions.cancel')}
              </Button>
            )}
          </HStack>
        )}
      </Flex>

      <Box
        as="article"
        data-po-document=""
        borderWidth="1px"
        borderRadius="md"
        p={{ base: '4', md: '8' }}
        bg="bg"
        aria-labelledby="po-title"
      >
        <Stack gap="6">
          <Flex justify="space-between" align="start" wrap="wrap" gap="4">
            <Stack gap="1">
              <Text fontSize="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                {t('admin:po.singular')}
              </Text>
              <Heading as="h1" size="xl" id="po-title">
                {data.number}
              </Heading>
            </Stack>
            <Stack gap="1" textAlign="end" fontSize="sm">
              <HStack justify="end" data-testid="po-status">
                <StatusBadge status={data.status} />
              </HStack>
              <Text>{t('admin:po.fields.created', { date: dateTime(data.created_at) })}</Text>
              {data.expected_date && <Text>{t('admin:po.fields.expectedOn', { date: data.expected_date })}</Text>}
            </Stack>
          </Flex>

          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="semibold">{t('admin:po.fields.supplier')}</Text>
              <Text>{s?.name ?? data.supplier_name ?? `#${data.supplier_id}`}</Text>
              {s?.contact_name && <Text>{s.contact_name}</Text>}
              {s?.address && <Text whiteSpace="pre-line">{s.address}</Text>}
              {s?.phone && <Text>{[s.country_code, s.phone].filter(Boolean).join(' ')}</Text>}
              {s?.email && <Text>{s.email}</Text>}
            </Stack>
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="semibold">{t('admin:po.fields.deliverTo')}</Text>
              <Text>{w?.name ?? data.warehouse_name ?? `#${data.warehouse_id}`}</Text>
              {w?.address && <Text whiteSpace="pre-line">{w.address}</Text>}
            </Stack>
          </SimpleGrid>

          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>#</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:inventory.fields.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('admin:inventory.fields.variant')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin:po.lines.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin:po.lines.unitCost')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin:po.lines.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('admin:po.lines.received')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, index) => (
                <Table.Row key={line.id}>
                  <Table.Cell>{index + 1}</Table.Cell>
                  <Table.Cell>{line.product_name ?? `#${line.stock_id}`}</Table.Cell>
                  <Table.Cell>{variantText(line)}</Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{line.unit_cost}</Table.Cell>
                  <Table.Cell textAlign="end">{line.amount}</Table.Cell>
                  <Table.Cell textAlign="end">{line.received_quantity}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={3} fontWeight="semibold">
                  {t('admin:po.fields.total')}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {data.total_quantity}
                </Table.Cell>
                <Table.Cell />
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {data.total}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {data.received_quantity}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>

          {data.remark && (
            <Stack gap="1" fontSize="sm">
              <Text fontWeight="semibold">{t('admin:po.fields.remark')}</Text>
              <Text whiteSpace="pre-line">{data.remark}</Text>
            </Stack>
          )}

          {(data.receipts ?? []).length > 0 && (
            <Stack gap="2" fontSize="sm">
              <Heading as="h2" size="sm">
                {t('admin:po.receipts')}
              </Heading>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('admin:product.history.when')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:product.history.who')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:po.lines.items')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('admin:inventory.fields.remark')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {(data.receipts ?? []).map((r) => (
                    <Table.Row key={r.id}>
                      <Table.Cell whiteSpace="nowrap">{dateTime(r.at)}</Table.Cell>
                      <Table.Cell>{r.admin_name ?? (r.admin_id ? `#${r.admin_id}` : '—')}</Table.Cell>
                      <Table.Cell>
                        {r.lines
                          .map((rl) => {
                            const line = lines.find((l) => l.id === rl.line_id);
                            return `${line ? `${line.product_name ?? ''} ${variantText(line)}`.trim() : `#${rl.line_id}`} × ${rl.quantity}`;
                          })
                          .join('; ')}
                      </Table.Cell>
                      <Table.Cell>{r.remark ?? ''}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Stack>
          )}

          {(data.status_history ?? []).length > 0 && (
            <Stack gap="1" fontSize="sm">
              <Heading as="h2" size="sm">
                {t('admin:po.history')}
              </Heading>
              {(data.status_history ?? []).map((h, i) => (
                <Text key={`${h.at}-${i}`}>
                  {dateTime(h.at)} · {t(`admin:po.statuses.${h.status}`)} · {h.admin_name ?? (h.admin_id ? `#${h.admin_id}` : '—')}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}

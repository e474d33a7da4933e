import { Box, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format';
import { variantText, type PoLine, type PurchaseOrder } from './po-types';
import type { usePoParties } from './queries';
import { StatusBadge } from './status-badge';

type Parties = ReturnType<typeof usePoParties>;

/** The supplier (with its contact details, when the admin may read them) and where the goods go. */
function PoParties({ po: data, parties }: { po: PurchaseOrder; parties: Parties }) {
  const { t } = useTranslation();
  const { supplier: s, warehouse: w } = parties;
  return (
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
  );
}

/** The lines with their amounts and what was received, and the totals. */
function PoLinesTable({ po: data, lines }: { po: PurchaseOrder; lines: PoLine[] }) {
  const { t } = useTranslation();
  return (
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
  );
}

/** Each receipt: when, who, which units, its remark. */
function PoReceipts({ po: data, lines }: { po: PurchaseOrder; lines: PoLine[] }) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * The purchase order as a document (supplier, destination, lines, totals, receipts, history): what
 * prints (`data-po-document`).
 */
export function PoDocument({ po: data, parties }: { po: PurchaseOrder; parties: Parties }) {
  const { t } = useTranslation();
  const lines = data.lines ?? [];
  return (
    <Box as="article" data-po-document="" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '8' }} bg="bg" aria-labelledby="po-title">
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

        <PoParties po={data} parties={parties} />

        <PoLinesTable po={data} lines={lines} />

        {data.remark && (
          <Stack gap="1" fontSize="sm">
            <Text fontWeight="semibold">{t('admin:po.fields.remark')}</Text>
            <Text whiteSpace="pre-line">{data.remark}</Text>
          </Stack>
        )}

        {(data.receipts ?? []).length > 0 && <PoReceipts po={data} lines={lines} />}

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
  );
}

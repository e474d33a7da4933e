import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../lib/format';

/** What a receipt prints: the sale as the server recorded it, or as the till kept it while offline. */
export interface Receipt {
  number: string | null;
  at: string;
  store: string;
  address: string | null;
  customer: string | null;
  lines: { name: string; quantity: number; line_total: string }[];
  subtotal: string;
  discount: string;
  total: string;
  tenders: { method: 'cash' | 'card'; amount: string }[];
  change: string;
  currency: string;
}

/** Only the receipt prints, on an 80 mm roll: narrow, no margins, the rest of the screen hidden. */
const RECEIPT_PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 2mm; }
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute; left: 0; top: 0; width: 76mm; border: none !important; box-shadow: none !important; padding: 0 !important; font-size: 10pt; }
}
`;

const Row = ({ left, right, bold }: { left: string; right: string; bold?: boolean }) => (
  <HStack justify="space-between" fontWeight={bold ? 'bold' : undefined} gap="2">
    <Text>{left}</Text>
    <Text whiteSpace="nowrap">{right}</Text>
  </HStack>
);

/** The last sale's receipt (80 mm, issue 29 §3), printed from the browser with `window.print()`. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation();
  return (
    <Stack gap="2">
      <style>{RECEIPT_PRINT_CSS}</style>
      <Box
        data-receipt
        data-testid="pos-receipt"
        fontFamily="mono"
        fontSize="sm"
        borderWidth="1px"
        borderRadius="md"
        p="3"
        maxW="80mm"
        bg="bg"
      >
        <Text fontWeight="bold" textAlign="center">
          {receipt.store}
        </Text>
        {receipt.address && (
          <Text textAlign="center" fontSize="xs">
            {receipt.address}
          </Text>
        )}
        <Text textAlign="center" fontSize="xs">
          {receipt.number ?? t('admin:store.pos.receiptWaiting')} · {dateTime(receipt.at)}
        </Text>
        {receipt.customer && <Text fontSize="xs">{receipt.customer}</Text>}
        <Box borderTopWidth="1px" borderStyle="dashed" my="2" />
        {receipt.lines.map((l, i) => (
          <Row key={i} left={`${l.name} × ${String(l.quantity)}`} right={l.line_total} />
        ))}
        <Box borderTopWidth="1px" borderStyle="dashed" my="2" />
        <Row left={t('admin:store.pos.subtotal')} right={receipt.subtotal} />
        {receipt.discount !== '0.00' && <Row left={t('admin:store.pos.discount')} right={`-${receipt.discount}`} />}
        <Row left={t('admin:store.pos.total')} right={`${receipt.currency} ${receipt.total}`} bold />
        {receipt.tenders.map((tender, i) => (
          <Row key={i} left={t(`admin:store.pos.tender.${tender.method}`)} right={tender.amount} />
        ))}
        <Row left={t('admin:store.pos.change')} right={receipt.change} />
        <Text textAlign="center" fontSize="xs" mt="2">
          {t('admin:store.pos.thanks')}
        </Text>
      </Box>
      <Button data-no-print onClick={() => window.print()} alignSelf="start">
        {t('admin:store.pos.print')}
      </Button>
    </Stack>
  );
}

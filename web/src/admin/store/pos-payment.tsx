import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessages } from '../../components/ui/alert-messages';
import { errorMessages } from '../../components/ui/messages';
import { isNetworkFailure } from './pos-offline';
import { fromCents, saleKey, toCents } from './pos-money';
import { recordSale, type PosOrder, type PosSaleRequest } from './pos-queries';
import type { Receipt } from './pos-receipt';
import type { PosSaleState } from './use-pos-sale';

interface PaymentProps {
  storeId: string;
  store: { name: string; address: string | null };
  currency: string;
  sale: PosSaleState;
  online: boolean;
  keep: (sale: PosSaleRequest) => Promise<void>;
  onDone: (receipt: Receipt) => void;
}

const fromOrder = (order: PosOrder, store: PaymentProps['store']): Receipt => ({
  number: order.order_number,
  at: order.created_at,
  store: store.name,
  address: store.address,
  customer: order.customer_id ? order.email : null,
  lines: order.lines.map((l) => ({
    name: `${l.name ?? l.sku}${l.variant ? ` (${l.variant})` : ''}`,
    quantity: l.quantity,
    line_total: l.line_total,
  })),
  subtotal: order.subtotal,
  discount: order.discount,
  total: order.grand_total,
  tenders: order.payment.tenders ?? [],
  change: order.payment.change_due ?? '0.00',
  currency: order.base_currency,
});

/**
 * Payment (issue 29 §3): a card amount taken on the store's terminal (staff confirm it went through),
 * cash handed over, or both (a split); the change due is the cash beyond the total. Online the sale
 * is recorded at once; offline — or when the network drops as it is sent — a cash sale is kept on
 * the till and sent later under the same key (decision 0070). Card, coupons and points need the network.
 */
export function PaymentPanel({ storeId, store, currency, sale, online, keep, onDone }: PaymentProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState('');
  const [cash, setCash] = useState('');
  const [approved, setApproved] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const total = toCents(sale.total);
  const paid = toCents(card) + toCents(cash);
  const change = Math.max(0, paid - total);
  const networkOnly = toCents(card) > 0 || sale.asked.points !== null || sale.asked.coupon_code !== null;

  const keptReceipt = (request: PosSaleRequest): Receipt => ({
    number: null,
    at: new Date().toISOString(),
    store: store.name,
    address: store.address,
    customer: null,
    lines: sale.lines.map((l) => ({ name: l.name, quantity: l.quantity, line_total: fromCents(toCents(l.unit_price) * l.quantity) })),
    subtotal: request.total,
    discount: '0.00',
    total: request.total,
    tenders: request.tenders,
    change: fromCents(change),
    currency,
  });

  const finish = (receipt: Receipt) => {
    onDone(receipt);
    sale.clear();
    setCard('');
    setCash('');
    setApproved(false);
  };

  const complete = async () => {
    setProblems([]);
    if (toCents(card) > 0 && !approved) return setProblems([t('admin:store.pos.confirmCard')]);
    if (paid < total) return setProblems([t('admin:store.pos.notCovered')]);
    if (!online && networkOnly) return setProblems([t('admin:store.pos.needsNetwork')]);
    const tenders = [
      ...(toCents(card) > 0 ? [{ method: 'card' as const, amount: fromCents(toCents(card)) }] : []),
      ...(toCents(cash) > 0 ? [{ method: 'cash' as const, amount: fromCents(toCents(cash)) }] : []),
    ];
    const request: PosSaleRequest = {
      ...sale.asked,
      idempotency_key: saleKey(),
      total: sale.total,
      tenders,
      sold_at: new Date().toISOString(),
    };
    setBusy(true);
    try {
      if (!online) {
        await keep({ ...request, offline: true });
        return finish(keptReceipt(request));
      }
      finish(fromOrder(await recordSale(storeId, request), store));
    } catch (error) {
      if (isNetworkFailure(error) && !networkOnly) {
        await keep({ ...request, offline: true });
        return finish(keptReceipt(request));
      }
      setProblems(errorMessages(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="3" aria-label={t('admin:store.pos.payment')} role="group">
      <Text fontSize="2xl" fontWeight="bold" data-testid="pos-total">
        {t('admin:store.pos.total')}: {currency} {sale.total}
      </Text>
      {sale.quote && sale.quote.discount !== '0.00' && (
        <Text fontSize="sm">
          {t('admin:store.pos.discount')}: -{sale.quote.discount}
        </Text>
      )}
      <HStack>
        <Input
          value={card}
          inputMode="decimal"
          onChange={(e) => setCard(e.target.value)}
          placeholder={t('admin:store.pos.cardAmount')}
          aria-label={t('admin:store.pos.cardAmount')}
          disabled={!online}
        />
        <Button variant="outline" onClick={() => setCard(fromCents(Math.max(0, total - toCents(cash))))} disabled={!online}>
          {t('admin:store.pos.rest')}
        </Button>
      </HStack>
      {toCents(card) > 0 && (
        <label>
          <input type="checkbox" checked={approved} onChange={(e) => setApproved(e.target.checked)} /> {t('admin:store.pos.cardApproved')}
        </label>
      )}
      <HStack>
        <Input
          value={cash}
          inputMode="decimal"
          onChange={(e) => setCash(e.target.value)}
          placeholder={t('admin:store.pos.cashReceived')}
          aria-label={t('admin:store.pos.cashReceived')}
        />
        <Button variant="outline" onClick={() => setCash(fromCents(Math.max(0, total - toCents(card))))}>
          {t('admin:store.pos.exact')}
        </Button>
      </HStack>
      <Text fontSize="lg" data-testid="pos-change">
        {t('admin:store.pos.changeDue')}: {fromCents(change)}
      </Text>
      {problems.length > 0 && <AlertMessages messages={problems} />}
      <Button
        size="lg"
        colorPalette="green"
        onClick={() => void complete()}
        loading={busy}
        disabled={sale.lines.length === 0 || (online && !sale.priced)}
      >
        {t('admin:store.pos.complete')}
      </Button>
    </Stack>
  );
}

import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessages } from '../../components/ui/alert-messages';
import { errorMessages } from '../../components/ui/messages';
import { notify } from '../../lib/toast';
import { findReceipt, takeBack, type PosOrder } from './pos-queries';

/**
 * Returns and exchanges against a receipt (issue 29 §3): the sale found by its number, units of its
 * lines taken back — by default onto the store's shelf (its warehouse's stock) — and their money
 * refunded as the order's refund (decision 0049). An exchange is a return, then a new sale.
 */
export function ReturnPanel() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [order, setOrder] = useState<PosOrder | null>(null);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<string[]>([]);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setProblems([]);
    try {
      setOrder(await findReceipt(number.trim()));
      setUnits({});
    } catch (error) {
      setOrder(null);
      setProblems(errorMessages(t, error));
    }
  };

  const submit = async () => {
    if (!order) return;
    setProblems([]);
    try {
      const lines = Object.entries(units)
        .filter(([, q]) => q > 0)
        .map(([id, quantity]) => ({ line_id: Number(id), quantity, restock }));
      const next = await takeBack(order.id, { lines, reason: reason.trim() || t('admin:store.pos.returnReason') });
      setOrder(next);
      setUnits({});
      notify.success(t('admin:store.pos.returned', { amount: next.refunded_total }));
    } catch (error) {
      setProblems(errorMessages(t, error));
    }
  };

  return (
    <Stack gap="3">
      <form onSubmit={(e) => void find(e)} aria-label={t('admin:store.pos.returns')}>
        <HStack>
          <Input
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            placeholder={t('admin:store.pos.receiptNumber')}
            aria-label={t('admin:store.pos.receiptNumber')}
          />
          <Button type="submit" variant="outline">
            {t('admin:store.pos.find')}
          </Button>
        </HStack>
      </form>
      {order && (
        <Stack gap="2">
          <Text fontWeight="semibold">
            {order.order_number} · {order.base_currency} {order.grand_total} · {t('admin:store.pos.refunded')}: {order.refunded_total}
          </Text>
          <Table.Root size="sm">
            <Table.Body>
              {order.lines.map((l) => (
                <Table.Row key={l.id}>
                  <Table.Cell>{l.name ?? l.sku}</Table.Cell>
                  <Table.Cell>
                    {l.quantity - l.refunded_quantity} × {l.unit_price}
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      width="20"
                      inputMode="numeric"
                      aria-label={t('admin:store.pos.returnUnits', { name: l.name ?? l.sku })}
                      value={String(units[l.id] ?? 0)}
                      onChange={(e) =>
                        setUnits({
                          ...units,
                          [l.id]: Math.min(l.quantity - l.refunded_quantity, Number(e.target.value.replace(/\D/g, '')) || 0),
                        })
                      }
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <label>
            <input type="checkbox" checked={restock} onChange={(e) => setRestock(e.target.checked)} /> {t('admin:store.pos.restock')}
          </label>
          <Input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={t('admin:store.pos.reason')}
            aria-label={t('admin:store.pos.reason')}
          />
          <Button colorPalette="red" onClick={() => void submit()} disabled={!Object.values(units).some((q) => q > 0)} alignSelf="start">
            {t('admin:store.pos.takeBack')}
          </Button>
        </Stack>
      )}
      {problems.length > 0 && <AlertMessages messages={problems} />}
    </Stack>
  );
}

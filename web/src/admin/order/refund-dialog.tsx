import { Alert, Button, Checkbox, Dialog, Field, HStack, Input, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { fromMinor, toMinor } from '@shop/core/shared/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/toast';
import { errorMessages, translateMessage } from '../../components/ui/messages';
import { refundOrder, useOrderChanged, type AdminOrder } from './queries';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** A fresh key per opening of the dialog: a double submit records one refund (decision 0049). */
const newKey = () => `rf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

interface Row {
  quantity: string;
  restock: boolean;
}

/**
 * The Refund dialog of /admin/order/{id} (decision 0049): per line a quantity (at most what is left)
 * and, for staff with the inventory permission, whether it goes back to stock; or an amount; a
 * required reason. The total to refund is shown before a second, explicit confirmation. Card orders
 * are refunded through the payment provider; bank transfer and cash orders are only recorded.
 */
export function RefundDialog({ order, canRestock }: { order: AdminOrder; canRestock: boolean }) {
  const { t } = useTranslation();
  const changed = useOrderChanged();
  const [open, setOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [rows, setRows] = useState<Row[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const money = (value: string) => `${order.base_currency} ${value}`;
  const leftMinor = toMinor(order.payment.amount) - toMinor(order.refunded_total);
  const leftOf = (i: number) => order.lines[i]!.quantity - order.lines[i]!.refunded_quantity;

  const start = () => {
    setRows(order.lines.map(() => ({ quantity: '', restock: false })));
    setAmount('');
    setReason('');
    setErrors({});
    setReviewing(false);
    setKey(newKey());
  };
  const quantityOf = (row: Row | undefined) => (row && /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity.trim()) : 0);
  const linesMinor = order.lines.reduce((sum, l, i) => sum + toMinor(l.unit_price) * quantityOf(rows[i]), 0);
  const amountGiven = amount.trim() !== '';
  const totalMinor = amountGiven ? (MONEY.test(amount.trim()) ? toMinor(amount.trim()) : NaN) : linesMinor;

  /** The checks the server makes, shown beside the fields before anything is sent. */
  const check = (): Record<string, string[]> => {
    const found: Record<string, string[]> = {};
    rows.forEach((row, i) => {
      const text = row.quantity.trim();
      if (text === '') return;
      if (!/^\d+$/.test(text)) found[`lines.${String(i)}.quantity`] = [t('common:validation.check')];
      else if (Number(text) > leftOf(i)) found[`lines.${String(i)}.quantity`] = [t('admin:order.refund.tooMany', { left: leftOf(i) })];
    });
    if (amountGiven && !MONEY.test(amount.trim())) found.amount = [t('admin:order.refund.amountFormat')];
    else if (amountGiven && toMinor(amount.trim()) > leftMinor) found.amount = [t('admin:order.refund.tooMuch')];
    else if (!amountGiven && linesMinor > leftMinor) found.lines = [t('admin:order.refund.tooMuch')];
    if (!amountGiven && linesMinor === 0) found.lines = [t('admin:order.refund.nothing')];
    if (amountGiven && MONEY.test(amount.trim()) && toMinor(amount.trim()) === 0) found.amount = [t('admin:order.refund.nothing')];
    if (!reason.trim()) found.reason = [t('common:validation.required')];
    return found;
  };

  const send = useMutation({
    mutationFn: () =>
      refundOrder(String(order.id), {
        lines: order.lines.map((l, i) => ({ line_id: l.id, quantity: quantityOf(rows[i]), restock: canRestock && rows[i]!.restock })),
        ...(amountGiven ? { amount: amount.trim() } : {}),
        reason: reason.trim(),
        idempotency_key: key,
      }),
    onSuccess: (saved) => {
      notify.success(t('admin:order.refund.done', { amount: money(saved.refunds.at(-1)?.amount ?? '0.00') }));
      changed(saved);
      setOpen(false);
    },
    onError: (error) => {
      setReviewing(false);
      if (error instanceof ApiError && typeof error.messages !== 'string') {
        setErrors(
          Object.fromEntries(Object.entries(error.messages).map(([field, list]) => [field, list.map((m) => translateMessage(t, m))])),
        );
      } else {
        notify.warning(t('common:toasts.submitFail'), errorMessages(t, error));
      }
    },
  });

  const fieldError = (field: string) => errors[field]?.join(' ');
  const setRow = (i: number, patch: Partial<Row>) => setRows((current) => current.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const fillAll = () => {
    setRows(order.lines.map((_l, i) => ({ quantity: leftOf(i) > 0 ? String(leftOf(i)) : '', restock: false })));
    setAmount(fromMinor(leftMinor));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) start();
        setOpen(e.open);
      }}
      size="lg"
    >
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
                if (!reviewing) {
                  const found = check();
                  setErrors(found);
                  if (Object.keys(found).length === 0) setReviewing(true);
                } else if (!send.isPending) {
                  send.mutate();
                }
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
                    <Stack gap="2" data-testid="refund-review">
                      <Text fontWeight="semibold">
                        {t('admin:order.refund.confirmText', { amount: money(fromMinor(totalMinor)), number: order.order_number })}
                      </Text>
                      {order.lines.map((l, i) =>
                        quantityOf(rows[i]) > 0 ? (
                          <Text key={l.id}>
                            {l.name ?? l.sku} × {quantityOf(rows[i])}
                            {canRestock && rows[i]!.restock ? ` · ${t('admin:order.refund.restocked')}` : ''}
                          </Text>
                        ) : null,
                      )}
                      <Text>
                        {t('admin:order.refund.reason')}: {reason.trim()}
                      </Text>
                    </Stack>
                  ) : (
                    <>
                      <Table.ScrollArea>
                        <Table.Root size="sm">
                          <Table.Header>
                            <Table.Row>
                              <Table.ColumnHeader>{t('admin:order.fields.product')}</Table.ColumnHeader>
                              <Table.ColumnHeader textAlign="end">{t('admin:order.fields.unitPrice')}</Table.ColumnHeader>
                              <Table.ColumnHeader textAlign="end">{t('admin:order.refund.left')}</Table.ColumnHeader>
                              <Table.ColumnHeader>{t('admin:order.refund.quantity')}</Table.ColumnHeader>
                              {canRestock && <Table.ColumnHeader>{t('admin:order.refund.restock')}</Table.ColumnHeader>}
                            </Table.Row>
                          </Table.Header>
                          <Table.Body>
                            {order.lines.map((l, i) => {
                              const name = l.name ?? l.sku;
                              const error = fieldError(`lines.${String(i)}.quantity`) ?? fieldError(`lines.${String(i)}.line_id`);
                              return (
                                <Table.Row key={l.id}>
                                  <Table.Cell>{name}</Table.Cell>
                                  <Table.Cell textAlign="end">{money(l.unit_price)}</Table.Cell>
                                  <Table.Cell textAlign="end">{leftOf(i)}</Table.Cell>
                                  <Table.Cell>
                                    <Field.Root invalid={Boolean(error)} disabled={leftOf(i) === 0}>
                                      <Input
                                        size="sm"
                                        w="20"
                                        type="number"
                                        inputMode="numeric"
                                        min={0}
                                        max={leftOf(i)}
                                        aria-label={t('admin:order.refund.quantityOf', { line: name })}
                                        value={rows[i]?.quantity ?? ''}
                                        onChange={(e) => setRow(i, { quantity: e.currentTarget.value })}
                                      />
                                      {error && <Field.ErrorText>{error}</Field.ErrorText>}
                                    </Field.Root>
                                  </Table.Cell>
                                  {canRestock && (
                                    <Table.Cell>
                                      <Checkbox.Root
                                        checked={rows[i]?.restock ?? false}
                                        disabled={leftOf(i) === 0}
                                        onCheckedChange={(e) => setRow(i, { restock: e.checked === true })}
                                      >
                                        <Checkbox.HiddenInput aria-label={t('admin:order.refund.restockOf', { line: name })} />
                                        <Checkbox.Control />
                                      </Checkbox.Root>
                                    </Table.Cell>
                                  )}
                                </Table.Row>
                              );
                            })}
                          </Table.Body>
                        </Table.Root>
                      </Table.ScrollArea>
                      {fieldError('lines') && (
                        <Text color="fg.error" fontSize="sm" role="alert">
                          {fieldError('lines')}
                        </Text>
                      )}
                      {!canRestock && (
                        <Text fontSize="sm" color="fg.muted">
                          {t('admin:order.refund.noRestock')}
                        </Text>
                      )}
                      <Field.Root invalid={Boolean(fieldError('amount'))}>
                        <Field.Label>{t('admin:order.refund.amount', { currency: order.base_currency })}</Field.Label>
                        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
                        <Field.HelperText>{t('admin:order.refund.amountHelp')}</Field.HelperText>
                        {fieldError('amount') && <Field.ErrorText>{fieldError('amount')}</Field.ErrorText>}
                      </Field.Root>
                      <Field.Root required invalid={Boolean(fieldError('reason'))}>
                        <Field.Label>
                          {t('admin:order.refund.reason')}
                          <Field.RequiredIndicator />
                        </Field.Label>
                        <Textarea rows={2} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
                        {fieldError('reason') && <Field.ErrorText>{fieldError('reason')}</Field.ErrorText>}
                      </Field.Root>
                      <HStack justify="space-between" wrap="wrap">
                        <Button size="xs" variant="ghost" onClick={fillAll}>
                          {t('admin:order.refund.everything')}
                        </Button>
                        <Text fontWeight="semibold" data-testid="refund-total">
                          {t('admin:order.refund.total', {
                            amount: Number.isNaN(totalMinor) ? '—' : money(fromMinor(totalMinor)),
                            left: money(fromMinor(leftMinor)),
                          })}
                        </Text>
                      </HStack>
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {reviewing ? (
                  <Button variant="outline" onClick={() => setReviewing(false)}>
                    {t('admin:order.refund.back')}
                  </Button>
                ) : (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('common:actions.cancel')}</Button>
                  </Dialog.ActionTrigger>
                )}
                <Button type="submit" colorPalette="red" loading={send.isPending}>
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

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

/** A line's row of the refund: how many units (as typed) and whether they go back to stock. */
export interface RefundRow {
  quantity: string;
  restock: boolean;
}

/** A row's quantity as a whole number (0 when empty or not a number). */
export const quantityOf = (row: RefundRow | undefined) => (row && /^\d+$/.test(row.quantity.trim()) ? Number(row.quantity.trim()) : 0);

/**
 * The Refund dialog's state (refund-dialog.tsx): the rows, the amount and reason as typed, the
 * checks the server makes, the review step and the call. Each opening starts afresh with a new key.
 */
export function useRefundForm(order: AdminOrder, canRestock: boolean) {
  const { t } = useTranslation();
  const changed = useOrderChanged();
  const [open, setOpen] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [rows, setRows] = useState<RefundRow[]>([]);
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

  /** Review first (the checks pass), then send once. */
  const submit = () => {
    if (!reviewing) {
      const found = check();
      setErrors(found);
      if (Object.keys(found).length === 0) setReviewing(true);
    } else if (!send.isPending) {
      send.mutate();
    }
  };

  return {
    open,
    onOpenChange: (next: boolean) => {
      if (next) start();
      setOpen(next);
    },
    reviewing,
    back: () => setReviewing(false),
    submit,
    sending: send.isPending,
    rows,
    setRow: (i: number, patch: Partial<RefundRow>) => setRows((current) => current.map((r, j) => (j === i ? { ...r, ...patch } : r))),
    amount,
    setAmount,
    reason,
    setReason,
    fieldError: (field: string) => errors[field]?.join(' '),
    /** Everything left: each line's units and the whole amount. */
    fillAll: () => {
      setRows(order.lines.map((_l, i) => ({ quantity: leftOf(i) > 0 ? String(leftOf(i)) : '', restock: false })));
      setAmount(fromMinor(leftMinor));
    },
    leftOf,
    leftMinor,
    totalMinor,
    money,
  };
}

export type RefundForm = ReturnType<typeof useRefundForm>;

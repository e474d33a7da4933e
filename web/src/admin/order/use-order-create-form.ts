import { AdminOrderInput, type OrderQuoteInput } from '@shop/core/order/order.schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSchemaForm } from '../../components/form';
import { addressFieldOf, chosenAddressErrors, chosenAddresses, NEW_ADDRESS_CHOICE } from '../../components/form/address-choice';
import { newIdempotencyKey, QUOTE_DEBOUNCE_MS, type CreateValues } from './order-create-form';
import type { Line } from './order-lines-table';
import { useCreateOrder, useOrderQuote } from './queries';

/** The staff order form: its defaults, the body it sends (paid, once per visit) and where server messages go. */
export function useOrderCreateForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const [idempotencyKey] = useState(newIdempotencyKey);

  return useSchemaForm<CreateValues, typeof AdminOrderInput, Awaited<ReturnType<typeof createOrder>>>({
    id: 'order-create',
    defaultValues: {
      customer_id: '',
      lines: [],
      ...NEW_ADDRESS_CHOICE,
      shipping_method_id: '',
      payment_method: 'cash',
      payment_note: '',
      comment: '',
    },
    schema: AdminOrderInput,
    toBody: (v) => ({
      customer_id: v.customer_id,
      lines: v.lines.map((l) => ({ stock_id: l.stock_id, quantity: l.quantity })),
      shipping_method_id: v.shipping_method_id,
      ...chosenAddresses(v),
      comment: v.comment || undefined,
      status: 'paid',
      payment_method: v.payment_method,
      payment_note: v.payment_note || undefined,
      idempotency_key: idempotencyKey,
    }),
    fieldOf: addressFieldOf,
    // Typed addresses are checked field by field (the body's "saved id or address" says only that it is missing).
    check: (v) => chosenAddressErrors(v),
    successTitle: t('admin:order.create.created'),
    failTitle: t('common:toasts.createFail'),
    submit: (body) => createOrder(body),
    onSuccess: (order) => navigate(`/admin/order/${String(order.id)}`),
  });
}

/** The summary follows the lines, method and country, a moment after typing stops. */
export function useDebouncedQuote(lines: Line[], shippingMethodId: string, country: string) {
  const quoteInput = useMemo<OrderQuoteInput>(
    () => ({
      lines: lines
        .filter((l) => /^\d+$/.test(l.quantity.trim()) && Number(l.quantity) >= 1)
        .map((l) => ({ stock_id: l.stock_id, quantity: Number(l.quantity) })),
      shipping_method_id: shippingMethodId ? Number(shippingMethodId) : undefined,
      country: country || undefined,
    }),
    [lines, shippingMethodId, country],
  );
  const [asked, setAsked] = useState(quoteInput);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(quoteInput), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [quoteInput]);
  const quote = useOrderQuote(asked);
  return { asked, quote };
}

import { AdminOrderInput, type OrderQuoteInput } from '@shop/core/order/order.schema';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BLANK_ADDRESS, useSchemaForm, type AddressValues } from '../../components/form';
import { addressErrors, addressField, newIdempotencyKey, QUOTE_DEBOUNCE_MS, type CreateValues } from './order-create-form';
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
      shipping_choice: 'new',
      shipping: BLANK_ADDRESS,
      same_billing: true,
      billing_choice: 'new',
      billing: BLANK_ADDRESS,
      shipping_method_id: '',
      payment_method: 'cash',
      payment_note: '',
      comment: '',
    },
    schema: AdminOrderInput,
    toBody: (v) => {
      const address = (choice: string, typed: AddressValues) => (choice === 'new' ? typed : Number(choice));
      const shipping = address(v.shipping_choice, v.shipping);
      return {
        customer_id: v.customer_id,
        lines: v.lines.map((l) => ({ stock_id: l.stock_id, quantity: l.quantity })),
        shipping_method_id: v.shipping_method_id,
        shipping_address: shipping,
        billing_address: v.same_billing ? shipping : address(v.billing_choice, v.billing),
        comment: v.comment || undefined,
        status: 'paid',
        payment_method: v.payment_method,
        payment_note: v.payment_note || undefined,
        idempotency_key: idempotencyKey,
      };
    },
    fieldOf: (path, v) => {
      const [head, ...rest] = path.split('.');
      if (head === 'shipping_address' || head === 'billing_address') {
        const kind = head === 'shipping_address' ? 'shipping' : 'billing';
        return kind === 'billing' && v.same_billing ? addressField('shipping', rest, v) : addressField(kind, rest, v);
      }
      return head && head in v ? path : undefined;
    },
    // Typed addresses are checked field by field (the body's "saved id or address" says only that it is missing).
    check: (v) => ({
      ...(v.shipping_choice === 'new' ? addressErrors('shipping', v.shipping) : {}),
      ...(!v.same_billing && v.billing_choice === 'new' ? addressErrors('billing', v.billing) : {}),
    }),
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

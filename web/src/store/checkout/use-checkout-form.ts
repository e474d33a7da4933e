import { PlaceOrderInput, type ConfirmedOrder } from '@shop/core/order/order.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSchemaForm } from '../../components/form';
import { addressFieldOf, chosenAddressErrors, chosenAddresses } from '../../components/form/address-choice';
import { ApiError } from '../../lib/api-error';
import { customerKeys } from '../../lib/query-keys';
import { cartKeys } from '../shared/cart-data';
import { rememberCardPayment } from '../shared/card-secret';
import { rememberInstructions } from '../shared/payment-instructions';
import { useStore } from '../shell/store-context';
import { placeOrder } from './checkout-data';
import { CHECKOUT_DEFAULTS, emailErrors, rewordPhone, type CheckoutValues } from './checkout-form';
import { rememberOrderSummary, type OrderSummaryNote } from './order-summary';

/**
 * The checkout form: the body it sends (with `shown`, the order the summary shows, which the page
 * keeps current), where server messages go, and after the order the card page or the result page
 * (told what the summary showed, `note`).
 */
export function useCheckoutForm({ hasSaved, shopper }: { hasSaved: boolean; shopper: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { language, currency } = useStore();
  const shown = useRef<ConfirmedOrder | undefined>(undefined);
  const note = useRef<OrderSummaryNote | null>(null);
  /** The coupon applied in the summary (coupon.tsx), sent with the order. */
  const coupon = useRef<string | null>(null);
  /** The points chosen (use-points.tsx), sent with the order; `shown` is the total less their value already. */
  const points = useRef(0);

  const form = useSchemaForm<CheckoutValues, typeof PlaceOrderInput, Awaited<ReturnType<typeof placeOrder>>>({
    id: 'checkout',
    defaultValues: CHECKOUT_DEFAULTS,
    schema: PlaceOrderInput,
    toBody: (v) => ({
      language,
      shipping_method_id: v.shipping_method_id,
      ...chosenAddresses(v, hasSaved),
      email: shopper ? undefined : v.email,
      comment: v.comment || undefined,
      currency: currency?.identifier,
      payment_method: v.payment_method,
      ...(points.current ? { points: points.current } : {}),
      expected: shown.current,
      coupon_code: coupon.current ?? undefined,
      // Only a signed-in shopper's tick is recorded (decision 0072).
      ...(shopper && v.subscribe ? { subscribe: true } : {}),
    }),
    fieldOf: addressFieldOf,
    // The typed addresses are checked field by field (the body's union of "saved id or address" says only that it is missing).
    check: (v) => ({
      ...(shopper ? {} : emailErrors(v.email)),
      ...chosenAddressErrors(v, { hasSaved, reword: rewordPhone }),
    }),
    successTitle: false,
    submit: async (body) => {
      try {
        return await placeOrder(body);
      } catch (error) {
        // The cart changed since the summary was drawn: draw it again from the cart as it is now, and
        // let the shopper place the order they can see (the message stays beside the button).
        if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: cartKeys.all });
        throw error;
      }
    },
    onSuccess: async (placed, values) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      if (shopper && values.subscribe) await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      const number = encodeURIComponent(placed.order_number);
      if (note.current) rememberOrderSummary(placed.order_number, note.current);
      if (placed.payment.method === 'card' && placed.payment.client_secret) {
        // The card page reads the payment with its secret, kept for this tab only (decision 0030).
        rememberCardPayment(placed.order_number, placed.payment.client_secret);
        // Pushed, not replaced: "back" from the card page returns here, which offers the waiting order.
        navigate(`/stripe?order_number=${number}`);
      } else {
        // A bank transfer's instructions for the result page (decision 0047).
        if (placed.payment_instructions) rememberInstructions(placed.order_number, placed.payment_instructions, placed.id);
        navigate(`/order/success?order_number=${number}`, { replace: true });
      }
    },
  });
  return { form, shown, note, coupon, points };
}

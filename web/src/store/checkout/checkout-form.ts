import { MESSAGES } from '@shop/core/shared/errors';
import { personName } from '@shop/core/shared/person-name';
import type { ConfirmedOrder } from '@shop/core/order/order.schema';
import type { AddressValues } from '../../components/form';
import { NEW_ADDRESS_CHOICE, type AddressChoiceValues, type RewordAddressMessage } from '../../components/form/address-choice';
import type { CartAnswer } from '../shared/cart-data';
import type { OrderSummaryNote } from './order-summary';
import personalTexts from '../../locales/en-US/store-personal.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(personalTexts);

/** The checkout form's values (checkout-page.tsx draws them, use-checkout-form.ts sends them). */
export interface CheckoutValues extends AddressChoiceValues {
  email: string;
  shipping_method_id: string;
  payment_method: 'offline' | 'card';
  comment: string;
  /** The unticked "news by e-mail" box, shown to a signed-in shopper not yet subscribed (decision 0072). */
  subscribe: boolean;
}

export const CHECKOUT_DEFAULTS: CheckoutValues = {
  email: '',
  ...NEW_ADDRESS_CHOICE,
  shipping_method_id: '',
  payment_method: 'offline',
  comment: '',
  subscribe: false,
};

/** A phone number's message says what a shopper can fix: its allowed characters rather than "check your input" (issue 25 §9). */
export const rewordPhone: RewordAddressMessage = (field, message) =>
  field === 'contact_number' && message === MESSAGES.check ? 'store:checkout.phoneFormat' : message;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest's e-mail: required like every other field, and a clear word when it is not an address. */
export function emailErrors(email: string): Record<string, string> {
  const typed = email.trim();
  if (!typed) return { email: MESSAGES.required };
  return EMAIL.test(typed) ? {} : { email: 'store:checkout.emailFormat' };
}

/** What the summary shows, sent with the order: the server writes no other order (409, issue 25 §2). */
export function confirmedOrder(cart: CartAnswer, grandTotal: string): ConfirmedOrder {
  return { lines: cart.items.map((i) => ({ stock_id: i.stock_id, quantity: i.quantity })), grand_total: grandTotal };
}

interface NoteInput {
  cart: CartAnswer;
  fee: string;
  total: string;
  /** The shipping address chosen (a saved one or the typed one), if any. */
  shipTo: Partial<AddressValues> | undefined;
  countryName: (code: string | undefined) => string | undefined;
  paymentMethod: OrderSummaryNote['payment_method'];
}

/** ...and what the result page shows of it (a guest cannot read the order back; issue 25 §8). */
export function orderNote({ cart, fee, total, shipTo, countryName, paymentMethod }: NoteInput): OrderSummaryNote {
  return {
    lines: cart.items.map((i) => {
      const variant = Object.values(i.attributes ?? {}).join(' / ');
      return { name: `${i.name ?? i.sku ?? ''}${variant ? ` (${variant})` : ''}`, quantity: i.quantity, line_total: i.line_total };
    }),
    subtotal: cart.subtotal,
    shipping_fee: fee,
    grand_total: total,
    ship_to: shipTo
      ? [personName(shipTo.first_name, shipTo.last_name), shipTo.address, countryName(shipTo.country)].filter(Boolean).join(', ')
      : '',
    payment_method: paymentMethod,
  };
}

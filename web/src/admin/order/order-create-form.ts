import { get } from 'react-hook-form';
import type { SchemaFormHandle } from '../../components/form';
import type { AddressChoiceValues } from '../../components/form/address-choice';
import type { RemoteSearch, Row } from '../../components/resource';
import type { Line } from './order-lines-table';

/** The staff order form's values, searches and address rules (order-create-page.tsx draws them). */
export interface CreateValues extends AddressChoiceValues {
  customer_id: string;
  lines: Line[];
  shipping_method_id: string;
  payment_method: 'cash' | 'offline';
  payment_note: string;
  comment: string;
}

export const QUOTE_DEBOUNCE_MS = 300;

export const attributesText = (attributes: unknown) =>
  attributes && typeof attributes === 'object' ? Object.values(attributes as Record<string, string>).join(' / ') : '';

/** The customer search (who may create an order may find its customer: the order routes' own lookup). */
export const CUSTOMERS: RemoteSearch = {
  resource: 'order/customer',
  permission: 'create order',
  label: (row: Row) => `${String(row.first_name)} ${String(row.last_name)} <${String(row.email)}>`.trim(),
};

/** The variant search: name, SKU, options, price and stock left in the sale warehouse. */
export const VARIANTS: RemoteSearch = {
  resource: 'order/variant',
  permission: 'create order',
  label: (row: Row) => {
    const options = attributesText(row.attributes);
    const left = row.available_inventories === null ? '' : ` · ${String(row.available_inventories)}`;
    return `${String(row.name ?? row.sku)}${options ? ` (${options})` : ''} · ${String(row.sku)} · ${String(row.unit_price)}${left}`;
  },
};

/** A one-per-visit key: a repeated submit (a double click, a retry after a lost answer) answers the same order. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a line has no message of the form's own (then the summary's warning shows instead). */
export function cellOk(form: SchemaFormHandle<CreateValues>, index: number): boolean {
  const errors = form.form.formState.errors.lines as unknown;
  return !get(errors, `${String(index)}.quantity`) && !get(errors, `${String(index)}.stock_id`);
}

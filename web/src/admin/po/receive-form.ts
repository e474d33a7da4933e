import { PO_MESSAGES, PoReceiveInput } from '@shop/core/purchasing/po.schema';
import type { PoLine } from './po-types';

export { PoReceiveInput as receiveSchema };

/** One row per outstanding line, all of it by default; an empty or 0 quantity skips the line. */
export interface ReceiveValues {
  lines: { line_id: number; quantity: string; expiry_date: string }[];
  remark: string;
}

export const receiveDefaults = (open: PoLine[]): ReceiveValues => ({
  lines: open.map((l) => ({ line_id: l.id, quantity: String(l.outstanding_quantity), expiry_date: '' })),
  remark: '',
});

/** Rows that receive something, as their indexes in the form: the body sends only these. */
export const chosenRows = (values: ReceiveValues) =>
  values.lines.flatMap((line, index) => (line.quantity.trim() !== '' && line.quantity.trim() !== '0' ? [index] : []));

export function receiveBody(values: ReceiveValues) {
  return {
    lines: chosenRows(values).map((index) => {
      const line = values.lines[index];
      return { line_id: line?.line_id, quantity: line?.quantity.trim(), expiry_date: line?.expiry_date || null };
    }),
    remark: values.remark.trim() || null,
  };
}

/**
 * A body path's place on the form: `lines.<n>.<field>` is the n-th line sent, so the n-th chosen
 * row (a message about the line itself shows under its quantity); the list as a whole (nothing to
 * receive) is the form's own message.
 */
export function receiveFieldOf(path: string, values: ReceiveValues): string | undefined {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (match) {
    const row = chosenRows(values)[Number(match[1])];
    return row === undefined ? undefined : `lines.${row}.${match[2] === 'expiry_date' ? 'expiry_date' : 'quantity'}`;
  }
  return path === 'remark' ? path : undefined;
}

/** Nothing chosen, or more than is still outstanding on a line. */
export function receiveCheck(values: ReceiveValues, open: PoLine[]): Record<string, string | undefined> {
  const rows = chosenRows(values);
  const errors: Record<string, string | undefined> = { root: rows.length === 0 ? 'admin:po.receive.nothing' : undefined };
  for (const index of rows) {
    const quantity = values.lines[index]?.quantity.trim() ?? '';
    const line = open[index];
    if (line && /^\d+$/.test(quantity) && Number(quantity) > line.outstanding_quantity)
      errors[`lines.${index}.quantity`] = PO_MESSAGES.lessThanTotal;
  }
  return errors;
}

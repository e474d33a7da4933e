import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { errorMessages, translateMessage } from '../ui/messages';

/**
 * Where a message about `path` (a request body path: `quantity`, `from`, `lines.0.quantity`) shows
 * on a form: the form path it belongs to, or undefined when no field shows it.
 */
export type FieldOf = (path: string) => string | undefined;

/** The paths of fields a form shows: `stocks.3.sku` goes to `stocks` when the form shows `stocks`. */
export const fieldsNamed =
  (names: readonly string[]): FieldOf =>
  (path) =>
    names.includes(path) || names.includes(path.split('.')[0] ?? '') ? path : undefined;

export interface PlacedErrors {
  /** Form path → the translated text(s) shown beside it, in the order the server sent them. */
  fields: [path: string, text: string][];
  /** Everything no field shows (a plain message, a field the form lacks), translated. */
  rest: string[];
}

/**
 * Splits a failed call by where its messages show (spec section 5: beside the field): a 422's
 * field map through `fieldOf`, several body fields landing on one form field joined; a 401/403/
 * 404/409/413/429 text, a network failure or anything else in `rest`.
 */
export function placeServerErrors(t: TFunction, error: unknown, fieldOf: FieldOf): PlacedErrors {
  if (!(error instanceof ApiError) || typeof error.messages === 'string') return { fields: [], rest: errorMessages(t, error) };
  const fields = new Map<string, string[]>();
  const rest: string[] = [];
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const texts = messages.map((m) => translateMessage(t, m));
    const target = fieldOf(path);
    if (target) fields.set(target, [...(fields.get(target) ?? []), ...texts]);
    else rest.push(...texts);
  }
  return { fields: [...fields].map(([path, texts]) => [path, texts.join(' ')]), rest };
}

/** Puts placed messages on a react-hook-form form, focusing the first field; returns the rest. */
export function setPlacedErrors<V extends FieldValues>(placed: PlacedErrors, setError: UseFormSetError<V>): string[] {
  placed.fields.forEach(([path, message], index) => setError(path as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return placed.rest;
}

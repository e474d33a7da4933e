import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';
import { errorMessages, translateMessage } from './messages';

/**
 * Puts a failed call's field messages beside their fields (spec section 5) and returns the rest
 * (a plain message, or fields the form does not show) for a toast or alert. A nested path
 * (`stocks.3.sku`, `options.0.values.1`) goes to its row when the form shows its first segment.
 */
export function applyServerErrors<V extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<V>,
  fieldNames: readonly string[],
): string[] {
  if (!(error instanceof ApiError) || typeof error.messages === 'string') return errorMessages(t, error);
  const rest: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const text = messages.map((m) => translateMessage(t, m)).join(' ');
    if (fieldNames.includes(field) || fieldNames.includes(field.split('.')[0] ?? '')) {
      setError(field as Path<V>, { type: 'server', message: text }, { shouldFocus: !focused });
      focused = true;
    } else rest.push(text);
  }
  return rest;
}

import type { TFunction } from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldsNamed, placeServerErrors, setPlacedErrors } from '../form/server-errors';

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
  return setPlacedErrors(placeServerErrors(t, error, fieldsNamed(fieldNames)), setError);
}

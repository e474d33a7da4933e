import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { notify } from '../../lib/toast';
import { errorMessages } from '../ui/messages';
import { placeServerErrors } from './server-errors';
import { showMessage } from './show-message';

/**
 * What a light form (light-form.ts) loads when it is first used: the schema's check with its
 * messages translated, a failed call's messages placed beside the fields, and the toasts.
 */

type Checked = { ok: true; body: unknown } | { ok: false; errors: Record<string, string> };

/** The values checked by the API's schema: the parsed body, or the first message of each field. */
export function checkValues(
  t: TFunction,
  schema: z.ZodType,
  values: Record<string, string>,
  fieldOf: (path: string) => string | undefined,
): Checked {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, body: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !(field in errors)) errors[field] = showMessage(t, issue.message);
  }
  return { ok: false, errors };
}

/** A failed call's messages: beside their fields, the rest for the form as a whole. */
export function placeFailure(t: TFunction, error: unknown, fieldOf: (path: string) => string | undefined) {
  const placed = placeServerErrors(t, error, fieldOf);
  return { errors: Object.fromEntries(placed.fields), rest: placed.rest };
}

export function notifyFailure(t: TFunction, title: string, error: unknown): void {
  notify.warning(title, errorMessages(t, error));
}

export function notifySuccess(title: string): void {
  notify.success(title);
}

import { MESSAGES } from '@shop/core/shared/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/** A message that is a key, not a text (`quantity_not_positive_warning`, spec sections 5 and 8). */
const MESSAGE_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * Shows a validation or server message in the interface language when it is one of the spec's
 * known texts (`common:validation.<key>`) or message keys (`common:messageKeys.<key>`); any other
 * server text is shown as sent.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = KEY_BY_TEXT.get(message);
  if (key) return t(`common:validation.${key}`);
  if (MESSAGE_KEY.test(message)) return t(`common:messageKeys.${message}`, { defaultValue: message });
  return message;
}

/** Messages of a failed call, translated, for a toast description. */
export function errorMessages(t: TFunction, error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 0) return [t('common:errors.network')];
    const list = error.list.filter(Boolean).map((m) => translateMessage(t, m));
    if (list.length) return list;
    if (error.status === 403) return [t('common:errors.forbidden')];
    if (error.status === 429) return [t('common:errors.tooFrequent')];
    return [t('common:errors.unknown')];
  }
  return [t('common:errors.unknown')];
}

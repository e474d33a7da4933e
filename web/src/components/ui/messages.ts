import { MESSAGES } from '@shop/core/shared/errors';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';

const KEY_BY_TEXT = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/**
 * Shows a validation or server message in the interface language when it is one of the spec's
 * known texts (`common:validation.<key>`); any other server text is shown as sent.
 */
export function translateMessage(t: TFunction, message: string): string {
  const key = KEY_BY_TEXT.get(message);
  return key ? t(`common:validation.${key}`) : message;
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

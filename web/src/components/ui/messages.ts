import { MESSAGES } from '@shop/core/shared/errors';
import { compileTemplates } from '@shop/core/shared/message-templates';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { DEFAULT_UI_LANGUAGE } from '../../lib/languages';
import serverCatalogue from '../../locales/en-US/server.json';
import { valueText } from './server-value-keys';
import { addFormTexts } from '../../locales/forms';

// The English server catalogue arrives with this module, the one place that reads it (decision 0031),
// and the shared validation texts it names with it (decision 0044).
if (!i18n.hasResourceBundle(DEFAULT_UI_LANGUAGE, 'server')) i18n.addResourceBundle(DEFAULT_UI_LANGUAGE, 'server', serverCatalogue);
addFormTexts();

const KEY_BY_TEXT = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));
const matchServerMessage = compileTemplates(Object.keys(serverCatalogue));
/** Catalogue keys are English sentences: no namespace or key separators inside them. */
const SERVER_KEY = { ns: 'server', keySeparator: false, nsSeparator: false } as const;

/** A filled-in part of a message: itself a message ("… was not: quantity_less_than_total"), a known value ("received"), or data. */
function translatePart(t: TFunction, part: string, depth: number): string {
  const value = valueText(t, part);
  if (value !== undefined) return value;
  return depth < 2 ? translateAt(t, part, depth + 1) : part;
}

function translateAt(t: TFunction, message: string, depth: number): string {
  const shared = KEY_BY_TEXT.get(message);
  if (shared) return t(`common:validation.${shared}`);
  const match = matchServerMessage(message);
  if (!match) return message;
  const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, translatePart(t, value, depth)]));
  return t(match.key, { ...SERVER_KEY, ...params, defaultValue: message });
}

/**
 * Shows a message from the server (or from a core schema checked in the browser) in the interface
 * language (decision 0011): the spec's shared texts (`MESSAGES`) through `common:validation.<key>`;
 * every other server text and message key through the `server` catalogue, keyed by the English
 * text with `{{name}}` for the parts the server fills in, those parts translated too when they are
 * known values (a status) or messages. A text the catalogue lacks is shown as sent.
 */
export function translateMessage(t: TFunction, message: string): string {
  return translateAt(t, message, 0);
}

/** A value the server sends as data (a status, a kind) or a default reason, in the interface language. */
export function translateValue(t: TFunction, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return translatePart(t, value, 0);
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

/**
 * Translated fields. Each record keeps `translations: { default: {...}, zh_hk: {...} }`; the main
 * language is always stored under `default`. Reading picks the requested language per field and
 * falls back to `default`. Globals (url, enabled, image …) live outside `translations`.
 *
 * Slot names come from the request, so they are checked against the site's languages at the
 * boundary (`resolveLanguage`) and, as a second line, against a strict pattern here: a slot is never
 * a prototype key (`constructor`, `__proto__`), and reads only ever see own properties.
 */
import { MESSAGES, ValidationError } from './errors.js';

export const DEFAULT_LANGUAGE = 'default';

export type Translations = Record<string, Record<string, string>>;

/** `default` or a language code such as `en_us`, `zh_hk`, `fr` (lowercase, `_` separated). */
const SLOT_PATTERN = /^(default|[a-z]{2,3}(_[a-z0-9]{2,8}){0,2})$/;

export const isLanguageSlot = (slot: string): boolean => SLOT_PATTERN.test(slot);

/** `en-US`, `EN_us` and ` en_us ` all spell `en_us`. */
export function normalizeLanguage(language: string): string {
  return language.trim().toLowerCase().replaceAll('-', '_');
}

export interface SiteLanguages {
  main_language: string;
  supported_languages: readonly string[];
}

export interface ResolvedLanguage {
  /** The language code (`en_us`, `zh_hk`), as the site settings name it. */
  code: string;
  /** Where its text is stored: `default` for the main language, else the code. */
  slot: string;
}

/**
 * The site language a request names, or `undefined` when the site does not support it. Absent or
 * empty means the main language; `default` always names the main language.
 */
export function resolveLanguage(language: string | undefined, site: SiteLanguages): ResolvedLanguage | undefined {
  const main = normalizeLanguage(site.main_language);
  const requested = normalizeLanguage(language ?? '');
  if (requested === '' || requested === DEFAULT_LANGUAGE || requested === main) {
    return { code: main, slot: DEFAULT_LANGUAGE };
  }
  if (!isLanguageSlot(requested)) return undefined;
  const supported = site.supported_languages.map(normalizeLanguage);
  return supported.includes(requested) ? { code: requested, slot: requested } : undefined;
}

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/**
 * Whether a stored text says nothing: absent, empty, only spaces, or only empty markup — an empty
 * rich-text editor sends `<p></p>` or `<p><br></p>`, which shows nothing. A picture is something.
 */
export function isBlankText(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  if (/<img\b/i.test(value)) return false;
  return value.replace(/<\/?[a-z][^>]*>/gi, '').replace(/&nbsp;|&#160;|\s/gi, '') === '';
}

/**
 * THE rule for every translated text a shopper or an admin is shown (names, descriptions, meta texts,
 * option labels, titles): the text in the language asked for, unless it says nothing; then the main
 * language's; else ''. `texts` maps a language slot to the text in it.
 */
export function textIn(texts: Readonly<Record<string, unknown>> | undefined, language: string): string {
  const chosen = own(texts, language);
  if (!isBlankText(chosen)) return chosen as string;
  const main = own(texts, DEFAULT_LANGUAGE);
  return typeof main === 'string' ? main : '';
}

/** Fields of a record's translations in one language, each by `textIn`'s rule. */
export function pickTranslation<K extends string>(
  translations: Translations | undefined,
  fields: readonly K[],
  language: string,
): Record<K, string> {
  const base = own(translations, DEFAULT_LANGUAGE) ?? {};
  const chosen = own(translations, language) ?? {};
  const out = {} as Record<K, string>;
  for (const field of fields) {
    out[field] = textIn({ [DEFAULT_LANGUAGE]: own(base, field), [language]: own(chosen, field) }, language);
  }
  return out;
}

/**
 * Writes the given fields into one language slot, leaving the other languages untouched. Objects are
 * rebuilt with `Object.fromEntries`, which defines own properties, so no key can reach a prototype.
 */
export function mergeTranslation(
  translations: Translations | undefined,
  language: string,
  values: Record<string, string | undefined>,
): Translations {
  if (!isLanguageSlot(language)) throw ValidationError.field('language', MESSAGES.languageUnsupported);
  const slot = Object.fromEntries([
    ...Object.entries(own(translations, language) ?? {}),
    ...Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ]);
  return Object.fromEntries([...Object.entries(translations ?? {}).filter(([key]) => key !== language), [language, slot]]);
}

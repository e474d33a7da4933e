/**
 * Translated fields. Each record keeps `translations: { default: {...}, zh_hk: {...} }`; the main
 * language is always stored under `default`. Reading picks the requested language per field and
 * falls back to `default`. Globals (url, enabled, image …) live outside `translations`.
 */
export const DEFAULT_LANGUAGE = 'default';

export type Translations = Record<string, Record<string, string>>;

/** `en_us`, `zh-HK`, `zh_hk` and `default` all name a slot; the main language maps to `default`. */
export function languageSlot(language: string | undefined, mainLanguage = 'en_us'): string {
  if (!language) return DEFAULT_LANGUAGE;
  const slot = language.trim().toLowerCase().replace('-', '_');
  if (slot === '' || slot === DEFAULT_LANGUAGE || slot === mainLanguage) return DEFAULT_LANGUAGE;
  return slot;
}

export function pickTranslation(
  translations: Translations | undefined,
  fields: readonly string[],
  language: string,
): Record<string, string> {
  const base = translations?.[DEFAULT_LANGUAGE] ?? {};
  const chosen = translations?.[language] ?? {};
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = chosen[field];
    out[field] = value !== undefined && value !== '' ? value : (base[field] ?? '');
  }
  return out;
}

/** Writes the given fields into one language slot, leaving the other languages untouched. */
export function mergeTranslation(
  translations: Translations | undefined,
  language: string,
  values: Record<string, string | undefined>,
): Translations {
  const next: Translations = { ...(translations ?? {}) };
  const slot = { ...(next[language] ?? {}) };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) slot[key] = value;
  }
  next[language] = slot;
  return next;
}

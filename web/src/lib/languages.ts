/**
 * Two kinds of language code meet here: interface locales (`en-US`, `zh-HK`, `zh-CN`, the i18n
 * resources) and content languages as the API names them (`en_us`, `zh_hk`, or `default` for the
 * site's main language).
 */
export const UI_LANGUAGES = ['en-US', 'zh-HK', 'zh-CN'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE: UiLanguage = 'en-US';
export const DEFAULT_CONTENT_LANGUAGE = 'default';

/** `zh-HK`, `zh_hk`, `ZH_HK` → `zh_hk`. */
export function toContentLanguage(code: string): string {
  return code.trim().toLowerCase().replace('-', '_');
}

/** Best interface locale for a content language; unknown ones fall back to English. */
export function toUiLanguage(code: string | undefined): UiLanguage {
  const slot = toContentLanguage(code ?? '');
  if (slot === 'zh_hk' || slot === 'zh_tw' || slot === 'zh_hant') return 'zh-HK';
  if (slot === 'zh_cn' || slot === 'zh' || slot === 'zh_hans') return 'zh-CN';
  return 'en-US';
}

export function isUiLanguage(code: string | undefined): code is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(code ?? '');
}

/**
 * Each storefront language has URLs of its own: `?language=zh-HK` on any storefront path renders
 * that language (and keeps it in the `language` cookie), so crawlers and shared links reach every
 * language. The main language's URLs carry no parameter (they are also the `x-default`).
 * Plain TypeScript: the web, the server renderer and the sitemap share it.
 */
export const LANGUAGE_PARAM = 'language';

/** `en_us` → `en-US`, `zh_hk` → `zh-HK`, `fr` → `fr`: the tag URLs and `hreflang` carry. */
export function languageTag(code: string): string {
  const [lang = '', ...rest] = code.trim().toLowerCase().split(/[_-]/);
  return [lang, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join('-');
}

/** `zh-HK`, `ZH_hk`, ` zh_hk ` → `zh_hk`: the content language code the API and the settings use. */
export function languageCode(tag: string): string {
  return tag.trim().toLowerCase().replaceAll('-', '_');
}

/**
 * The address of `path` (a site path, optionally with its own query) in a content language: the
 * main language's has no `language` parameter, any other's has its tag.
 */
export function languageHref(path: string, code: string, mainLanguage: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete(LANGUAGE_PARAM);
  if (languageCode(code) !== languageCode(mainLanguage)) url.searchParams.set(LANGUAGE_PARAM, languageTag(code));
  return `${url.pathname}${url.search}`;
}

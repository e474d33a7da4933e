import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicClient, unwrap, type AnswerOf } from './client';
import type { Currency } from './preferences';
import { storeKeys } from './query-keys';

/** The public site settings (`GET /api/configs`, the cacheable twin of the spec's POST), with the fallbacks filled in. */
export type SiteConfig = Omit<
  AnswerOf<typeof publicClient.api.configs.$get>,
  'name' | 'main_language' | 'supported_languages' | 'base_currency' | 'supported_currencies'
> & {
  name: string;
  main_language: string;
  supported_languages: string[];
  base_currency: string;
  supported_currencies: Currency[];
};

/** Spec section 9: missing settings fall back to en_us with zh_hk extra. */
export const FALLBACK_CONFIG: SiteConfig = {
  name: '',
  main_language: 'en_us',
  supported_languages: ['en_us', 'zh_hk'],
  base_currency: '',
  supported_currencies: [],
};

function normalise(raw: AnswerOf<typeof publicClient.api.configs.$get> | undefined): SiteConfig {
  const languages = Array.isArray(raw?.supported_languages)
    ? raw.supported_languages
    : typeof raw?.supported_languages === 'string'
      ? String(raw.supported_languages)
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : FALLBACK_CONFIG.supported_languages;
  return {
    ...FALLBACK_CONFIG,
    ...raw,
    name: raw?.name ?? '',
    main_language: raw?.main_language || FALLBACK_CONFIG.main_language,
    supported_languages: languages.length ? languages : FALLBACK_CONFIG.supported_languages,
    supported_currencies: Array.isArray(raw?.supported_currencies) ? raw.supported_currencies : [],
  };
}

/**
 * The query behind `useSiteConfig`; the storefront's route loader starts it before the first render.
 * The settings are the same in every language (the spec's `language` field changes nothing), so
 * there is one of them, read with the GET that index.html preloads.
 */
export const siteConfigQuery = () =>
  queryOptions({
    queryKey: storeKeys.config(),
    queryFn: async () => normalise(await unwrap(publicClient.api.configs.$get())),
    staleTime: 5 * 60_000,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQuery());
}

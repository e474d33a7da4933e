import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { Currency } from './preferences';
import { storeKeys } from './query-keys';

/** The public site settings (`POST /api/configs`); only the fields the SPA reads are typed. */
export interface SiteConfig {
  name: string;
  main_language: string;
  supported_languages: string[];
  base_currency: string;
  supported_currencies: Currency[];
  catalog_mode?: number | boolean;
  member_only?: number | boolean;
  guest_checkout?: number | boolean;
  warehouse_enabled?: number | boolean;
}

/** Spec section 9: missing settings fall back to en_us with zh_hk extra. */
export const FALLBACK_CONFIG: SiteConfig = {
  name: '',
  main_language: 'en_us',
  supported_languages: ['en_us', 'zh_hk'],
  base_currency: '',
  supported_currencies: [],
};

function normalise(raw: Partial<SiteConfig> | undefined): SiteConfig {
  const languages = Array.isArray(raw?.supported_languages)
    ? raw.supported_languages
    : typeof raw?.supported_languages === 'string'
      ? String(raw.supported_languages).split(',').map((s) => s.trim()).filter(Boolean)
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

export function useSiteConfig(language = 'default') {
  return useQuery({
    queryKey: storeKeys.config(language),
    queryFn: async () => normalise(await api.post<Partial<SiteConfig>>('/configs', { language }, { audience: 'none' })),
    staleTime: 5 * 60_000,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { publicClient, unwrap } from '../../lib/client';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';

/**
 * The menu's language as the API stores it: `default` is the site's main language. The first visit
 * (no language chosen) asks for `default` before the settings say which language that is, so the
 * menu and the settings are read side by side, both preloaded by index.html (decision 0031).
 */
export const menuLanguage = (language: string, mainLanguage: string): string =>
  language === mainLanguage ? DEFAULT_CONTENT_LANGUAGE : language;

/** `GET /api/menu?language`: the storefront menu tree (enabled menus, each with its link; spec section 4). */
export const menuQuery = (language: string) =>
  queryOptions({
    queryKey: ['store', 'menu', language] as const,
    queryFn: ({ signal }) => unwrap(publicClient.api.menu.$get({ query: { language } }, { init: { signal } })),
    staleTime: 60_000,
  });

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_PARAM, languageHref } from '@shop/core/shared/language-url';
import { loadUiLanguage, setUiLanguage } from '../../lib/i18n';
import { DEFAULT_CONTENT_LANGUAGE, toUiLanguage } from '../../lib/languages';
import { storeCurrency, storeLanguage, type Currency } from '../../lib/preferences';
import { currentQueryClient } from '../../lib/query-client';
import { FALLBACK_CONFIG, siteConfigQuery, useSiteConfig, type SiteConfig } from '../../lib/site-config';
import { renderScope } from '../../lib/render-scope';
import { menuLanguage, menuQuery } from './menu-data';

interface StoreState {
  config: SiteConfig;
  configLoaded: boolean;
  /** Content language sent to the API (`en_us`, `zh_hk` …). */
  language: string;
  setLanguage: (code: string) => void;
  currency: Currency | undefined;
  setCurrency: (identifier: string) => void;
}

const StoreContext = createContext<StoreState | null>(null);

/**
 * The content language: the chosen one while the site still offers it, else the main language (a
 * cookie naming a language the site no longer offers would get 422 from the API).
 */
export function contentLanguage(config: SiteConfig, chosen: string | undefined): string {
  const offered = chosen && (chosen === config.main_language || config.supported_languages.includes(chosen));
  return offered ? chosen : config.main_language;
}

/**
 * Before the storefront's first render (its route loader): the site settings, and the interface in
 * their language, so the header and texts do not change under the shopper once they arrive. In the
 * browser a failed read leaves the fallbacks to the page, which retries as before; on the server it
 * fails the render (the renderer answers with the browser's app instead).
 */
export async function loadStore(): Promise<null> {
  const queryClient = currentQueryClient();
  const chosen = storeLanguage.get();
  // The main menu is read with the settings and the interface texts, so the header does not grow
  // under the shopper; in the chosen language, or the main one (`default`) on a first visit.
  const guess = chosen ?? DEFAULT_CONTENT_LANGUAGE;
  const menu = queryClient.prefetchQuery(menuQuery(guess));
  try {
    const config = await queryClient.ensureQueryData(siteConfigQuery());
    const language = contentLanguage(config, chosen);
    const slot = menuLanguage(language, config.main_language);
    await Promise.all([loadUiLanguage(toUiLanguage(language)), slot === guess ? menu : queryClient.prefetchQuery(menuQuery(slot))]);
  } catch (error) {
    if (renderScope()) throw error;
    // StoreProvider's own query shows the error state and retries.
  }
  return null;
}

/** The content language a page is read in: the chosen one while the site offers it, else the main one. */
export async function pageLanguage(): Promise<string> {
  const config = await currentQueryClient().ensureQueryData(siteConfigQuery());
  return contentLanguage(config, storeLanguage.get());
}

/**
 * Storefront preferences: language from the `language` cookie (when still offered) else the site's main language;
 * currency from the `currency` cookie else the base currency (spec section 9).
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [chosenLanguage, setChosenLanguage] = useState(storeLanguage.get());
  const [chosenCurrency, setChosenCurrency] = useState(storeCurrency.get());
  const configQuery = useSiteConfig();
  const config = configQuery.data ?? FALLBACK_CONFIG;
  const language = contentLanguage(config, chosenLanguage);
  const location = useLocation();
  const navigate = useNavigate();
  const addressed = new URLSearchParams(location.search).has(LANGUAGE_PARAM);

  useEffect(() => setUiLanguage(toUiLanguage(language)), [language]);

  const value = useMemo<StoreState>(() => {
    const currencies = config.supported_currencies;
    const currency =
      currencies.find((c) => c.identifier === chosenCurrency) ??
      currencies.find((c) => c.identifier === config.base_currency) ??
      currencies[0];
    return {
      config,
      configLoaded: configQuery.isSuccess,
      language,
      setLanguage: (code) => {
        storeLanguage.set(code);
        setChosenLanguage(code);
        // An address that names its language (`?language=zh-HK`) now names the one chosen.
        if (addressed) {
          const path = languageHref(`${location.pathname}${location.search}`, code, config.main_language);
          navigate(`${path}${location.hash}`, { replace: true });
        }
      },
      currency,
      setCurrency: (identifier) => {
        storeCurrency.set(identifier);
        setChosenCurrency(identifier);
      },
    };
  }, [config, configQuery.isSuccess, language, chosenCurrency, addressed, location, navigate]);

  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

export function useStore(): StoreState {
  const state = useContext(StoreContext);
  if (!state) throw new Error('useStore needs a StoreProvider');
  return state;
}

/** The shop's name (site settings), for headings and browser tab titles. */
export function useSiteName(): string {
  const { config } = useStore();
  const { t } = useTranslation();
  return config.name || t('store:header.defaultName');
}

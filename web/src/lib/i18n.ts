import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storefrontResources } from '../locales';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * Keys are always written with their namespace (`common:actions.save`, `store:home.title`), so a
 * test can check every key the source names. The `admin` namespace is added when the admin chunk
 * loads (`locales/admin.ts`), keeping back-office texts out of the storefront bundle.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: storefrontResources,
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  ns: ['common', 'store', 'server'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function setUiLanguage(language: UiLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

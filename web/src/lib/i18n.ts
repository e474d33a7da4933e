import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishResources, loadResources } from '../locales/bundles';
import { renderScope } from './render-scope';
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES, type UiLanguage } from './languages';

/**
 * Keys are always written with their namespace (`common:actions.save`, `store:home.title`), so a
 * test can check every key the source names. The `admin` namespace is added when the admin chunk
 * loads (`locales/admin.ts`), keeping back-office texts out of the storefront bundle. English is
 * in the entry; the other languages load when the interface switches to them.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_UI_LANGUAGE]: englishResources },
  lng: DEFAULT_UI_LANGUAGE,
  fallbackLng: DEFAULT_UI_LANGUAGE,
  supportedLngs: [...UI_LANGUAGES],
  ns: ['common', 'store', 'server'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  partialBundledLanguages: true,
});

let wanted: UiLanguage = DEFAULT_UI_LANGUAGE;

/**
 * Switches the interface to `language` once its texts are in (at once for English or a language
 * loaded before). Route loaders await it, so a page is first drawn in its language; when calls
 * overlap, the last one wins.
 */
export async function loadUiLanguage(language: UiLanguage): Promise<void> {
  // A server render has every language's texts and an instance of its own (entry-server.tsx).
  const scope = renderScope();
  if (scope) {
    scope.i18n = scope.inLanguage(language);
    return;
  }
  wanted = language;
  const load = language === 'en-US' ? undefined : loadResources[language];
  if (load && !i18n.hasResourceBundle(language, 'common')) {
    const bundle = await load();
    for (const [ns, texts] of Object.entries(bundle)) i18n.addResourceBundle(language, ns, texts, true, false);
  }
  if (wanted !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export function setUiLanguage(language: UiLanguage): void {
  void loadUiLanguage(language);
}

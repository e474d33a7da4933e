import i18next, { type i18n as I18n } from 'i18next';
import { storefrontResources } from '../../locales';
import enAdmin from '../../locales/en-US/admin.json';
import hkAdmin from '../../locales/zh-HK/admin.json';
import cnAdmin from '../../locales/zh-CN/admin.json';

/** For tests: an i18next instance with every namespace of the three interface languages loaded. */
export async function testI18n(lng: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: {
      'en-US': { ...storefrontResources['en-US'], admin: enAdmin },
      'zh-HK': { ...storefrontResources['zh-HK'], admin: hkAdmin },
      'zh-CN': { ...storefrontResources['zh-CN'], admin: cnAdmin },
    },
    lng,
    fallbackLng: 'en-US',
    ns: ['common', 'store', 'server', 'admin'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

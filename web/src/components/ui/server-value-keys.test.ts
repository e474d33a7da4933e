import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { storefrontResources } from '../../locales';
import enAdmin from '../../locales/en-US/admin.json';
import hkAdmin from '../../locales/zh-HK/admin.json';
import cnAdmin from '../../locales/zh-CN/admin.json';
import { valueText } from './server-value-keys';
import { SERVER_VALUES } from './server-values';

const i18n = i18next.createInstance();
await i18n.init({
  resources: {
    'en-US': { ...storefrontResources['en-US'], admin: enAdmin },
    'zh-HK': { ...storefrontResources['zh-HK'], admin: hkAdmin },
    'zh-CN': { ...storefrontResources['zh-CN'], admin: cnAdmin },
  },
  lng: 'en-US',
  fallbackLng: 'en-US',
  ns: ['common', 'store', 'server', 'admin'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

describe('valueText', () => {
  it("shows every core value with the text of the first list that has it, without loading core's lists", () => {
    for (const language of ['en-US', 'zh-HK', 'zh-CN']) {
      const t = i18n.getFixedT(language);
      for (const set of SERVER_VALUES) {
        for (const value of set.values) {
          const first = SERVER_VALUES.find((s) => s.values.includes(value));
          expect(valueText(t, value), `${language} ${value}`).toBe(first && t(first.key(value)));
        }
      }
    }
  });

  it('knows nothing else', () => {
    const t = i18n.getFixedT('en-US');
    expect(valueText(t, 'Shoes')).toBeUndefined();
    expect(valueText(t, '')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { testI18n } from './test-i18n';
import { valueText } from './server-value-keys';
import { SERVER_VALUES } from './server-values';

const i18n = await testI18n('en-US');

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

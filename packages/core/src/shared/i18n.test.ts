import { describe, expect, it } from 'vitest';
import { isBlankText, pickTranslation, textIn } from './i18n.js';

describe('translated texts: one fallback rule for every field (decision 0042)', () => {
  it('a text that says nothing is blank: absent, empty, spaces, or empty markup — not a picture', () => {
    for (const blank of [undefined, null, '', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', ' <div> <span></span></div> ']) {
      expect(isBlankText(blank), String(blank)).toBe(true);
    }
    for (const text of ['Soft', '<p>Soft</p>', '<p><img src="/a.png"></p>', '<>', '0']) expect(isBlankText(text), text).toBe(false);
  });

  it('shows the language’s text unless it is blank, then the main language’s, else nothing', () => {
    expect(textIn({ default: 'Tee', zh_hk: 'T 恤' }, 'zh_hk')).toBe('T 恤');
    expect(textIn({ default: 'Tee', zh_hk: '' }, 'zh_hk')).toBe('Tee');
    expect(textIn({ default: '<p>Soft</p>', zh_hk: '<p></p>' }, 'zh_hk')).toBe('<p>Soft</p>');
    expect(textIn({ default: 'Tee' }, 'zh_cn')).toBe('Tee');
    expect(textIn({}, 'zh_hk')).toBe('');
    expect(textIn(undefined, 'default')).toBe('');
  });

  it('reads every field of a record by that rule, per field', () => {
    const translations = {
      default: { name: 'Scarf', description: '<p>Soft</p>', meta_title: 'Scarf' },
      zh_hk: { name: '圍巾', description: '<p></p>', meta_title: ' ' },
    };
    expect(pickTranslation(translations, ['name', 'description', 'meta_title', 'meta_description'], 'zh_hk')).toEqual({
      name: '圍巾',
      description: '<p>Soft</p>',
      meta_title: 'Scarf',
      meta_description: '',
    });
  });
});

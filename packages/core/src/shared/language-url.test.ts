import { describe, expect, it } from 'vitest';
import { languageCode, languageHref, languageTag } from './language-url.js';

describe('language URLs', () => {
  it('spell content codes as tags and back', () => {
    expect(languageTag('en_us')).toBe('en-US');
    expect(languageTag('zh_hk')).toBe('zh-HK');
    expect(languageTag('fr')).toBe('fr');
    expect(languageCode('zh-HK')).toBe('zh_hk');
    expect(languageCode(' ZH_hk ')).toBe('zh_hk');
  });

  it('give the main language no parameter and the others their tag, keeping the rest of the query', () => {
    expect(languageHref('/product/tote', 'en_us', 'en_us')).toBe('/product/tote');
    expect(languageHref('/product/tote?language=zh-HK', 'en_us', 'en_us')).toBe('/product/tote');
    expect(languageHref('/category/bags?page=2', 'zh_hk', 'en_us')).toBe('/category/bags?page=2&language=zh-HK');
    expect(languageHref('/', 'zh_cn', 'en_us')).toBe('/?language=zh-CN');
  });
});

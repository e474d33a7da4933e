// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead, headHtml, jsonForScript, winningHead, type HeadTag } from './head-tags';

afterEach(() => document.head.querySelectorAll('[data-head]').forEach((e) => e.remove()));

const hostile = '</script><script>alert(1)</script><!-- "quoted" & \'single\'';

describe('head tags', () => {
  it('write every text and attribute escaped, so what staff type stays text', () => {
    const html = headHtml([
      { tag: 'title', text: hostile },
      { tag: 'meta', name: 'description', content: hostile },
      { tag: 'link', rel: 'canonical', href: `https://shop.test/p?a=1&b="2"` },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<!--');
    expect(html).toContain('&lt;/script&gt;');
    expect(html).toContain('href="https://shop.test/p?a=1&amp;b=&quot;2&quot;"');
    // Parsed back, the browser sees exactly the text that was given.
    document.head.insertAdjacentHTML('beforeend', html);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
  });

  it('keep JSON-LD and page data inert inside their script elements', () => {
    const json = jsonForScript({ name: hostile, line: '\u2028' });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: hostile, line: '\u2028' });
    const html = headHtml([{ tag: 'json-ld', data: { '@type': 'Product', name: hostile } }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('keep a page style from closing its element', () => {
    expect(headHtml([{ tag: 'style', css: 'h1{color:red}</style><script>x()</script>' }])).not.toContain('</style><script>');
  });

  it('are replaced as a whole in the browser, leaving what the template holds', () => {
    const kept = document.createElement('link');
    kept.rel = 'stylesheet';
    document.head.append(kept);
    const first: HeadTag[] = [
      { tag: 'title', text: 'First' },
      { tag: 'meta', property: 'og:title', content: 'First' },
    ];
    applyHead(first);
    applyHead([
      { tag: 'title', text: 'Second' },
      { tag: 'link', rel: 'alternate', hreflang: 'zh-HK', href: '/?language=zh-HK' },
    ]);
    expect(document.title).toBe('Second');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[hreflang="zh-HK"]')?.getAttribute('href')).toBe('/?language=zh-HK');
    expect(kept.isConnected).toBe(true);
    kept.remove();
  });

  it('let the most specific part win: the highest priority, the last of equals', () => {
    const layout = { priority: 0, tags: [] };
    const page = { priority: 1, tags: [] };
    const notFound = { priority: 2, tags: [] };
    expect(winningHead([layout, page])).toBe(page);
    expect(winningHead([page, layout])).toBe(page);
    expect(winningHead([layout, page, notFound])).toBe(notFound);
    expect(winningHead([])).toBeUndefined();
  });
});

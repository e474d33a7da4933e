// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCanonical, useOpenGraph } from '../../components/ui/document-title';
import { usePageScripts, usePageStyle } from './page-head';

afterEach(cleanup);

// happy-dom loads no script: it may count each as loaded instead of reporting an error.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

describe("a page's own head", () => {
  it('adds its css as text, and removes it when the page goes or the css changes', () => {
    const { rerender, unmount } = renderHook(({ css }) => usePageStyle(css), {
      initialProps: { css: 'h1 { color: red; } </style><script>x()</script>' },
    });
    const style = document.head.querySelector<HTMLStyleElement>('style[data-page-css]');
    expect(style?.textContent).toBe('h1 { color: red; } </style><script>x()</script>');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    rerender({ css: 'p { margin: 0; }' });
    expect([...document.head.querySelectorAll('style[data-page-css]')].map((s) => s.textContent)).toEqual(['p { margin: 0; }']);
    unmount();
    expect(document.head.querySelectorAll('style[data-page-css]')).toHaveLength(0);
  });

  it('loads its scripts by address, in order, header ones in the head and footer ones at the end of the body, only while shown', () => {
    const header = ['https://cdn.example.com/a.js', 'https://cdn.example.com/b.js'];
    const footer = ['https://cdn.example.com/f.js'];
    const { unmount } = renderHook(() => usePageScripts(header, footer));
    const sources = (parent: Element) =>
      [...parent.querySelectorAll<HTMLScriptElement>('script[data-page-script]')].map((s) => s.getAttribute('src'));
    expect(sources(document.head)).toEqual(header);
    expect(sources(document.body)).toEqual(footer);
    expect(document.body.lastElementChild?.getAttribute('src')).toBe(footer[0]);
    unmount();
    expect(document.querySelectorAll('script[data-page-script]')).toHaveLength(0);
  });

  it('sets Open Graph tags and the canonical link as absolute addresses, and takes them away after', () => {
    const { unmount } = renderHook(() => {
      useOpenGraph({ title: 'About', image: '/api/files/uploads/a.png', url: '/about' });
      useCanonical('/about');
    });
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('About');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      `${window.location.origin}/api/files/uploads/a.png`,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/about`);
    unmount();
    expect(document.head.querySelectorAll('meta[property^="og:"], link[rel="canonical"]')).toHaveLength(0);
  });
});

// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageScripts } from './page-head';

afterEach(cleanup);

// happy-dom loads no script: it may count each as loaded instead of reporting an error.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

describe("a page's own head", () => {
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
});

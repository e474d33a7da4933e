import { describe, expect, it, vi } from 'vitest';
import { ALL_PAGES, MAX_PAGE_PATHS, normalisePaths, PagePaths, pagesChanged } from './storefront.js';

describe('storefront paths', () => {
  it('spell url slugs as the storefront’s links do (encodeURIComponent)', () => {
    expect(PagePaths.product('café tote')).toBe('/product/caf%C3%A9%20tote');
    expect(PagePaths.category('bags&more')).toBe('/category/bags%26more');
    expect(PagePaths.page('about')).toEqual(['/about', '/page/about']);
    expect(PagePaths.article('hello')).toBe('/blog/article/hello');
    expect(PagePaths.blogCategory('news')).toBe('/blog/category/news');
  });

  it('are de-duplicated and sorted, with the paths a prefix covers left out', () => {
    expect(normalisePaths(['/product/b', '/product/a', '/product/b', undefined, '', '/blog/article/x', '/blog/article/*'])).toEqual([
      '/blog/article/*',
      '/product/a',
      '/product/b',
    ]);
  });

  it('/* swallows everything; more than the bound becomes /*', () => {
    expect(normalisePaths(['/', '/product/a', ALL_PAGES])).toEqual([ALL_PAGES]);
    const many = Array.from({ length: MAX_PAGE_PATHS + 1 }, (_, i) => `/product/p${String(i)}x`);
    expect(normalisePaths(many.slice(0, MAX_PAGE_PATHS))).toHaveLength(MAX_PAGE_PATHS);
    expect(normalisePaths(many)).toEqual([ALL_PAGES]);
  });

  it('refuse what is not a storefront path: a query, a wildcard inside, no leading slash', () => {
    for (const bad of ['/product/a?page=2', '/product/*/x', 'product/a', '/a b']) expect(() => normalisePaths([bad]), bad).toThrow();
  });
});

describe('pagesChanged', () => {
  it('does nothing for no paths', async () => {
    await expect(pagesChanged([])).resolves.toBeUndefined();
  });

  it('never fails the write: paths that cannot be worked out are logged, not thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(pagesChanged(() => Promise.reject(new Error('DynamoDB is down')))).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('could not work out the changed storefront pages'));
    } finally {
      log.mockRestore();
    }
  });
});

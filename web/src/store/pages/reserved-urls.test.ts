import { RESERVED_PAGE_URLS } from '@shop/core/content/page.schema';
import { describe, expect, it } from 'vitest';
import routerSource from '../../app/routes.tsx?raw';

describe('static pages at /{url}', () => {
  it('cannot take a first path segment the router gives another page (core refuses those urls)', () => {
    const segments = [...routerSource.matchAll(/path: '([^']+)'/g)]
      .map((m) => (m[1] ?? '').replace(/^\//, '').split('/')[0] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*');
    expect(segments.length).toBeGreaterThan(10);
    expect(segments.filter((segment) => !(RESERVED_PAGE_URLS as readonly string[]).includes(segment))).toEqual([]);
  });
});

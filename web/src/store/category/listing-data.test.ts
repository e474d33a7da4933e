import { describe, expect, it } from 'vitest';
import { filtered, pageCount, readListing, writeListing } from './listing-data';

describe('a listing’s state in the query string', () => {
  it('reads page, sort, brands, price range and option values, and writes them back unchanged', () => {
    const query = 'sort=price_asc&brand=3&brand=5&min=10&max=49.5&a.size=M&a.size=L&a.colour=red&page=2';
    const state = readListing(new URLSearchParams(query));
    expect(state).toEqual({
      page: 2,
      sort: 'price_asc',
      brands: [3, 5],
      min: '10',
      max: '49.5',
      attributes: { size: ['M', 'L'], colour: ['red'] },
    });
    expect(writeListing(state).toString()).toBe(query);
    expect(filtered(state)).toBe(true);
  });

  it('leaves malformed values out instead of sending them', () => {
    const state = readListing(new URLSearchParams('sort=cheapest&brand=x&brand=-1&min=ten&max=1.234&page=0&a.=M&a.size='));
    expect(state).toEqual({ page: 1, sort: undefined, brands: [], min: undefined, max: undefined, attributes: {} });
    expect(writeListing(state).toString()).toBe('');
    expect(filtered(state)).toBe(false);
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ total: 0, per_page: 20 })).toBe(1);
    expect(pageCount({ total: 41, per_page: 20 })).toBe(3);
  });
});

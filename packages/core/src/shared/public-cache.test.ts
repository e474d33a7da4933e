import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache.js';

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('public cache: kept per process, one load per miss, emptied by writes', () => {
  it('50 concurrent misses of one key share one load; the answer is then kept', async () => {
    const cache = new PublicCache<string>(60_000);
    let loads = 0;
    const load = () => {
      loads++;
      return later(`value ${loads}`);
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', load)));
    expect(new Set(answers)).toEqual(new Set(['value 1']));
    expect(loads).toBe(1);
    expect(await cache.get('k', load)).toBe('value 1');
    expect(loads).toBe(1);
    await cache.get('other', load);
    expect(loads).toBe(2);
  });

  it('invalidate empties it at once, and a load that began before does not put its older answer back', async () => {
    const cache = new PublicCache<string>(60_000);
    const slow = cache.get('k', () => later('before the write', 50));
    cache.invalidate();
    expect(await slow).toBe('before the write');
    expect(await cache.get('k', () => later('after the write'))).toBe('after the write');
    cache.invalidate();
    expect(await cache.get('k', () => later('fresh'))).toBe('fresh');
  });

  it('keeps a value for its time only, a failed load is not kept, and the oldest key goes first', async () => {
    const cache = new PublicCache<number>(30, 2);
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('a', load)).toBe(1);
    await later(null, 40);
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toBe(5);
  });

  it('getMany reads only the keys it does not keep, all in one load, and a write during it keeps its answers out', async () => {
    const cache = new PublicCache<string | null>(60_000);
    const asked: string[][] = [];
    const load = (missing: string[]) => {
      asked.push(missing);
      return later(new Map(missing.map((k) => [k, k === 'gone' ? null : `value ${k}`])));
    };
    expect(Object.fromEntries(await cache.getMany(['1', '2', '2'], load))).toEqual({ 1: 'value 1', 2: 'value 2' });
    expect(Object.fromEntries(await cache.getMany(['2', '3', 'gone'], load))).toEqual({ 2: 'value 2', 3: 'value 3', gone: null });
    expect(asked).toEqual([
      ['1', '2'],
      ['3', 'gone'],
    ]);
    // Kept, misses (null) included: nothing is read again.
    await cache.getMany(['1', 'gone'], load);
    expect(asked).toHaveLength(2);

    const during = cache.getMany(['4'], load);
    cache.invalidate();
    await during;
    await cache.getMany(['4', '1'], load);
    expect(asked.slice(2)).toEqual([['4'], ['4', '1']]);
  });
});

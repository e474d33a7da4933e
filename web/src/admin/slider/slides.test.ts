import { describe, expect, it } from 'vitest';
import { moveItem } from '../../lib/move-item';
import { localInputValue, toIso } from './slides';

describe('slides editing', () => {
  it('moves a slide up or down, never past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('shows a stored moment in the browser time zone and sends it back as the same moment', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    const local = localInputValue(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(toIso(local)).toBe(iso);
    expect(localInputValue(null)).toBe('');
    expect(toIso('')).toBeUndefined();
  });
});

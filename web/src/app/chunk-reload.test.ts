import { describe, expect, it } from 'vitest';
import { RELOAD_MARK, chunkLoaded, isMissingChunk, reloadOnceForMissingChunk } from './chunk-reload';

/** A tab: its sessionStorage (survives a reload) and a reload counter. */
function tab(storageWorks = true) {
  const items = new Map<string, string>();
  const page = {
    reloads: 0,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (!storageWorks) throw new Error('QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    },
    reload() {
      page.reloads += 1;
    },
  };
  return { page, items };
}

const gone = new TypeError('Failed to fetch dynamically imported module: https://shop.example.com/assets/admin-app-3f9a1c.js');

describe('reload once when a lazy chunk from a previous deploy is gone', () => {
  it('recognises a failed module import in Chromium, Firefox and Safari wording, and nothing else', () => {
    expect(isMissingChunk(gone)).toBe(true);
    expect(isMissingChunk(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isMissingChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingChunk(new Error('Chunk load timeout'))).toBe(false);
    expect(isMissingChunk(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isMissingChunk('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads the page once and marks the tab', () => {
    const { page, items } = tab();
    expect(reloadOnceForMissingChunk(gone, page)).toBe(true);
    expect(page.reloads).toBe(1);
    expect(items.has(RELOAD_MARK)).toBe(true);
  });

  it('does not reload again in the same tab when the chunk is still missing after the reload (no loop)', () => {
    const { page } = tab();
    reloadOnceForMissingChunk(gone, page);
    // …the page reloaded, the new index.html still points at a missing chunk:
    expect(reloadOnceForMissingChunk(gone, page)).toBe(false);
    expect(reloadOnceForMissingChunk(gone, page)).toBe(false);
    expect(page.reloads).toBe(1);
  });

  it('allows one reload again after a chunk loaded (the next deploy)', () => {
    const { page, items } = tab();
    reloadOnceForMissingChunk(gone, page);
    chunkLoaded(page);
    expect(items.has(RELOAD_MARK)).toBe(false);
    expect(reloadOnceForMissingChunk(gone, page)).toBe(true);
    expect(page.reloads).toBe(2);
  });

  it('never reloads for other errors, outside a browser, or when storage refuses the mark', () => {
    const { page } = tab();
    expect(reloadOnceForMissingChunk(new Error('Chunk load timeout'), page)).toBe(false);
    expect(reloadOnceForMissingChunk(gone, undefined)).toBe(false);
    const locked = tab(false);
    expect(reloadOnceForMissingChunk(gone, locked.page)).toBe(false);
    expect(page.reloads + locked.page.reloads).toBe(0);
  });
});

/**
 * After a deploy, CloudFront no longer has the previous build's lazy chunks: a tab opened before it
 * fails to import one (CloudFront answers index.html, which is not JavaScript). Reloading fetches the
 * new index.html and its chunks. Once only: a sessionStorage mark stops a second reload until a chunk
 * loads again, so a chunk that is really broken (or a network that is down) shows the error instead
 * of reloading forever.
 */
export const RELOAD_MARK = 'shop:chunk-reload';

/** How browsers word a failed `import()` of a module script (Chromium, Firefox, Safari). */
const MISSING_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|'text\/html' is not a valid JavaScript MIME type/i;

export function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && MISSING_CHUNK.test(error.message);
}

interface Page {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload(): void;
}

const browserPage = (): Page | undefined =>
  typeof window === 'undefined' ? undefined : { storage: window.sessionStorage, reload: () => window.location.reload() };

/**
 * Call when a lazy chunk failed to load. Answers true when the page is being reloaded (the caller
 * should then wait, not show an error), false when the error is something else or a reload was
 * already tried in this tab.
 */
export function reloadOnceForMissingChunk(error: unknown, page: Page | undefined = browserPage()): boolean {
  if (!page || !isMissingChunk(error)) return false;
  try {
    if (page.storage.getItem(RELOAD_MARK)) return false;
    page.storage.setItem(RELOAD_MARK, String(Date.now()));
  } catch {
    return false; // storage refused (privacy mode): never risk a reload loop
  }
  page.reload();
  return true;
}

/** Call when a lazy chunk loaded: the next deploy may reload the page once again. */
export function chunkLoaded(page: Page | undefined = browserPage()): void {
  try {
    page?.storage.removeItem(RELOAD_MARK);
  } catch {
    // nothing to clear
  }
}

import type { ComponentType } from 'react';
import { chunkLoaded, reloadOnceForMissingChunk } from './chunk-reload';

const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A page's chunk: its load fails after 120 s (spec section 8) instead of spinning forever, and the
 * page reloads once when the chunk is gone after a deploy (chunk-reload.ts).
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chunk load timeout')), CHUNK_TIMEOUT_MS);
    load().then(
      (module) => {
        clearTimeout(timer);
        chunkLoaded();
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // Reloading: keep loading until the new page replaces this one.
        if (reloadOnceForMissingChunk(error)) return;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A react-router `lazy` route whose component is the page a chunk exports. The router starts the
 * chunk as soon as the route matches, beside the route's loaders, and renders once both are in.
 */
export function lazyRoute(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadChunk(load) });
}

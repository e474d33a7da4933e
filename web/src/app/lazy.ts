import { lazy, type ComponentType } from 'react';
import { chunkLoaded, reloadOnceForMissingChunk } from './chunk-reload';

const CHUNK_TIMEOUT_MS = 120_000;

/**
 * React.lazy whose chunk load fails after 120 s (spec section 8) instead of spinning forever, and
 * that reloads the page once when the chunk is gone after a deploy (chunk-reload.ts).
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Chunk load timeout')), CHUNK_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            chunkLoaded();
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            // Reloading: keep suspended until the new page replaces this one.
            if (reloadOnceForMissingChunk(error)) return;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}

import { lazy, type ComponentType } from 'react';

const CHUNK_TIMEOUT_MS = 120_000;

/** React.lazy whose chunk load fails after 120 s (spec section 8) instead of spinning forever. */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  return lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Chunk load timeout')), CHUNK_TIMEOUT_MS);
        load().then(
          (module) => {
            clearTimeout(timer);
            resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }),
  );
}

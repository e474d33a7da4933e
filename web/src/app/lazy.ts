import { createElement, type ComponentType } from 'react';
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
  return async () => ({ Component: await withChakraScope(load) });
}

/**
 * A chunk whose page uses Chakra UI, inside Chakra's scope (decision 0045): the scope's chunk
 * (Chakra, its system, emotion) loads beside the page's, so only pages that use it pay for it.
 */
async function withChakraScope(load: () => Promise<ComponentType>): Promise<ComponentType> {
  const [Page, scope] = await Promise.all([loadChunk(load), loadChunk(() => import('../components/ui/chakra-scope'))]);
  return scope.withChakra(Page);
}

/** What a route tells the server renderer (app/routes.tsx). */
export interface RouteHandle {
  /** The page's module (`src/store/home/home-page.tsx`): the server preloads its chunk. */
  chunk?: string;
  /** A shopper's own page: rendered in the browser, kept out of search engines. */
  personal?: boolean;
}

interface PageOptions {
  /** Drawn by the browser alone inside `wrap` (the server sends the frame and its fallback). */
  personal?: { wrap: ComponentType<{ page: ComponentType }> };
  /**
   * The page uses Chakra UI, so it comes with Chakra's scope. Only pages the browser draws may:
   * the server draws no Chakra (decision 0045). A personal page always does.
   */
  chakra?: boolean;
}

/**
 * A page route: the chunk `src/<module>.tsx` loaded by `load` (the two must name the same module;
 * routes.test.ts checks it), drawn by the browser alone when `personal` (the server sends its frame
 * with `placeholder` in its place; app/client-only.tsx).
 */
export function page(module: string, load: () => Promise<ComponentType>, options: PageOptions = {}) {
  const handle: RouteHandle = { chunk: `src/${module}.tsx`, ...(options.personal ? { personal: true } : {}) };
  const personal = options.personal;
  const lazy = async () => {
    const Page = options.chakra || personal ? await withChakraScope(load) : await loadChunk(load);
    return { Component: personal ? () => createElement(personal.wrap, { page: Page }) : Page };
  };
  return { lazy, handle };
}

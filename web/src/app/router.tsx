import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { routes } from './routes';

/**
 * Made by main.tsx in a task of its own: making it starts the first page's loaders and chunk, work
 * that would otherwise lengthen the task that evaluates the entry (decision 0039). On a page the
 * server rendered, it starts from the server's loader data instead (nothing is read again).
 */
export const createRouter = (hydrationData?: HydrationState) => createBrowserRouter(routes, hydrationData ? { hydrationData } : {});

/**
 * The matched routes' chunks, loaded before hydrating: the first render must draw exactly what the
 * server drew, and a lazy route not yet loaded would draw its fallback instead.
 */
export async function loadMatchedChunks(location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

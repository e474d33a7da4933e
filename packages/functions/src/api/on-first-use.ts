import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { notFound, onError } from './errors.js';

/** The handler that answers a group's requests, with where the group is mounted and how it loads. */
export type LazyRoutes = MiddlewareHandler<AppEnv> & { base: string; load: () => Promise<Hono<AppEnv>> };

/** The context of the request being dispatched into a group, keyed by its request (one per request). */
const outer = new WeakMap<Request, Context<AppEnv>>();

/**
 * A group of routes that a cold start does not load: the module is imported with the first request
 * under `base`, then every request under it is answered by the group as if it were mounted there.
 * The group runs behind the middleware that already ran for the request (request id, CORS, body
 * limits, the sign-in): it sees the same request, bindings and context variables (the actor), and
 * answers errors and unknown paths as the app does.
 */
export function routesOnFirstUse(base: string, load: () => Promise<Hono<AppEnv>>): LazyRoutes {
  let group: Promise<Hono<AppEnv>> | undefined;
  const mount = async (): Promise<Hono<AppEnv>> => {
    const routes = await load();
    const mounted = new Hono<AppEnv>()
      .basePath(base)
      .use('*', async (c, next) => {
        for (const [name, value] of Object.entries(outer.get(c.req.raw)?.var ?? {})) c.set(name as never, value as never);
        await next();
      })
      .route('/', routes);
    mounted.onError(onError);
    mounted.notFound(notFound);
    return mounted;
  };
  const handler: MiddlewareHandler<AppEnv> = async (c) => {
    // A failed import is tried again by the next request rather than kept.
    group ??= mount().catch((error: unknown) => {
      group = undefined;
      throw error;
    });
    const routes = await group;
    outer.set(c.req.raw, c);
    // Headers the middleware set before this handler (CORS, …) live on the context's own response;
    // reading it makes that response, and Hono copies its headers onto the one returned here.
    void c.res;
    return routes.fetch(c.req.raw, c.env);
  };
  return Object.assign(handler, { base, load });
}

import { Hono } from 'hono';
import type { HonoBase } from 'hono/hono-base';
import type { MergeSchemaPath } from 'hono/types';
import type { AppEnv } from '../context.js';
import { ADMIN_MOUNTS } from './routes.gen.js';

/** A router's route schema (what the typed client reads). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any environment and base path
type SchemaOf<R> = R extends HonoBase<any, infer S, any> ? S : never;

/**
 * The schema of routers mounted at their paths: each router's routes under its path. A mapped type over
 * the list, not a recursive one: recursion would stop at TypeScript's depth limit as domains join.
 */
type Mounted<M extends readonly (readonly [string, unknown])[]> = {
  [K in keyof M]: M[K] extends readonly [infer P extends string, infer R] ? MergeSchemaPath<SchemaOf<R>, P> : never;
}[number];

type AdminRoutes = Hono<AppEnv, Mounted<typeof ADMIN_MOUNTS>, '/'>;

/**
 * Every back-office route behind the admin sign-in, mounted under `/api/admin` after `adminAuth`: each
 * router at the path its module's `mounts` names (routes.gen.ts joins them; a new router module joins
 * by exporting `mounts` and running `npm run registry`). The app loads this module with the first such
 * request (app.ts), not at a cold start: a storefront request never needs these routers.
 */
export const adminRoutes = ADMIN_MOUNTS.reduce<Hono<AppEnv>>(
  (app, [path, router]) => app.route(path, router as Hono<AppEnv>),
  new Hono<AppEnv>(),
) as unknown as AdminRoutes;

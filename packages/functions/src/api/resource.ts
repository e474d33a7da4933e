import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AdminActor } from '@shop/core/access/admin';
import { ListQuerySchema, type ListQuery, type Page } from '@shop/core/shared/paging';
import { booleanish, idNumber } from '@shop/core/shared/validation';
import type { AppEnv } from './context.js';
import { languageOf, parse, pathId, readBody, type Body } from './http.js';
import { can } from './middleware/auth.js';
import { describe } from './openapi.js';

export interface ResourceContext {
  language: string;
  actor: AdminActor;
}

/** One admin resource: its permission names, schemas and the core calls behind each route. */
export interface ResourceDefinition<Info, Create, Update> {
  /** URL segment under /api/admin. */
  path: string;
  tag: string;
  singular: string;
  plural: string;
  create: z.ZodType<Create>;
  update: z.ZodType<Update>;
  info?: z.ZodType;
  /** Exact-match list filters accepted in the query string (e.g. enabled). */
  filters?: z.ZodObject;
  /** Fields a batch update may set (default: enabled). */
  batchData?: z.ZodObject;
  /** List rows may be a lighter shape than the item. */
  list(query: ListQuery, filters: Record<string, unknown>, ctx: ResourceContext): Promise<Page<unknown>>;
  get(id: number, ctx: ResourceContext): Promise<Info>;
  add(input: Create, ctx: ResourceContext): Promise<Info>;
  edit(id: number, input: Update, ctx: ResourceContext): Promise<Info>;
  remove(id: number, ctx: ResourceContext): Promise<void>;
  /** Only for resources where a batch update makes sense; without it `PUT /batch` does not exist. */
  batchUpdate?(ids: number[], data: Record<string, unknown>, ctx: ResourceContext): Promise<number>;
  batchRemove(ids: number[], ctx: ResourceContext): Promise<number>;
}

export const BatchIds = z.object({ ids: z.array(idNumber()).min(1, { error: 'This field is required.' }).max(100) });
export const BatchUpdate = BatchIds.extend({ data: z.object({ enabled: booleanish().optional() }).strict() });

/** The spec's form-data override: `POST /{entity}/{id}` with `_method=PUT` is an update. */
const isPutOverride = (body: Body) => typeof body._method === 'string' && body._method.toUpperCase() === 'PUT';

/**
 * Builds the router for a resource: list, batch, get, create, update (PUT, or POST with
 * `_method=PUT`), delete. Every route is guarded by its permission string.
 */
export function resourceRouter<Info, Create, Update>(def: ResourceDefinition<Info, Create, Update>) {
  const base = `/api/admin/${def.path}`;
  const ctx = async (c: Context<AppEnv>, body?: Body): Promise<ResourceContext> => ({
    language: await languageOf(c, body),
    actor: c.get('admin'),
  });
  const filtersSchema = def.filters ?? z.object({});
  const batchUpdate = BatchIds.extend({ data: (def.batchData ?? BatchUpdate.shape.data).strict() });
  const listQuery = ListQuerySchema.extend(filtersSchema.shape);
  const p = {
    list: `get ${def.plural}`,
    get: `get ${def.singular}`,
    create: `create ${def.singular}`,
    update: `update ${def.singular}`,
    destroy: `destroy ${def.singular}`,
    batchUpdate: `batch_update ${def.plural}`,
    batchDestroy: `batch_destroy ${def.plural}`,
  };
  describe({ method: 'get', path: base, summary: `List ${def.plural}`, tag: def.tag, permission: p.list, auth: 'admin', query: listQuery });
  describe({ method: 'post', path: base, summary: `Create a ${def.singular}`, tag: def.tag, permission: p.create, auth: 'admin', body: def.create, response: def.info });
  describe({ method: 'get', path: `${base}/{id}`, summary: `Get a ${def.singular}`, tag: def.tag, permission: p.get, auth: 'admin', response: def.info });
  describe({ method: 'put', path: `${base}/{id}`, summary: `Update a ${def.singular} (also POST with _method=PUT)`, tag: def.tag, permission: p.update, auth: 'admin', body: def.update, response: def.info });
  describe({ method: 'delete', path: `${base}/{id}`, summary: `Delete a ${def.singular}`, tag: def.tag, permission: p.destroy, auth: 'admin' });
  describe({ method: 'delete', path: `${base}/batch`, summary: `Delete many ${def.plural}`, tag: def.tag, permission: p.batchDestroy, auth: 'admin', body: BatchIds });
  if (def.batchUpdate) {
    describe({ method: 'put', path: `${base}/batch`, summary: `Update many ${def.plural}`, tag: def.tag, permission: p.batchUpdate, auth: 'admin', body: batchUpdate });
  }

  const update = async (c: Context<AppEnv>, body: Body) => {
    const input = parse(def.update, body);
    return c.json(await def.edit(pathId(c), input, await ctx(c, body)));
  };

  const router = new Hono<AppEnv>()
    .get('/', can(p.list), async (c) => {
      const query = parse(listQuery, c.req.query());
      const { page, per_page, search, sort, order, language: _language, ...filters } = query;
      return c.json(await def.list({ page, per_page, search, sort, order }, filters, await ctx(c)));
    })
    .delete('/batch', can(p.batchDestroy), async (c) => {
      const { ids } = parse(BatchIds, await readBody(c));
      return c.json({ deleted: await def.batchRemove(ids, await ctx(c)) });
    })
    .get('/:id{[0-9]+}', can(p.get), async (c) => c.json(await def.get(pathId(c), await ctx(c))))
    .post('/', can(p.create), async (c) => {
      const body = await readBody(c);
      const input = parse(def.create, body);
      return c.json(await def.add(input, await ctx(c, body)), 201);
    })
    .put('/:id{[0-9]+}', can(p.update), async (c) => update(c, await readBody(c)))
    .post('/:id{[0-9]+}', can(p.update), async (c) => {
      const body = await readBody(c);
      if (!isPutOverride(body)) return c.json({ messages: 'Method Not Allowed' }, 405);
      return update(c, body);
    })
    .delete('/:id{[0-9]+}', can(p.destroy), async (c) => {
      await def.remove(pathId(c), await ctx(c));
      return c.json({ status: 'deleted' });
    });
  const batchUpdateRun = def.batchUpdate;
  if (batchUpdateRun) {
    router.route(
      '/',
      new Hono<AppEnv>().put('/batch', can(p.batchUpdate), async (c) => {
        const { ids, data } = parse(batchUpdate, await readBody(c));
        return c.json({ updated: await batchUpdateRun(ids, data, await ctx(c)) });
      }),
    );
  }
  return router;
}

export const enabledFilter = z.object({ enabled: booleanish().optional() });

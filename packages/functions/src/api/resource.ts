import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AdminActor } from '@shop/core/access/admin';
import {
  optionsOf,
  pageOf,
  type AnyContract,
  type FiltersOf,
  type InfoOf,
  type InputOf,
  type RowOf,
  type UpdateOf,
} from '@shop/core/shared/contract';
import { ListQuerySchema, OptionsQuerySchema, type ListQuery, type Options, type OptionsQuery, type Page } from '@shop/core/shared/paging';
import { booleanish, idNumber } from '@shop/core/shared/validation';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.js';
import { notFound } from './errors.js';
import { languageOf, pathId, readBody } from './http.js';
import { can } from './middleware/auth.js';
import { doc } from './openapi.js';
import { body, query, rawBody } from './validate.js';

export { enabledFilter } from '@shop/core/shared/contract';

export interface ResourceContext {
  language: string;
  actor: AdminActor;
}

type BatchDataOf<C extends AnyContract> = C['batchData'] extends z.ZodObject ? z.output<C['batchData']> : { enabled?: boolean };

/** The core calls behind a contract's routes. */
export interface ResourceHandlers<C extends AnyContract> {
  list(query: ListQuery, filters: FiltersOf<C>, ctx: ResourceContext): Promise<Page<RowOf<C>>>;
  /**
   * A combobox's records (decision 0021): the first `limit` a search finds, or those with `ids`.
   * Without it `GET /options` answers 404.
   */
  options?(query: OptionsQuery, filters: FiltersOf<C>, ctx: ResourceContext): Promise<Options<RowOf<C>>>;
  get(id: number, ctx: ResourceContext): Promise<InfoOf<C>>;
  add(input: InputOf<C>, ctx: ResourceContext): Promise<InfoOf<C>>;
  edit(id: number, input: UpdateOf<C>, ctx: ResourceContext): Promise<InfoOf<C>>;
  remove(id: number, ctx: ResourceContext): Promise<void>;
  /** Only for resources where a batch update makes sense; without it `PUT /batch` answers 404. */
  batchUpdate?(ids: number[], data: BatchDataOf<C>, ctx: ResourceContext): Promise<number>;
  batchRemove(ids: number[], ctx: ResourceContext): Promise<number>;
}

export const BatchIds = z.object({ ids: z.array(idNumber()).min(1, { error: 'This field is required.' }).max(100) });
const DefaultBatchData = z.object({ enabled: booleanish().optional() });
/** The language an item is read in (translated resources). */
const LanguageQuery = z.object({ language: z.string().optional() });
const Deleted = z.object({ status: z.literal('deleted') });
const Counted = (key: 'deleted' | 'updated') => z.object({ [key]: z.number() });

/** The spec's form-data override: `POST /{entity}/{id}` with `_method=PUT` is an update. */
const isPutOverride = (raw: Record<string, unknown>) => typeof raw._method === 'string' && raw._method.toUpperCase() === 'PUT';

/**
 * The routes of a contract: list, batch delete/update, get, create, update (PUT, or POST with
 * `_method=PUT`), delete. Each is guarded by the contract's permission, validates with its
 * schemas and is described by them in the OpenAPI document; the router's type carries them to the
 * web's typed client.
 */
export function resourceRouter<C extends AnyContract>(contract: C, handlers: ResourceHandlers<C>) {
  const p = contract.permissions;
  const ctx = async (c: Context<AppEnv>, raw?: Record<string, unknown>): Promise<ResourceContext> => ({
    language: await languageOf(c, raw),
    actor: c.get('admin'),
  });
  const runBatchUpdate = handlers.batchUpdate ?? (() => Promise.resolve(0)); // unreachable: the route answers 404 first
  const listQuery = ListQuerySchema.extend(contract.filters.shape);
  const optionsQuery = OptionsQuerySchema.extend(contract.filters.shape);
  const runOptions = handlers.options ?? (() => Promise.resolve({ data: [], more: false })); // unreachable: the route answers 404 first
  const batchUpdate = BatchIds.extend({ data: (contract.batchData ?? DefaultBatchData).strict() });
  const info = contract.info as C['info'];
  const update = body(contract.update as C['update']);
  const edit = async (c: Context<AppEnv>, input: UpdateOf<C>) =>
    c.json((await handlers.edit(pathId(c), input, await ctx(c, rawBody(c)))) as z.output<C['info']>, 200);

  return new Hono<AppEnv>()
    .get('/', doc({ summary: `List ${contract.plural}`, response: pageOf(contract.row) }), can(p.list), query(listQuery), async (c) => {
      const { page, per_page, search, sort, order, language: _language, ...filters } = c.req.valid('query') as ListQuery & FiltersOf<C>;
      return c.json(
        (await handlers.list({ page, per_page, search, sort, order }, filters as FiltersOf<C>, await ctx(c))) as Page<z.output<C['row']>>,
        200,
      );
    })
    .get(
      '/options',
      doc({
        summary: `Search ${contract.plural} for a field (search-as-you-type), or label chosen ones by ids`,
        response: optionsOf(contract.row),
        hide: !handlers.options,
      }),
      createMiddleware(async (c, next) => (handlers.options ? next() : notFound(c))),
      can(p.list),
      query(optionsQuery),
      async (c) => {
        const { search, ids, limit, language: _language, ...filters } = c.req.valid('query') as OptionsQuery & FiltersOf<C>;
        const found = await runOptions({ search, ids, limit }, filters as FiltersOf<C>, await ctx(c));
        return c.json(found as { data: z.output<C['row']>[]; more: boolean }, 200);
      },
    )
    .delete(
      '/batch',
      doc({ summary: `Delete many ${contract.plural}`, response: Counted('deleted') }),
      can(p.batchDestroy),
      body(BatchIds),
      async (c) => c.json({ deleted: await handlers.batchRemove(c.req.valid('json').ids, await ctx(c)) }, 200),
    )
    .put(
      '/batch',
      doc({ summary: `Update many ${contract.plural}`, response: Counted('updated'), hide: !handlers.batchUpdate }),
      // Resources without a batch update (roles, purchase orders…) have no such route.
      createMiddleware(async (c, next) => (handlers.batchUpdate ? next() : notFound(c))),
      can(p.batchUpdate),
      body(batchUpdate),
      async (c) => {
        const { ids, data } = c.req.valid('json');
        return c.json({ updated: await runBatchUpdate(ids, data as BatchDataOf<C>, await ctx(c)) }, 200);
      },
    )
    .get('/:id{[0-9]+}', doc({ summary: `Get a ${contract.singular}`, response: info }), can(p.get), query(LanguageQuery), async (c) =>
      c.json((await handlers.get(pathId(c), await ctx(c))) as z.output<C['info']>, 200),
    )
    .post(
      '/',
      doc({ summary: `Create a ${contract.singular}`, response: info, status: 201 }),
      can(p.create),
      body(contract.input as C['input']),
      async (c) => c.json((await handlers.add(c.req.valid('json') as InputOf<C>, await ctx(c, rawBody(c)))) as z.output<C['info']>, 201),
    )
    .put('/:id{[0-9]+}', doc({ summary: `Update a ${contract.singular}`, response: info }), can(p.update), update, async (c) =>
      edit(c, c.req.valid('json') as UpdateOf<C>),
    )
    .post(
      '/:id{[0-9]+}',
      doc({ summary: `Update a ${contract.singular} (form data with _method=PUT)`, response: info }),
      can(p.update),
      // Only the override is an update here; anything else is refused before it is validated.
      createMiddleware(async (c, next) => (isPutOverride(await readBody(c)) ? next() : c.json({ messages: 'Method Not Allowed' }, 405))),
      update,
      async (c) => edit(c, c.req.valid('json') as UpdateOf<C>),
    )
    .delete('/:id{[0-9]+}', doc({ summary: `Delete a ${contract.singular}`, response: Deleted }), can(p.destroy), async (c) => {
      await handlers.remove(pathId(c), await ctx(c));
      return c.json({ status: 'deleted' as const }, 200);
    });
}
/**
 * What `crudRoutes` calls: a facade with the plain operations, by convention (core's `crudFacade`
 * makes one). Each takes the request's language; a facade that has no use for it ignores it.
 */
export interface PlainFacade<C extends AnyContract> {
  list(query: ListQuery, language: string, filters: FiltersOf<C>): Promise<Page<RowOf<C>>>;
  options?(query: OptionsQuery, language: string, filters: FiltersOf<C>): Promise<Options<RowOf<C>>>;
  get(id: number, language: string): Promise<InfoOf<C>>;
  create(input: InputOf<C>, language: string): Promise<InfoOf<C>>;
  update(id: number, input: UpdateOf<C>, language: string): Promise<InfoOf<C>>;
  remove(id: number): Promise<void>;
  batchUpdate?(ids: number[], data: BatchDataOf<C>): Promise<number>;
  batchRemove(ids: number[]): Promise<number>;
}

/** A contract's routes over a plain facade: the handler map every plain resource would write by hand. */
export function crudRoutes<C extends AnyContract>(contract: C, facade: PlainFacade<C>) {
  const { options, batchUpdate } = facade;
  return resourceRouter(contract, {
    list: (query, filters, { language }) => facade.list(query, language, filters),
    options: options && ((query, filters, { language }) => options.call(facade, query, language, filters)),
    get: (id, { language }) => facade.get(id, language),
    add: (input, { language }) => facade.create(input, language),
    edit: (id, input, { language }) => facade.update(id, input, language),
    remove: (id) => facade.remove(id),
    batchUpdate: batchUpdate && ((ids, data) => batchUpdate.call(facade, ids, data)),
    batchRemove: (ids) => facade.batchRemove(ids),
  });
}

export type ResourceRoutes<C extends AnyContract> = ReturnType<typeof resourceRouter<C>>;

import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AnyContract, InfoOf, UpdateOf } from '@shop/core/shared/contract';
import type { AppEnv } from '../context.js';
import { languageOf } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import type { PlainFacade } from '../resource.js';
import { body } from '../validate.js';

const Deleted = z.object({ status: z.literal('deleted') });

/** A plain facade whose records are also found by a unique name (tags, broadcast receivers). */
export type NamedFacade<C extends AnyContract> = PlainFacade<C> & { idOf(name: string): Promise<number> };

/**
 * `GET/PUT/DELETE /{name}` beside a resource's id routes, guarded by the same permissions: the
 * screens of resources edited by name (`/admin/tag/edit/{name}`) address them so. Mounted after the
 * router's own routes, which answer first (`/options`, `/batch`, numeric ids); the name rules keep a
 * name from being one of those (a letter required, the words reserved).
 */
export function nameRoutes<C extends AnyContract>(contract: C, facade: NamedFacade<C>) {
  const p = contract.permissions;
  const idOf = (c: Context<AppEnv>) => facade.idOf(c.req.param('name') ?? '');
  return new Hono<AppEnv>()
    .get('/:name', doc({ summary: `Get a ${contract.singular} by its name`, response: contract.info }), can(p.get), async (c) =>
      c.json((await facade.get(await idOf(c), await languageOf(c))) as z.output<C['info']>, 200),
    )
    .put(
      '/:name',
      doc({ summary: `Update a ${contract.singular} by its name`, response: contract.info }),
      can(p.update),
      body(contract.update as C['update']),
      async (c) => {
        const input = c.req.valid('json') as UpdateOf<C>;
        return c.json((await facade.update(await idOf(c), input, await languageOf(c))) as InfoOf<C>, 200);
      },
    )
    .delete('/:name', doc({ summary: `Delete a ${contract.singular} by its name`, response: Deleted }), can(p.destroy), async (c) => {
      await facade.remove(await idOf(c));
      return c.json({ status: 'deleted' as const }, 200);
    });
}

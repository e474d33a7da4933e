import { Hono } from 'hono';
import { z } from 'zod';
import { Broadcast } from '@shop/core/broadcast/broadcast';
import { BroadcastContract } from '@shop/core/broadcast/broadcast.contract';
import { BroadcastInfo, RecipientInfo } from '@shop/core/broadcast/broadcast.schema';
import type { AppEnv } from '../context.js';
import { pathId } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { crudRoutes } from '../resource.js';
import { query } from '../validate.js';

export const broadcastRoutes = crudRoutes(BroadcastContract, Broadcast);

/** Sending, pausing and resuming a broadcast (`update broadcast`); its recipients' results. */
export const broadcastActionRoutes = new Hono<AppEnv>()
  .post(
    '/:id/send',
    doc({ summary: 'Send a draft or scheduled broadcast now (409 when it has started)', response: BroadcastInfo }),
    can('update broadcast'),
    async (c) => c.json(await Broadcast.send(pathId(c)), 200),
  )
  .post(
    '/:id/pause',
    doc({ summary: 'Pause a sending broadcast after the chunk in progress', response: BroadcastInfo }),
    can('update broadcast'),
    async (c) => c.json(await Broadcast.pause(pathId(c)), 200),
  )
  .post(
    '/:id/resume',
    doc({ summary: 'Resume a paused broadcast where it stopped; nobody is sent twice', response: BroadcastInfo }),
    can('update broadcast'),
    async (c) => c.json(await Broadcast.resume(pathId(c)), 200),
  )
  .get(
    '/:id/recipients',
    doc({
      summary: "A broadcast's recipients and what happened for each, by customer id",
      response: z.object({ data: z.array(RecipientInfo), cursor: z.string().nullable() }),
    }),
    can('get broadcast'),
    query(z.object({ cursor: z.string().max(2000).optional() })),
    async (c) => c.json(await Broadcast.recipients(pathId(c), c.req.valid('query').cursor), 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [
  ['/broadcast', broadcastActionRoutes],
  ['/broadcast', broadcastRoutes],
] as const;

import { Hono } from 'hono';
import { z } from 'zod';
import { Menu } from '@shop/core/content/menu';
import { StoreMenuNode } from '@shop/core/content/menu.schema';
import type { AppEnv } from '../context.js';
import { publicCaching } from '../middleware/public-cache.js';
import { languageOf } from '../http.js';
import { doc } from '../openapi.js';
import { body, query, rawBody } from '../validate.js';

const MenuQuery = z.object({ language: z.string().max(20).optional() });
const StoreMenuReply = z.object({ data: z.array(StoreMenuNode) });

/** `GET /api/menu?language=` and `POST /api/menu {language}`: the same tree. */
export const storeMenuRoutes = new Hono<AppEnv>()
  .get(
    '/menu',
    doc({ summary: 'The storefront menu tree (enabled menus, with links)', response: StoreMenuReply }),
    query(MenuQuery),
    ...publicCaching,
    async (c) => c.json({ data: await Menu.storefront(await languageOf(c)) }, 200),
  )
  .post(
    '/menu',
    doc({ summary: 'The storefront menu tree (enabled menus, with links), language in the body', response: StoreMenuReply }),
    body(MenuQuery),
    async (c) => c.json({ data: await Menu.storefront(await languageOf(c, rawBody(c))) }, 200),
  );

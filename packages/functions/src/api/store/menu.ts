import { Hono } from 'hono';
import { z } from 'zod';
import { Menu } from '@shop/core/content/menu';
import { StoreMenuNode } from '@shop/core/content/menu.schema';
import type { AppEnv } from '../context.js';
import { languageOf, parse, readBody } from '../http.js';
import { describe } from '../openapi.js';

const MenuQuery = z.object({ language: z.string().max(20).optional() });
const StoreMenuReply = z.object({ data: z.array(StoreMenuNode) });

describe({ method: 'get', path: '/api/menu', summary: 'The storefront menu tree (enabled menus, with links)', tag: 'Storefront', query: MenuQuery, response: StoreMenuReply });
describe({ method: 'post', path: '/api/menu', summary: 'The storefront menu tree (enabled menus, with links)', tag: 'Storefront', body: MenuQuery, response: StoreMenuReply });

/** `GET /api/menu?language=` and `POST /api/menu {language}`: the same tree. */
export const storeMenuRoutes = new Hono<AppEnv>()
  .get('/menu', async (c) => {
    parse(MenuQuery, c.req.query());
    return c.json({ data: await Menu.storefront(await languageOf(c)) });
  })
  .post('/menu', async (c) => {
    const body = parse(MenuQuery, await readBody(c));
    return c.json({ data: await Menu.storefront(await languageOf(c, body)) });
  });

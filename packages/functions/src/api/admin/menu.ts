import { z } from 'zod';
import { Menu } from '@shop/core/content/menu';
import { MenuNode, MenuRow } from '@shop/core/content/menu.schema';
import { MenuContract } from '@shop/core/content/menu.contract';
import { languageOf } from '../http.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { resourceRouter } from '../resource.js';
import { query } from '../validate.js';

const LanguageQuery = z.object({ language: z.string().optional() });

/**
 * Menus: the generic resource routes (paged list, get, create, update incl. `_method=PUT`, delete,
 * batch enable/disable and batch delete) plus the full flat list and the tree. Drag ordering uses the generic update.
 */
export const menuRoutes = resourceRouter(MenuContract, {
  list: (query, filters, { language }) => Menu.list(query, language, filters),
  get: (id, { language }) => Menu.get(id, language),
  add: (input, { language }) => Menu.create(input, language),
  edit: (id, input, { language }) => Menu.update(id, input, language),
  remove: (id) => Menu.remove(id),
  batchUpdate: (ids, data) => Menu.batchUpdate(ids, data),
  batchRemove: (ids) => Menu.batchRemove(ids),
})
  .get(
    '/flat',
    doc({ summary: 'Every menu in tree order with level, parent_name and display_title', response: z.object({ data: z.array(MenuRow) }) }),
    can('get menus'),
    query(LanguageQuery),
    async (c) => c.json({ data: await Menu.flat(await languageOf(c)) }, 200),
  )
  .get(
    '/tree',
    doc({ summary: 'The menu tree (menus_recursive)', response: z.object({ data: z.array(MenuNode) }) }),
    can('get menus'),
    query(LanguageQuery),
    async (c) => c.json({ data: await Menu.tree(await languageOf(c)) }, 200),
  );

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/menu', menuRoutes]] as const;

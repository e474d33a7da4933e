import { z } from 'zod';
import { Menu } from '@shop/core/content/menu';
import { MENU_TYPES, MenuInfo, MenuInput, MenuNode, MenuRow, MenuUpdateInput } from '@shop/core/content/menu.schema';
import { booleanish } from '@shop/core/shared/validation';
import { languageOf } from '../http.js';
import { can } from '../middleware/auth.js';
import { describe } from '../openapi.js';
import { resourceRouter } from '../resource.js';

/** List filters: `parent_id=0` lists the top-level menus. */
const MenuFilters = z.object({
  enabled: booleanish().optional(),
  type: z.enum(MENU_TYPES).optional(),
  parent_id: z.coerce.number().int().min(0).optional(),
});

const LanguageQuery = z.object({ language: z.string().optional() });

describe({ method: 'get', path: '/api/admin/menu/flat', summary: 'Every menu in tree order with level, parent_name and display_title', tag: 'Menu', permission: 'get menus', auth: 'admin', query: LanguageQuery, response: z.object({ data: z.array(MenuRow) }) });
describe({ method: 'get', path: '/api/admin/menu/tree', summary: 'The menu tree (menus_recursive)', tag: 'Menu', permission: 'get menus', auth: 'admin', query: LanguageQuery, response: z.object({ data: z.array(MenuNode) }) });

/**
 * Menus: the generic resource routes (paged list, get, create, update incl. `_method=PUT`, delete,
 * batch enable/disable and batch delete) plus the full flat list and the tree. Drag ordering uses the generic update.
 */
export const menuRoutes = resourceRouter({
  path: 'menu',
  tag: 'Menu',
  singular: 'menu',
  plural: 'menus',
  create: MenuInput,
  update: MenuUpdateInput,
  info: MenuInfo,
  filters: MenuFilters,
  list: (query, filters, { language }) => Menu.list(query, language, filters),
  get: (id, { language }) => Menu.get(id, language),
  add: (input, { language }) => Menu.create(input, language),
  edit: (id, input, { language }) => Menu.update(id, input, language),
  remove: (id) => Menu.remove(id),
  batchUpdate: (ids, data) => Menu.batchUpdate(ids, data as { enabled?: boolean }),
  batchRemove: (ids) => Menu.batchRemove(ids),
})
  .get('/flat', can('get menus'), async (c) => c.json({ data: await Menu.flat(await languageOf(c)) }))
  .get('/tree', can('get menus'), async (c) => c.json({ data: await Menu.tree(await languageOf(c)) }));

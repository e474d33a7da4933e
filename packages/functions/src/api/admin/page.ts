import { Page } from '@shop/core/content/page';
import { PageContract } from '@shop/core/content/page.contract';
import { resourceRouter } from '../resource.js';

/** Pages: the resource routes; css and scripts change only for staff holding `update page_scripts` (core). */
export const pageRoutes = resourceRouter(PageContract, {
  list: (query, filters, { language }) => Page.list(query, language, filters),
  options: (query, filters, { language }) => Page.options(query, language, filters),
  get: (id, { language }) => Page.get(id, language),
  add: (input, { language, actor }) => Page.create(input, language, actor),
  edit: (id, input, { language, actor }) => Page.update(id, input, language, actor),
  remove: (id) => Page.remove(id),
  batchUpdate: (ids, data) => Page.batchUpdate(ids, data),
  batchRemove: (ids) => Page.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/page', pageRoutes]] as const;

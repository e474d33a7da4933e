import { Group } from '@shop/core/access/group';
import { GroupContract } from '@shop/core/access/group.contract';
import { resourceRouter } from '../resource.js';

export const groupRoutes = resourceRouter(GroupContract, {
  list: (query) => Group.list(query),
  options: (query) => Group.options(query),
  get: (id) => Group.get(id),
  add: (input) => Group.create(input),
  edit: (id, input) => Group.update(id, input),
  remove: (id) => Group.remove(id),
  batchRemove: (ids) => Group.batchRemove(ids),
});

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/group', groupRoutes]] as const;

import { Tag } from '@shop/core/tag/tag';
import { TagContract } from '@shop/core/tag/tag.contract';
import { crudRoutes } from '../resource.js';
import { nameRoutes } from './by-name.js';

/** Tags: the list, create and batch delete, and one tag by id or by its name (`/tag/VIP`). */
export const tagRoutes = crudRoutes(TagContract, Tag).route('/', nameRoutes(TagContract, Tag));

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/tag', tagRoutes]] as const;

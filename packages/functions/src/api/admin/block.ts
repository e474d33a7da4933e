import { Block } from '@shop/core/content/block';
import { BlockContract } from '@shop/core/content/block.contract';
import { crudRoutes } from '../resource.js';

export const blockRoutes = crudRoutes(BlockContract, Block);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/block', blockRoutes]] as const;

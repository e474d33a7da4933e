import { Brand } from '@shop/core/catalog/brand';
import { BrandContract } from '@shop/core/catalog/brand.contract';
import { crudRoutes } from '../resource.js';

export const brandRoutes = crudRoutes(BrandContract, Brand);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/brand', brandRoutes]] as const;

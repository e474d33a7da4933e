import { Attribute } from '@shop/core/catalog/attribute';
import { AttributeContract } from '@shop/core/catalog/attribute.contract';
import { crudRoutes } from '../resource.js';

/** Stock options (size, colour …) with a key and a per-language label. */
export const attributeRoutes = crudRoutes(AttributeContract, Attribute);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/attribute', attributeRoutes]] as const;

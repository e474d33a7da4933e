import { Shipping } from '@shop/core/shipping/shipping';
import { ShippingContract } from '@shop/core/shipping/shipping.contract';
import { crudRoutes } from '../resource.js';

export const shippingRoutes = crudRoutes(ShippingContract, Shipping);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/shipping', shippingRoutes]] as const;

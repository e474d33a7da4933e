import { Supplier } from '@shop/core/purchasing/supplier';
import { SupplierContract } from '@shop/core/purchasing/supplier.contract';
import { crudRoutes } from '../resource.js';

export const supplierRoutes = crudRoutes(SupplierContract, Supplier);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/supplier', supplierRoutes]] as const;

import { Holiday } from '@shop/core/hr/holiday';
import { HolidayContract } from '@shop/core/hr/holiday.contract';
import { crudRoutes } from '../resource.js';

export const holidayRoutes = crudRoutes(HolidayContract, Holiday);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/holiday', holidayRoutes]] as const;

import { Promotion } from '@shop/core/promotion/promotion';
import { PromotionContract } from '@shop/core/promotion/promotion.contract';
import { crudRoutes } from '../resource.js';

/** Promotions and coupons (issue 29 §1; decision 0068). */
export const promotionRoutes = crudRoutes(PromotionContract, Promotion);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/promotion', promotionRoutes]] as const;

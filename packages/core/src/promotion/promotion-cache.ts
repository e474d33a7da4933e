import { PublicCache } from '../shared/public-cache.js';
import type { PromotionRecord } from './promotion.entity.js';

/**
 * Promotions as carts and orders read them, kept in the process for CACHE_MS (decision 0068): a
 * promotion write empties it here at once (the store's `changed`), other processes see the change
 * within CACHE_MS. Use counters are never kept: they are read consistently, and the order's
 * transaction checks them again.
 */
const CACHE_MS = 10_000;
export const kept = new PublicCache<PromotionRecord[]>(CACHE_MS, 500);
export const classesKept = new PublicCache<{ brand_id: number | null; categories: number[] } | null>(CACHE_MS, 5_000);
export const forgetPromotions = () => kept.invalidate();

import { crudFacade } from '../shared/crud.js';
import { ValidationError } from '../shared/errors.js';
import { normaliseMoney } from '../shared/money.js';
import type { ListQuery, Page } from '../shared/paging.js';
import type { PromotionRecord } from './promotion.entity.js';
import { evaluate, promotionAdjuster, type EvaluateInput } from './promotion-apply.js';
import {
  MAX_LIVE_AUTOMATIC,
  PROMOTION_MESSAGES,
  promotionFields,
  type CartPromotions,
  type PromotionInfo,
  type PromotionInput,
} from './promotion.schema.js';
import { promotionStore } from './promotion.store.js';
import { giveBack, usedCounts } from './promotion-uses.js';

function toInfo(record: PromotionRecord, language: string, used = 0): PromotionInfo {
  return {
    id: record.id,
    ...promotionFields.present(record, language),
    conditions: record.conditions,
    used,
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/** The reward's value as stored: a normalised percentage or amount; nothing for the other rewards. */
function rewardValue(input: PromotionInput): string | null {
  return input.reward_type === 'percentage' || input.reward_type === 'fixed_amount' ? normaliseMoney(input.reward_value ?? '0') : null;
}

const isLive = (input: { enabled: boolean; code?: string | null | undefined }) => input.enabled && !input.code;

const crud = crudFacade({
  store: promotionStore,
  toInfo: (record: PromotionRecord, language: string) => toInfo(record, language),
  toRecord: (input: PromotionInput, language, current) => {
    const stored = promotionFields.stored(input);
    const bxgy = input.reward_type === 'buy_x_get_y';
    return {
      translations: promotionFields.translations(input, language, current?.translations),
      ...stored,
      reward_value: rewardValue(input),
      buy_quantity: bxgy ? (input.buy_quantity ?? null) : null,
      get_quantity: bxgy ? (input.get_quantity ?? null) : null,
      conditions: input.conditions,
      live: isLive(input) ? 'auto' : null,
    };
  },
  /** The enabled automatic promotions are capped (decision 0068): each cart and order reads them all. */
  async check(input, current) {
    if (!isLive(input) || (current && current.live === 'auto')) return;
    if ((await promotionStore.filterCount('live', 'auto')) >= MAX_LIVE_AUTOMATIC) {
      throw ValidationError.field('enabled', PROMOTION_MESSAGES.tooManyLive);
    }
  },
});

/** Promotions and coupons (`/admin/promotion`, issue 29 §1; decision 0068). */
export const Promotion = {
  ...crud,

  /** A list page with each promotion's uses counted so far (one more BatchGet for the page). */
  async list(query: ListQuery, language: string): Promise<Page<PromotionInfo>> {
    const page = await promotionStore.list(query);
    const used = await usedCounts(page.data.map((p) => p.id));
    return { ...page, data: page.data.map((p) => toInfo(p, language, used.get(p.id) ?? 0)) };
  },

  async get(id: number, language: string): Promise<PromotionInfo> {
    const record = await promotionStore.get(id);
    return toInfo(record, language, (await usedCounts([id])).get(id) ?? 0);
  },

  /** What applies to a cart now, for the cart's answer: the same evaluation as an order's (a coupon refused is a 422). */
  async preview(input: Omit<EvaluateInput, 'shippingFee'>): Promise<CartPromotions> {
    const result = await evaluate({ ...input, shippingFee: null });
    return { discounts: result.discounts, discount: result.discount, coupon_code: input.couponCode?.trim() || null };
  },

  /** The order adjuster: listed first in order/adjusters.ts. */
  adjuster: promotionAdjuster,

  /** A cancelled or refunded order's uses go back (once, however often it is called). */
  giveBack,
};

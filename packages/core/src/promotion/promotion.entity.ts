import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import { promotionFields, type PromotionCondition } from './promotion.schema.js';

/**
 * Promotions and coupons (decision 0068). `live` is `auto` only on an enabled automatic promotion
 * (no code): that sparse filter partition is what every cart and order reads (at most
 * MAX_LIVE_AUTOMATIC items); a coupon is found by its code's unique guard.
 */
export const promotionEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'promotion', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          ...promotionFields.attributes,
          conditions: { type: CustomAttributeType<PromotionCondition[]>('any'), required: true },
          live: { type: 'string' },
        },
        indexes: ownPartitions('promotion', { ...baseIndexes, ...filterIndexes(1, 'live') }),
      },
      ENTITY_CONFIG,
    ),
);

export type PromotionRecord = EntityItem<typeof promotionEntity>;

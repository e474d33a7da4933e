import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { PromotionInfo, PromotionInput } from './promotion.schema.js';

/** Promotions' HTTP contract (`/api/admin/promotion`). */
export const PromotionContract = contract({
  group: permissionGroup('promotion'),
  path: 'promotion',
  input: PromotionInput,
  info: PromotionInfo,
});

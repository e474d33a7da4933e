import { PromotionContract } from '@shop/core/promotion/promotion.contract';
import { PROMOTION_REWARDS } from '@shop/core/promotion/promotion.schema';
import type { FormOf } from '@shop/core/shared/contract';
import { DateTimeInput } from '../../components/form/date-time-input';
import { customField, defineResource, enabledColumn, idColumn, updatedAtColumn } from '../../components/resource';
import { ConditionsInput } from './conditions-input';

type PromotionForm = FormOf<typeof PromotionContract>;
const reward =
  (...types: string[]) =>
  ({ values }: { values: { reward_type?: unknown } }) =>
    types.includes(String(values.reward_type));

/**
 * Promotions and coupons (`/admin/promotion`, issue 29 §1; decision 0068): a name per language, a code
 * for a coupon (empty: automatic), the reward, the conditions (each type once), dates, usage limits,
 * and whether it combines with others (else the priority decides which one applies).
 */
export const promotionResource = defineResource(PromotionContract, {
  name: 'promotion',
  label: { singular: 'admin:promotion.singular', plural: 'admin:promotion.plural' },
  translated: true,
  navOrder: 260,
  navGroup: 'admin:nav.sales',
  defaultSort: { sort: 'id', order: 'desc' },
  rowLabel: (row) => row.name,
  columns: [
    idColumn(),
    { key: 'name', label: 'admin:promotion.fields.name', sortKey: 'name' },
    { key: 'code', label: 'admin:promotion.fields.code', render: (row, t) => row.code ?? t('admin:promotion.automatic') },
    { key: 'reward_type', label: 'admin:promotion.fields.rewardType', render: (row, t) => t(`admin:promotion.rewards.${row.reward_type}`) },
    {
      key: 'used',
      label: 'admin:promotion.fields.used',
      render: (row) => (row.usage_limit ? `${String(row.used)} / ${String(row.usage_limit)}` : String(row.used)),
    },
    { key: 'priority', label: 'admin:promotion.fields.priority' },
    enabledColumn(),
    updatedAtColumn(),
  ],
  fields: [
    { name: 'enabled', label: 'common:fields.enabled', widget: { type: 'switch' } },
    { name: 'name', label: 'admin:promotion.fields.name', widget: { type: 'text' }, translated: true, required: true },
    { name: 'code', label: 'admin:promotion.fields.code', widget: { type: 'text' }, help: 'admin:promotion.help.code' },
    {
      name: 'reward_type',
      label: 'admin:promotion.fields.rewardType',
      widget: { type: 'select', options: PROMOTION_REWARDS.map((value) => ({ value, label: `admin:promotion.rewards.${value}` })) },
      required: true,
    },
    {
      name: 'reward_value',
      label: 'admin:promotion.fields.rewardValue',
      widget: { type: 'text' },
      required: true,
      visible: reward('percentage', 'fixed_amount'),
      help: ({ values }) => (values.reward_type === 'percentage' ? 'admin:promotion.help.percentage' : 'admin:promotion.help.amount'),
    },
    {
      name: 'buy_quantity',
      label: 'admin:promotion.fields.buyQuantity',
      widget: { type: 'number' },
      required: true,
      visible: reward('buy_x_get_y'),
    },
    {
      name: 'get_quantity',
      label: 'admin:promotion.fields.getQuantity',
      widget: { type: 'number' },
      required: true,
      visible: reward('buy_x_get_y'),
      help: 'admin:promotion.help.buyXGetY',
    },
    customField<PromotionForm, 'conditions'>({
      name: 'conditions',
      label: 'admin:promotion.fields.conditions',
      help: 'admin:promotion.help.conditions',
      component: ConditionsInput,
    }),
    customField({ name: 'starts_at', label: 'admin:promotion.fields.startsAt', component: DateTimeInput }),
    customField({ name: 'ends_at', label: 'admin:promotion.fields.endsAt', component: DateTimeInput }),
    { name: 'usage_limit', label: 'admin:promotion.fields.usageLimit', widget: { type: 'number' }, help: 'admin:promotion.help.limit' },
    {
      name: 'per_customer_limit',
      label: 'admin:promotion.fields.perCustomerLimit',
      widget: { type: 'number' },
      help: 'admin:promotion.help.perCustomer',
    },
    { name: 'combinable', label: 'admin:promotion.fields.combinable', widget: { type: 'switch' }, help: 'admin:promotion.help.combinable' },
    { name: 'priority', label: 'admin:promotion.fields.priority', widget: { type: 'number' }, help: 'admin:promotion.help.priority' },
  ],
  defaults: {
    enabled: true,
    name: '',
    code: '',
    reward_type: 'percentage',
    reward_value: '',
    buy_quantity: undefined,
    get_quantity: undefined,
    conditions: [],
    starts_at: '',
    ends_at: '',
    usage_limit: undefined,
    per_customer_limit: undefined,
    combinable: false,
    priority: 0,
  },
  batchActions: ['delete'],
});

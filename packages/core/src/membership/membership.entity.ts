import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { ownPartitions, SERVICE, lazy } from '../shared/model.js';
import type { Translations } from '../shared/i18n.js';
import { POINT_EXPIRY_OPTIONS, POINTS_TYPES } from './tier.schema.js';

/**
 * Membership tiers: one partition (`level` 1…20), read whole by the one page that shows them all
 * and by every points calculation (a handful of items). The title is per language.
 */
export const membershipTierEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership_tier', version: '1', service: SERVICE },
        attributes: {
          /** Always `membership`: the tiers' one partition. */
          scope: { type: 'string', required: true },
          level: { type: 'number', required: true },
          enabled: { type: 'boolean', required: true },
          translations: { type: CustomAttributeType<Translations>('any') },
          earn_rate_dollar: { type: 'string', required: true },
          earn_rate_point: { type: 'number', required: true },
          use_rate_dollar: { type: 'string', required: true },
          use_rate_point: { type: 'number', required: true },
          limit_percent_per_order: { type: 'number', required: true },
          accumulation_spending_amount: { type: 'string', required: true },
          spending_amount: { type: 'string', required: true },
          keep_spending_amount: { type: 'string', required: true },
          downgrade_tier_id: { type: 'number' },
          awards_enabled: { type: 'boolean', required: true },
          birthday_points: { type: 'number', required: true },
          renew_success_points: { type: 'number', required: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byLevel: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: ['level'] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
export type MembershipTierRecord = EntityItem<typeof membershipTierEntity>;

/** The programme's settings (one item): how points expire and when customers are told (decision 0069). */
export const membershipProgramEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'membership_program', version: '1', service: SERVICE },
        attributes: {
          scope: { type: 'string', required: true },
          point_expiry: { type: POINT_EXPIRY_OPTIONS, required: true },
          point_expiry_date: { type: 'string' },
          expiry_notice_days: { type: 'number', required: true },
          updated_at: { type: 'string', required: true },
        },
        indexes: { one: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } } },
      },
      ENTITY_CONFIG,
    ),
);

/**
 * A customer's points account: the balance (never below 0: every decrement is conditional), the
 * ledger's entry count (the next entry's sequence number; every ledger write checks it, so entries
 * are numbered without gaps and a page of the history is one range Query) and the spending that
 * moves tiers, in cents.
 */
export const pointsAccountEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'points_account', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          balance: { type: 'number' },
          entries: { type: 'number' },
          /** Every paid order's goods, ever (cents): what upgrades a tier. */
          accumulated: { type: 'number' },
          /** Paid goods since the tier's year began (cents): what keeps it at renewal. */
          period_spending: { type: 'number' },
        },
        indexes: { byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: [] } } },
      },
      ENTITY_CONFIG,
    ),
);
export type PointsAccountRecord = EntityItem<typeof pointsAccountEntity>;

/**
 * A lot: the points of one customer that expire on one day (`9999-12-31`: never), as a remaining
 * counter. Spending takes from the earliest lot first. Lots with a real date are on the sparse
 * gsi4 partition of that day, so the nightly job reads only the customers whose points expire then.
 */
export const pointsLotEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'points_lot', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          expiry_date: { type: 'string', required: true },
          remaining: { type: 'number' },
          /** The expiry day again, only on lots that expire: the sparse index's partition. */
          expires_on: { type: 'string' },
          /** The customer again, as the index's sort key (set with `expires_on`). */
          holder: { type: 'number' },
        },
        indexes: ownPartitions('points_lot', {
          byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: ['expiry_date'] } },
          byExpiry: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['expires_on'] },
            sk: { field: 'gsi4sk', composite: ['holder'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type PointsLotRecord = EntityItem<typeof pointsLotEntity>;

/** One entry of a customer's append-only points ledger, numbered by the account's `entries`. */
export const pointsEntryEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'points_entry', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          /** The sequence number, zero-padded, so the sort key orders them. */
          seq: { type: 'string', required: true },
          type: { type: POINTS_TYPES, required: true },
          remark: { type: 'string', required: true },
          used_points: { type: 'number', required: true },
          points: { type: 'number', required: true },
          expiry_date: { type: 'string' },
          order_id: { type: 'number' },
          created_at: { type: 'string', required: true },
        },
        indexes: { byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: ['seq'] } } },
      },
      ENTITY_CONFIG,
    ),
);
export type PointsEntryRecord = EntityItem<typeof pointsEntryEntity>;

/**
 * A marker that a points change happened once: an order's earning (`earn#<order>`) or spending
 * (`spend#<order>`), with what it moved (so a refund reverses it), an expiry (`expire#<customer>#<day>`),
 * a notice, a birthday or a renewal. Written in the same transaction as the change it guards.
 */
export const pointsMarkEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'points_mark', version: '1', service: SERVICE },
        attributes: {
          mark: { type: 'string', required: true },
          customer_id: { type: 'number', required: true },
          points: { type: 'number' },
          /** Points taken per lot (expiry date → points): a spend gives them back to the same lots. */
          lots: { type: CustomAttributeType<Record<string, number>>('any') },
          /** The lot an earning went into. */
          lot: { type: 'string' },
          /** Points already reversed (an earning) or returned (a spending) by refunds and cancellation. */
          reversed: { type: 'number' },
          created_at: { type: 'string', required: true },
        },
        indexes: ownPartitions('points_mark', {
          byMark: { pk: { field: 'pk', composite: ['mark'] }, sk: { field: 'sk', composite: [] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type PointsMarkRecord = EntityItem<typeof pointsMarkEntity>;

import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { lazy, ownPartitions, SERVICE } from '../shared/model.js';
import type { CommissionProductPart, CreditedLine } from './commission.rules.js';
import { COMMISSION_KINDS } from './commission.schema.js';

/**
 * One commission entry of one admin in one month (decision 0071): the credit of a paid order at a
 * level (`<order>#<level>#paid`), or a clawback of it by a refund (`#refund-<n>`) or a cancel
 * (`#cancel`), which lands in the month it happened. Keyed by (admin, month) so an admin's month is
 * one Query, in order then level order. Amounts are cents of the base currency, clawbacks negative.
 */
export const commissionLineEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'commission_line', version: '1', service: SERVICE },
        attributes: {
          admin_id: { type: 'number', required: true },
          /** `YYYY-MM` in the shop's time zone. */
          period: { type: 'string', required: true },
          /** `<order id, 12 digits>#<level, 2 digits>#<entry>`: sorts by order, then level. */
          entry_key: { type: 'string', required: true },
          order_id: { type: 'number', required: true },
          order_number: { type: 'string', required: true },
          level: { type: 'number', required: true },
          kind: { type: COMMISSION_KINDS, required: true },
          /** The admin credited at level 1 (the POS seller or the customer's admin). */
          seller_admin_id: { type: 'number', required: true },
          channel: { type: 'string', required: true },
          /** The commission base (a clawback's: the base it takes back, negative). */
          base: { type: 'number', required: true },
          amount: { type: 'number', required: true },
          refund_id: { type: 'number' },
          /** When it was earned or taken back (the paid, refund or cancel time). */
          at: { type: 'string', required: true },
          /** A credit's make-up by product (≤ 15 lines). */
          products: { type: CustomAttributeType<CommissionProductPart[]>('any') },
        },
        indexes: ownPartitions('commission_line', {
          byAdminPeriod: {
            pk: { field: 'pk', composite: ['admin_id', 'period'] },
            sk: { field: 'sk', composite: ['entry_key'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type CommissionLineRecord = EntityItem<typeof commissionLineEntity>;

/**
 * An admin's commission total of a month, kept with ADD in the transaction that writes each entry:
 * the month's list is one Query of its partition (admins in id order), payroll's figure one GetItem.
 */
export const commissionTotalEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'commission_total', version: '1', service: SERVICE },
        attributes: {
          period: { type: 'string', required: true },
          /** The admin id, 12 digits (sorts as the number). */
          admin_key: { type: 'string', required: true },
          admin_id: { type: 'number', required: true },
          /** Net cents: commission − clawback. */
          amount: { type: 'number' },
          commission: { type: 'number' },
          clawback: { type: 'number' },
          /** Entries written (credits and clawbacks). */
          entries: { type: 'number' },
        },
        indexes: ownPartitions('commission_total', {
          byPeriod: { pk: { field: 'pk', composite: ['period'] }, sk: { field: 'sk', composite: ['admin_key'] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type CommissionTotalRecord = EntityItem<typeof commissionTotalEntity>;

/**
 * A once-only guard per order event (`<order>#paid`, `<order>#refund-<n>`, `<order>#cancel`), written in
 * the same transaction as its entries. The paid one keeps what was credited, which clawbacks take back
 * from (the admins' hierarchy may have changed since).
 */
export const commissionMarkEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'commission_mark', version: '1', service: SERVICE },
        attributes: {
          mark: { type: 'string', required: true },
          created_at: { type: 'string', required: true },
          credited: { type: CustomAttributeType<CreditedLine[]>('any') },
        },
        indexes: ownPartitions('commission_mark', {
          byMark: { pk: { field: 'pk', composite: ['mark'] }, sk: { field: 'sk', composite: [] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);

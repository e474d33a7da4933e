import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import type { Translations } from '../shared/i18n.js';
import { baseAttributes, baseIndexes, filterIndexes, lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { funnelFields, type StoredStep } from './funnel.schema.js';

/** Funnels: a small staff-curated set (decision 0056); found on the storefront by url (unique item). */
export const funnelEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'funnel', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          translations: { type: CustomAttributeType<Translations>('any'), required: true },
          steps: { type: CustomAttributeType<StoredStep[]>('any'), required: true },
          ...funnelFields.attributes,
        },
        indexes: ownPartitions('funnel', { ...baseIndexes, ...filterIndexes(1, 'enabled') }),
      },
      ENTITY_CONFIG,
    ),
);
export type FunnelRecord = EntityItem<typeof funnelEntity>;

/**
 * Which funnel brought a lead (first touch: a customer is attributed once), keyed by the customer so an
 * order's side effect finds it with one GetItem; a funnel's leads are its own partition of gsi4, newest
 * first (the board's read).
 */
export const funnelLeadEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'funnel_lead', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          funnel_id: { type: 'number', required: true },
          step: { type: 'string', required: true },
          lead_source: { type: 'string', required: true },
          created_at: { type: 'string', required: true },
          first_order_id: { type: 'number' },
          first_order_at: { type: 'string' },
          /** `funnel_<id>` and `<created_at>#<customer_id>`: the funnel's leads in time order. */
          funnel_partition: { type: 'string', required: true },
          funnel_sort: { type: 'string', required: true },
        },
        indexes: ownPartitions('funnel_lead', {
          byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: [] } },
          byFunnel: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['funnel_partition'] },
            sk: { field: 'gsi4sk', composite: ['funnel_sort'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type FunnelLeadRecord = EntityItem<typeof funnelLeadEntity>;

/**
 * A funnel's figures per step and lead source, kept with `ADD` as visits, leads and orders happen: the
 * report reads the funnel's one partition (at most steps × sources items), never the visits or orders.
 */
export const funnelStatEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'funnel_stat', version: '1', service: SERVICE },
        attributes: {
          funnel_id: { type: 'number', required: true },
          step: { type: 'string', required: true },
          lead_source: { type: 'string', required: true },
          visits: { type: 'number' },
          leads: { type: 'number' },
          first_orders: { type: 'number' },
          orders: { type: 'number' },
          /** Paid order totals, in cents of the shop's currency. */
          revenue: { type: 'number' },
          /** Sum of seconds from lead to first order, over `first_orders`. */
          lead_to_order_seconds: { type: 'number' },
        },
        indexes: ownPartitions('funnel_stat', {
          byStep: { pk: { field: 'pk', composite: ['funnel_id'] }, sk: { field: 'sk', composite: ['step', 'lead_source'] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type FunnelStatRecord = EntityItem<typeof funnelStatEntity>;

/**
 * A marker that something was counted once: a visitor's visit of a step (`visit#<funnel>#<step>#<visitor>`)
 * or an order's attribution (`order#<id>`). Written in the same transaction as the counter it guards.
 */
export const funnelMarkEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'funnel_mark', version: '1', service: SERVICE },
        attributes: {
          mark: { type: 'string', required: true },
          created_at: { type: 'string', required: true },
          /** Epoch seconds (table TTL): a visit marker lapses after 30 days, an order's never. */
          expires_at: { type: 'number' },
        },
        indexes: ownPartitions('funnel_mark', {
          byMark: { pk: { field: 'pk', composite: ['mark'] }, sk: { field: 'sk', composite: [] } },
        }),
      },
      ENTITY_CONFIG,
    ),
);

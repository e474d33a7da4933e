import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, filterIndexes, ownPartitions, SERVICE, lazy } from '../shared/model.js';
import type { AddressInfo } from './address.schema.js';
import { customerFieldSet, GENDERS, leadFieldSet, type LeadInputs } from './customer.schema.js';

/** Shopper accounts (the API calls them `user`) and the CRM's leads. Sparse indexes: customers by birthday month-day (gsi4), by membership tier and renewal date (gsi5) and by lead source (gsi6). */
export const customerEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'customer', version: '1', service: SERVICE },
        attributes: {
          ...baseAttributes,
          ...customerFieldSet.attributes,
          ...leadFieldSet.attributes,
          password_hash: { type: 'string' },
          gender: { type: GENDERS },
          emails: { type: 'list', items: { type: 'string' } },
          mobiles: { type: 'list', items: { type: 'string' } },
          tags: { type: 'list', items: { type: 'string' } },
          language: { type: 'string' },
          /** The shopper's address book (≤ 20, decision 0024): read with the customer, saved with it. */
          addresses: { type: CustomAttributeType<AddressInfo[]>('any') },
          /** Answers an outside source sent with the create, kept as given (decision 0065). */
          lead_inputs: { type: CustomAttributeType<LeadInputs>('any') },
          /** The next address id of this customer (ids are never reused). */
          next_address_id: { type: 'number' },
          /** The membership tier's level (decision 0069); its yearly renewal date (YYYY-MM-DD). */
          membership_tier_id: { type: 'number' },
          membership_tier_expiry_date: { type: 'string' },
          /** The birthday's month-day (MM-DD), kept with `birthday`: the birthday points job's sparse key. */
          birthday_md: { type: 'string' },
        },
        indexes: ownPartitions('customer', {
          ...baseIndexes,
          // List filters read their own partitions (decision 0019).
          ...filterIndexes(1, 'enabled'),
          ...filterIndexes(2, 'is_subscribe'),
          ...filterIndexes(3, 'admin_id'),
          ...filterIndexes(4, 'status_id'),
          // Sparse: only customers with a birthday; the birthday points job reads the day's partition (decision 0069).
          // (The customers of an admin are read from filter slot 3, `filter3ById`.)
          byBirthday: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['birthday_md'] },
            sk: { field: 'gsi4sk', composite: ['id'] },
          },
          // Sparse: only customers with a lead source (a broadcast audience by source, decision 0065).
          byLeadSource: {
            index: 'gsi6',
            pk: { field: 'gsi6pk', composite: ['lead_source'] },
            sk: { field: 'gsi6sk', composite: ['id'] },
          },
          // Sparse: only members, by tier then renewal date: a tier's members (a broadcast audience) are
          // its partition; the yearly renewal job reads the day's key range of each tier (decision 0069).
          byTier: {
            index: 'gsi5',
            pk: { field: 'gsi5pk', composite: ['membership_tier_id'] },
            // (No `id` in the key: a composite every record has would make ElectroDB write this index's
            // keys for non-members too, half-filled. Index keys need not be unique.)
            sk: { field: 'gsi5sk', composite: ['membership_tier_expiry_date'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);

export type CustomerRecord = EntityItem<typeof customerEntity>;

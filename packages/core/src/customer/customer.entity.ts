import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { baseAttributes, baseIndexes, SERVICE } from '../shared/model.js';

/** Shopper accounts (the API calls them `user`). Sparse index: customers by assigned admin. */
export const customerEntity = new Entity(
  {
    model: { entity: 'customer', version: '1', service: SERVICE },
    attributes: {
      ...baseAttributes,
      first_name: { type: 'string', required: true },
      last_name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      password_hash: { type: 'string' },
      enabled: { type: 'boolean', required: true },
      is_subscribe: { type: 'boolean', required: true },
      gender: { type: ['female', 'male'] as const },
      phone: { type: 'string' },
      country_code: { type: 'string' },
      job_title: { type: 'string' },
      department: { type: 'string' },
      office_phone: { type: 'string' },
      fax: { type: 'string' },
      website: { type: 'string' },
      description: { type: 'string' },
      emails: { type: 'list', items: { type: 'string' } },
      mobiles: { type: 'list', items: { type: 'string' } },
      tags: { type: 'list', items: { type: 'string' } },
      admin_id: { type: 'number' },
      language: { type: 'string' },
    },
    indexes: {
      ...baseIndexes,
      byAdmin: {
        index: 'gsi4',
        pk: { field: 'gsi4pk', composite: ['admin_id'] },
        sk: { field: 'gsi4sk', composite: ['id'] },
      },
    },
  },
  ENTITY_CONFIG,
);

export type CustomerRecord = EntityItem<typeof customerEntity>;

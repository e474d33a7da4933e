import { Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { lazy, SERVICE } from '../shared/model.js';
import { CONSENT_SOURCES, MESSAGE_CHANNELS, WITHDRAWAL_WAYS } from './channels.js';

/** A customer's consent to marketing on one channel: one item per customer and channel, in the customer's own partition. */
export const consentEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'consent', version: '1', service: SERVICE },
        attributes: {
          customer_id: { type: 'number', required: true },
          channel: { type: MESSAGE_CHANNELS, required: true },
          address: { type: 'string', required: true },
          granted: { type: 'boolean', required: true },
          source: { type: CONSENT_SOURCES, required: true },
          granted_at: { type: 'string', required: true },
          withdrawn_at: { type: 'string' },
          withdrawn_by: { type: WITHDRAWAL_WAYS },
        },
        indexes: {
          byCustomer: { pk: { field: 'pk', composite: ['customer_id'] }, sk: { field: 'sk', composite: ['channel'] } },
        },
      },
      ENTITY_CONFIG,
    ),
);
export type ConsentRecord = EntityItem<typeof consentEntity>;

/** Whose consent an address is (an inbound STOP, an unsubscribe link): one item per channel and address. */
export const consentAddressEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'consent_address', version: '1', service: SERVICE },
        attributes: {
          channel: { type: MESSAGE_CHANNELS, required: true },
          address: { type: 'string', required: true },
          customer_id: { type: 'number', required: true },
        },
        indexes: {
          byAddress: { pk: { field: 'pk', composite: ['channel', 'address'] }, sk: { field: 'sk', composite: [] } },
        },
      },
      ENTITY_CONFIG,
    ),
);

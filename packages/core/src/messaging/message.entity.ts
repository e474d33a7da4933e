import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import { ENTITY_CONFIG } from '../shared/dynamo.js';
import { lazy, ownPartitions, SERVICE } from '../shared/model.js';
import { MESSAGE_CHANNELS, MESSAGE_STATES } from './channels.js';

export interface MessageTemplate {
  name: string;
  language: string;
  parameters: string[];
}

/**
 * One message to one address on one channel for one reason (`key`): its id is a hash of the three, so a
 * second send of the same is a failed conditional put, not a second message. A customer's messages are
 * their own partition of gsi4 (newest first); a message waiting out quiet hours is in the sparse gsi6
 * partition of scheduled messages by `send_after`, which the `messages-due` job reads.
 */
export const messageEntity = lazy(
  () =>
    new Entity(
      {
        model: { entity: 'message', version: '1', service: SERVICE },
        attributes: {
          message_id: { type: 'string', required: true },
          key: { type: 'string', required: true },
          channel: { type: MESSAGE_CHANNELS, required: true },
          purpose: { type: ['marketing', 'transactional'] as const, required: true },
          to: { type: 'string', required: true },
          customer_id: { type: 'number' },
          /** `customer_<id>` and `<created_at>#<message_id>`: set with `customer_id`, the customer's history in time order. */
          customer_partition: { type: 'string' },
          customer_sort: { type: 'string' },
          body: { type: 'string', required: true },
          subject: { type: 'string' },
          html: { type: 'string' },
          template: { type: CustomAttributeType<MessageTemplate>('any') },
          state: { type: MESSAGE_STATES, required: true },
          /** While scheduled: when it may go, and the partition of scheduled messages. */
          send_after: { type: 'string' },
          scheduled_partition: { type: 'string' },
          provider_id: { type: 'string' },
          error: { type: 'string' },
          created_at: { type: 'string', required: true },
          updated_at: { type: 'string', required: true },
          sent_at: { type: 'string' },
        },
        indexes: ownPartitions('message', {
          byId: { pk: { field: 'pk', composite: ['message_id'] }, sk: { field: 'sk', composite: [] } },
          byCustomer: {
            index: 'gsi4',
            pk: { field: 'gsi4pk', composite: ['customer_partition'] },
            sk: { field: 'gsi4sk', composite: ['customer_sort'] },
          },
          scheduled: {
            index: 'gsi6',
            pk: { field: 'gsi6pk', composite: ['scheduled_partition'] },
            sk: { field: 'gsi6sk', composite: ['send_after'] },
          },
        }),
      },
      ENTITY_CONFIG,
    ),
);
export type MessageRecord = EntityItem<typeof messageEntity>;

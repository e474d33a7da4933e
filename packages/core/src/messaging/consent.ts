import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from '../shared/dynamo.js';
import { addressKey, type Channel, type ConsentSource, type WithdrawalWay } from './channels.js';
import { consentAddressEntity, consentEntity, type ConsentRecord } from './consent.entity.js';

export interface ConsentInfo {
  channel: Channel;
  address: string;
  granted: boolean;
  source: ConsentSource;
  granted_at: string;
  withdrawn_at: string | null;
  withdrawn_by: WithdrawalWay | null;
}

const toInfo = (c: ConsentRecord): ConsentInfo => ({
  channel: c.channel,
  address: c.address,
  granted: c.granted,
  source: c.source,
  granted_at: c.granted_at,
  withdrawn_at: c.withdrawn_at ?? null,
  withdrawn_by: c.withdrawn_by ?? null,
});

const putParams = (entity: typeof consentEntity | typeof consentAddressEntity, item: object) =>
  (entity.put(item as never).params() as { Item: Record<string, unknown> }).Item;

/**
 * Consent to marketing per customer and channel (Hong Kong's PDPO Part 6A; decision 0058): when and how
 * it was given, and how it was withdrawn. A marketing message goes out only on a channel whose consent
 * is granted; transactional messages (orders, password resets, staff notices) need none.
 */
export const Consent = {
  /** Records consent (again) for a channel at an address; the address then names the customer for STOP and unsubscribe. */
  async grant(customerId: number, channel: Channel, address: string, source: ConsentSource, now = new Date()): Promise<ConsentInfo> {
    const record = {
      customer_id: customerId,
      channel,
      address: addressKey(channel, address),
      granted: true,
      source,
      granted_at: now.toISOString(),
    };
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE_NAME, Item: putParams(consentEntity, record) } },
          {
            Put: {
              TableName: TABLE_NAME,
              Item: putParams(consentAddressEntity, { channel, address: record.address, customer_id: customerId }),
            },
          },
        ],
      }),
    );
    return toInfo(record as ConsentRecord);
  },

  /** Withdraws a customer's consent for a channel (nothing to do when none was given). Answers whether one was withdrawn. */
  async withdraw(customerId: number, channel: Channel, by: WithdrawalWay, now = new Date()): Promise<boolean> {
    const { data } = await consentEntity.get({ customer_id: customerId, channel }).go({ consistent: true });
    if (!data?.granted) return false;
    await consentEntity
      .patch({ customer_id: customerId, channel })
      .set({ granted: false, withdrawn_at: now.toISOString(), withdrawn_by: by })
      .go();
    return true;
  },

  /** The customer an address's consent belongs to, if any. */
  async customerAt(channel: Channel, address: string): Promise<number | undefined> {
    const { data } = await consentAddressEntity.get({ channel, address: addressKey(channel, address) }).go();
    return data?.customer_id;
  },

  /** Withdraws by address (an SMS "STOP", a mail's unsubscribe link): answers the customer, if the address had one. */
  async withdrawAt(channel: Channel, address: string, by: WithdrawalWay): Promise<number | undefined> {
    const customerId = await Consent.customerAt(channel, address);
    if (customerId !== undefined) await Consent.withdraw(customerId, channel, by);
    return customerId;
  },

  async granted(customerId: number, channel: Channel): Promise<boolean> {
    const { data } = await consentEntity.get({ customer_id: customerId, channel }).go({ consistent: true });
    return data?.granted === true;
  },

  /** A customer's consents, one per channel they ever gave. */
  async of(customerId: number): Promise<ConsentInfo[]> {
    const { data } = await consentEntity.query.byCustomer({ customer_id: customerId }).go();
    return data.map(toInfo);
  },
};

import type { Channel, MessageState } from './channels.js';
import { messageEntity } from './message.entity.js';

export interface MessageInfo {
  id: string;
  channel: Channel;
  purpose: 'marketing' | 'transactional';
  to: string;
  body: string;
  subject: string | null;
  state: MessageState;
  send_after: string | null;
  sent_at: string | null;
  error: string | null;
  created_at: string;
}

/** A customer's messages, newest first, a page at a time (the lead screen's history). */
export async function messagesOf(customerId: number, limit = 20, cursor?: string): Promise<{ data: MessageInfo[]; cursor: string | null }> {
  const result = await messageEntity.query
    .byCustomer({ customer_partition: `customer_${String(customerId)}` })
    .go({ order: 'desc', limit, ...(cursor ? { cursor } : {}) });
  return {
    data: result.data.map((m) => ({
      id: m.message_id,
      channel: m.channel,
      purpose: m.purpose,
      to: m.to,
      body: m.body,
      subject: m.subject ?? null,
      state: m.state,
      send_after: m.send_after ?? null,
      sent_at: m.sent_at ?? null,
      error: m.error ?? null,
      created_at: m.created_at,
    })),
    cursor: result.cursor ?? null,
  };
}

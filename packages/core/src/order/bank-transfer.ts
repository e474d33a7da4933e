import type { SiteSettings } from '../settings/settings.schema.js';
import type { OrderStatus, PaymentInstructions, PaymentMethod } from './order.schema.js';

const DAY_MS = 86_400_000;

/** Statuses in which a bank-transfer order waits for the shopper to pay (or to pay again after a rejection). */
const AWAITING_TRANSFER: readonly OrderStatus[] = ['pending', 'payment_reject'];

/** When a bank-transfer order placed (or rejected) at `from` is cancelled if still unpaid: `bank_transfer_days` later. */
export const bankTransferDeadline = (site: Pick<SiteSettings, 'bank_transfer_days'>, from: Date): string =>
  new Date(from.getTime() + site.bank_transfer_days * DAY_MS).toISOString();

/** What of an order the instructions are made from. */
export interface InstructedOrder {
  payment_method: PaymentMethod;
  status: OrderStatus;
  order_number: string;
  grand_total: string;
  base_currency: string;
  created_at: string;
  pay_by?: string | undefined;
}

/**
 * How to pay a bank-transfer order (decision 0047), or null when there is nothing to pay by transfer
 * (a card order, or one paid, in review, cancelled). The bank details are the shop's as configured
 * now; the deadline is the order's own (`pay_by`, set when it was placed or its payment rejected).
 */
export function paymentInstructions(order: InstructedOrder, site: SiteSettings): PaymentInstructions | null {
  if (order.payment_method !== 'offline' || !AWAITING_TRANSFER.includes(order.status)) return null;
  return {
    bank_account_name: site.bank_account_name,
    bank_name: site.bank_name,
    bank_account_number: site.bank_account_number,
    bank_fps_id: site.bank_fps_id,
    bank_qr_image: site.bank_qr_image,
    bank_transfer_note: site.bank_transfer_note,
    reference: order.order_number,
    amount: order.grand_total,
    currency: order.base_currency,
    deadline: order.pay_by ?? bankTransferDeadline(site, new Date(order.created_at)),
  };
}

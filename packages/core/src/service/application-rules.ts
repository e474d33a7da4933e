import type { TransactItem } from '../shared/dynamo.js';
import { ValidationError } from '../shared/errors.js';
import { applicationEntity, type ApplicationRecord } from './application.entity.js';
import { applicationStore } from './application.store.js';

export const APPLICATION_REQUIRED = 'This service needs an approved application first.';
export const APPLICATION_NOT_USABLE =
  'This application cannot be used: it is not your approved application for this service, or it was used already.';
export const ONE_PER_APPLICATION = 'An approved application buys the service once.';

/** Whether an application buys this service for this shopper: theirs, approved, for it, not used. */
async function usable(customerId: number | undefined, applicationId: number, productId: number): Promise<ApplicationRecord | undefined> {
  if (customerId === undefined) return undefined;
  const record = await applicationStore.find(applicationId);
  const fits = record?.customer_id === customerId && record.product_id === productId && record.status === 'approved';
  return fits && record.used_order_id === undefined ? record : undefined;
}

/**
 * What the cart and checkout ask of applications (issue 28 §6, decision 0067): small, so the cart,
 * which the API loads at a cold start, carries no more than this of the service domain.
 */
export const ApplicationRules = {
  /**
   * The cart's check before a service line is added (`additional_options.application_id`): a service
   * that needs approval needs the shopper's approved, unused application for it, one unit per application.
   */
  async assertBuyable(
    line: { product_id: number; approval_required: boolean; application_id: number | null; quantity: number },
    customerId: number | undefined,
  ): Promise<void> {
    const field = 'additional_options.application_id';
    if (line.application_id === null) {
      if (line.approval_required) throw ValidationError.field(field, APPLICATION_REQUIRED);
      return;
    }
    if (!(await usable(customerId, line.application_id, line.product_id))) throw ValidationError.field(field, APPLICATION_NOT_USABLE);
    if (line.quantity > 1) throw ValidationError.field('quantity', ONE_PER_APPLICATION);
  },

  /**
   * The order's part (checkout): each application a cart line names is marked used by this order, in the
   * order's own transaction and only if it still may be, so one approval buys the service once even when
   * two checkouts race. A line that can no longer be bought refuses the order before anything is written.
   */
  async consumeItems(
    lines: readonly { product_id: number; quantity: number; additional_options: { application_id?: number } | null }[],
    customerId: number | undefined,
    orderId: number,
  ): Promise<TransactItem[]> {
    const named = lines.flatMap((l) => (l.additional_options?.application_id ? [{ ...l, id: l.additional_options.application_id }] : []));
    const items: TransactItem[] = [];
    for (const line of named) {
      if (line.quantity > 1) throw ValidationError.field('cart_id', ONE_PER_APPLICATION);
      if (!(await usable(customerId, line.id, line.product_id))) throw ValidationError.field('cart_id', APPLICATION_NOT_USABLE);
      const params = applicationEntity
        .patch({ id: line.id })
        .set({ used_order_id: orderId })
        .where((a, op) => `${op.eq(a.status, 'approved')} AND ${op.notExists(a.used_order_id)} AND ${op.eq(a.customer_id, customerId!)}`)
        .params();
      items.push({ Update: params as NonNullable<TransactItem['Update']> });
    }
    return items;
  },
};

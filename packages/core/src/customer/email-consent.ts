import { addressKey, type ConsentSource, type WithdrawalWay } from '../messaging/channels.js';
import { Consent } from '../messaging/consent.js';
import type { CustomerRecord } from './customer.entity.js';
import { customerStore } from './customer.store.js';

/** What the e-mail consent follows of a customer: the newsletter flag and the address it is given at. */
type Flagged = Pick<CustomerRecord, 'id' | 'email' | 'is_subscribe'>;

/**
 * Decision 0072: `is_subscribe` is the customer's e-mail marketing consent as forms show it; the consent
 * record (messaging) says when and how it was given, and is what a marketing send checks. Every writer of
 * the flag keeps the two in step through these, in this order: a withdrawal BEFORE the customer write (a
 * failure after it leaves the shopper unmarketed, the safe side), a grant AFTER it (a failure before it
 * leaves the flag on without consent: still no marketing).
 */

/** Before a write setting the flag to `next` (undefined keeps it): withdraws the consent when the flag goes off. */
export async function withdrawBefore(previous: Flagged | undefined, next: boolean | undefined, way: WithdrawalWay): Promise<void> {
  if (previous?.is_subscribe && next === false) await Consent.withdraw(previous.id, 'email', way);
}

/** After the write: grants the consent at the saved e-mail when the flag went on, or the e-mail changed while on. */
export async function grantAfter(previous: Flagged | undefined, saved: Flagged, source: ConsentSource): Promise<void> {
  if (!saved.is_subscribe) return;
  if (previous?.is_subscribe && addressKey('email', previous.email) === addressKey('email', saved.email)) return;
  await Consent.grant(saved.id, 'email', saved.email, source);
}

/** Sets the flag alone (the consent is recorded by the caller); nothing is written when it already is so. */
async function setFlag(id: number, on: boolean): Promise<void> {
  const current = await customerStore.find(id);
  if (current && current.is_subscribe !== on) await customerStore.update(id, () => ({ is_subscribe: on }));
}

/** E-mail consent given or withdrawn outside the customer's own form, with the flag following it. */
export const EmailConsent = {
  /** Consent given elsewhere (a form's consent field, staff on the lead's Messages tab): the flag on, then the record. */
  async grant(customerId: number, email: string, source: ConsentSource): Promise<void> {
    await setFlag(customerId, true);
    await Consent.grant(customerId, 'email', email, source);
  },

  /** Consent withdrawn elsewhere (staff on the Messages tab): the record first, then the flag off. */
  async withdraw(customerId: number, way: WithdrawalWay): Promise<void> {
    await Consent.withdraw(customerId, 'email', way);
    await setFlag(customerId, false);
  },

  /**
   * A shopper asking for news where they buy (the checkout's box): when their flag is off, it goes on and
   * consent is recorded at their account e-mail from `source`; answers whether anything changed.
   */
  async subscribe(customerId: number, source: ConsentSource): Promise<boolean> {
    const current = await customerStore.find(customerId);
    if (!current || current.is_subscribe) return false;
    const saved = await customerStore.update(customerId, () => ({ is_subscribe: true }));
    await grantAfter(current, saved, source);
    return true;
  },

  /**
   * A mail's unsubscribe link: the consent given at the address is withdrawn, then the flag of its
   * customer cleared, and so for the customer whose account e-mail it is (when another: the e-mail changed
   * since). Answers the customer, if any.
   */
  async unsubscribeAddress(email: string): Promise<number | undefined> {
    const address = addressKey('email', email);
    const holder = await Consent.withdrawAt('email', address, 'unsubscribe');
    const owner = (await customerStore.findByUnique('email', address))?.id;
    if (owner !== undefined && owner !== holder) await Consent.withdraw(owner, 'email', 'unsubscribe');
    for (const id of new Set([holder, owner])) if (id !== undefined) await setFlag(id, false);
    return owner ?? holder;
  },
};

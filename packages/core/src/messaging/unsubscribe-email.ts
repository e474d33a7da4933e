import { Customer } from '../customer/customer.js';
import { ForbiddenError } from '../shared/errors.js';
import { Consent } from './consent.js';
import { validUnsubscribeSignature } from './unsubscribe.js';

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.';

/**
 * `GET /api/unsubscribe/{email}?signature=`: a marketing mail's link. The signature proves the link was
 * ours for that address, so nobody unsubscribes someone else (403, nothing changed). Withdraws e-mail
 * consent and the newsletter flag; a second click answers the same.
 */
export async function unsubscribeEmail(email: string, signature: string): Promise<{ status: 'unsubscribed'; email: string }> {
  const address = email.trim().toLowerCase();
  if (!validUnsubscribeSignature(address, signature)) throw new ForbiddenError(UNSUBSCRIBE_INVALID);
  await Promise.all([Consent.withdrawAt('email', address, 'unsubscribe'), Customer.unsubscribe(address)]);
  return { status: 'unsubscribed', email: address };
}

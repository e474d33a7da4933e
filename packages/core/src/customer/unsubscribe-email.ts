import { validUnsubscribeSignature } from '../messaging/unsubscribe.js';
import { ForbiddenError } from '../shared/errors.js';
import { Customer } from './customer.js';

export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.';

/**
 * `GET /api/unsubscribe/{email}?signature=`: a marketing mail's link. The signature proves the link was
 * ours for that address, so nobody unsubscribes someone else (403, nothing changed). Withdraws e-mail
 * consent, then the newsletter flag (decision 0072); a second click answers the same. It lives with the
 * customer, not messaging: the customer domain uses messaging's consent, never the other way round.
 */
export async function unsubscribeEmail(email: string, signature: string): Promise<{ status: 'unsubscribed'; email: string }> {
  const address = email.trim().toLowerCase();
  if (!validUnsubscribeSignature(address, signature)) throw new ForbiddenError(UNSUBSCRIBE_INVALID);
  await Customer.unsubscribe(address);
  return { status: 'unsubscribed', email: address };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../shared/env.js';

/** The HMAC of an e-mail address (lower-cased): what the unsubscribe link carries, so nobody unsubscribes someone else. */
export function unsubscribeSignature(email: string): string {
  return createHmac('sha256', `unsubscribe:${env().TOKEN_SECRET}`).update(email.trim().toLowerCase()).digest('base64url');
}

export function validUnsubscribeSignature(email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront page a marketing mail links to (`/unsubscribe?email=&signature=`). */
export async function unsubscribeLink(email: string): Promise<string> {
  const query = new URLSearchParams({ email: email.trim().toLowerCase(), signature: unsubscribeSignature(email) });
  return Promise.resolve(`${env().APP_URL}/unsubscribe?${query.toString()}`);
}

import { loadBoundConfig } from '../bound-config.js';

// Configuration first: core reads it once, when it is first imported (as lambda.ts does for the API).
await loadBoundConfig();
const [{ noticeDay }, { sendMailReported }] = await Promise.all([
  import('@shop/core/membership/points-jobs'),
  import('@shop/core/mail/mail'),
]);

/** Daily: customers whose points expire in the programme's notice days are told once, in their language. */
export async function handler(event?: { time?: string }): Promise<{ sent: number }> {
  const today = (event?.time ? new Date(event.time) : new Date()).toISOString().slice(0, 10);
  return { sent: await noticeDay(today, (mail) => sendMailReported(mail, 'points-expiry-notice')) };
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.js';
import { notFound } from '../errors.js';
import { can } from '../middleware/auth.js';
import { doc } from '../openapi.js';
import { query } from '../validate.js';

const OutboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const Sent = z.object({ id: z.string(), to: z.string(), body: z.string(), template: z.string().nullable(), sent_at: z.string() });
const Mailed = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
  unsubscribe: z.string().nullable(),
});
const Outbox = z.object({ sms: z.array(Sent), whatsapp: z.array(Sent), mail: z.array(Mailed) });

/**
 * `GET /api/admin/outbox` (development only): the newest SMS, WhatsApp messages and e-mails the local
 * stand-ins accepted (`DATA_DIR/outbox/`, `DATA_DIR/mail/`). On AWS there is no DATA_DIR and it is 404.
 */
export const outboxRoutes = new Hono<AppEnv>().get(
  '/',
  doc({
    summary: "The local stand-ins' outbox: newest SMS, WhatsApp messages and e-mails (development only; 404 on AWS)",
    response: Outbox,
  }),
  can('get leads'),
  query(OutboxQuery),
  async (c) => {
    const dataDir = process.env.DATA_DIR;
    if (!dataDir || process.env.AWS_LAMBDA_FUNCTION_NAME) return notFound(c);
    const { limit } = c.req.valid('query');
    const [{ readOutbox }, { readMails }] = await Promise.all([import('../../local/messaging-local.js'), import('../../local/mailbox.js')]);
    const newest = <T>(list: T[]) => list.slice(-limit).reverse();
    const sent = (channel: 'sms' | 'whatsapp') =>
      newest(readOutbox(dataDir, channel)).map((m) => ({
        id: m.id,
        to: m.to,
        body: m.body,
        template: m.template?.name ?? null,
        sent_at: m.sent_at,
      }));
    const mails = newest(await readMails(dataDir)).map((m) => ({
      id: m.messageId,
      to: m.to.join(', '),
      subject: m.subject,
      body: m.text,
      sent_at: m.date,
      unsubscribe: m.listUnsubscribe,
    }));
    return c.json({ sms: sent('sms'), whatsapp: sent('whatsapp'), mail: mails }, 200);
  },
);

/** Where these routes are mounted under /api/admin (scripts/registry.ts joins every module's). */
export const mounts = [['/outbox', outboxRoutes]] as const;

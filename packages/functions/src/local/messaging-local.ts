import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { close, listen, readBody, sendJson } from './http-util.js';
import { endpointOf } from './ports.js';

/** One message a stand-in accepted, as `DATA_DIR/outbox/<channel>/<id>.json` holds it. */
export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'whatsapp';
  /** E.164. */
  to: string;
  /** The text as the recipient reads it (WhatsApp: the template's parameters after its name). */
  body: string;
  /** WhatsApp: the approved template's name and language. */
  template?: { name: string; language: string };
  from: string;
  /** SMS: TRANSACTIONAL or PROMOTIONAL. */
  type?: string;
  sent_at: string;
}

/** Inbound SMS the stand-in hands on as AWS hands two-way SMS to the subscriber (SNS → Lambda). */
export type InboundHandler = (message: { from: string; to: string; body: string }) => Promise<void>;

export interface MessagingLocal {
  endpoint: string;
  /** SMS_ENDPOINT and WHATSAPP_ENDPOINT for the core (core/shared/env.ts). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Numbers the stand-ins refuse as AWS refuses a number it cannot reach (400 ValidationException), so
 * tests can see a send fail: +852 9999 9xxx.
 */
export const MESSAGING_REJECTED_PREFIX = '+85299999';
const rejected = (to: string) => to.startsWith(MESSAGING_REJECTED_PREFIX);

function write(dataDir: string, message: OutboxMessage): void {
  const dir = join(dataDir, 'outbox', message.channel);
  mkdirSync(dir, { recursive: true });
  // Names sort by time, so a listing's order is the sending order.
  writeFileSync(join(dir, `${message.sent_at.replace(/[:.]/g, '-')}_${message.id}.json`), JSON.stringify(message, null, 2));
}

/** The messages of a channel, oldest first. */
export function readOutbox(dataDir: string, channel: 'sms' | 'whatsapp'): OutboxMessage[] {
  const dir = join(dataDir, 'outbox', channel);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMessage);
}

/** The text a WhatsApp template message reads as: its body parameters, in order. */
function whatsappText(message: {
  template?: { components?: { type?: string; parameters?: { text?: string }[] }[] };
  text?: { body?: string };
}): string {
  if (message.text?.body) return message.text.body;
  const body = message.template?.components?.find((c) => c.type === 'body');
  return (body?.parameters ?? []).map((p) => p.text ?? '').join('\n');
}

/**
 * AWS End User Messaging stand-ins on one port, spoken to by the real SDK clients:
 * - SMS (`@aws-sdk/client-pinpoint-sms-voice-v2`, AWS JSON 1.0): `PinpointSMSVoiceV2.SendTextMessage`;
 * - WhatsApp (`@aws-sdk/client-socialmessaging`, REST JSON): `POST /v1/whatsapp/send`, whose `message`
 *   is the WhatsApp Cloud API's JSON, base64-encoded.
 * Each accepted message is one JSON file under `DATA_DIR/outbox/{sms,whatsapp}/`. `POST /inbound`
 * `{from, to, body}` is an SMS a person sends back (a "STOP"), handed to `onInbound`.
 */
export async function startMessagingLocal(options: {
  dataDir: string;
  port?: number;
  onInbound?: InboundHandler;
}): Promise<MessagingLocal> {
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req, 1024 * 1024);
      const target = req.headers['x-amz-target'];
      if (req.method === 'POST' && target === 'PinpointSMSVoiceV2.SendTextMessage') {
        const input = JSON.parse(raw) as {
          DestinationPhoneNumber?: string;
          OriginationIdentity?: string;
          MessageBody?: string;
          MessageType?: string;
        };
        if (!input.DestinationPhoneNumber || !E164.test(input.DestinationPhoneNumber) || rejected(input.DestinationPhoneNumber)) {
          const message = rejected(input.DestinationPhoneNumber ?? '')
            ? 'The destination cannot be reached'
            : 'DestinationPhoneNumber must be E.164';
          return sendJson(res, 400, { __type: 'ValidationException', message }, {}, 'application/x-amz-json-1.0');
        }
        const id = randomUUID();
        write(options.dataDir, {
          id,
          channel: 'sms',
          to: input.DestinationPhoneNumber,
          body: input.MessageBody ?? '',
          from: input.OriginationIdentity ?? '',
          type: input.MessageType ?? 'TRANSACTIONAL',
          sent_at: new Date().toISOString(),
        });
        return sendJson(res, 200, { MessageId: id }, {}, 'application/x-amz-json-1.0');
      }
      if (req.method === 'POST' && req.url?.startsWith('/v1/whatsapp/send')) {
        const input = JSON.parse(raw) as { originationPhoneNumberId?: string; message?: string };
        const message = JSON.parse(Buffer.from(input.message ?? '', 'base64').toString('utf8') || '{}') as {
          to?: string;
          template?: { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { text?: string }[] }[] };
          text?: { body?: string };
        };
        if (!message.to || !E164.test(message.to) || rejected(message.to)) {
          const reason = rejected(message.to ?? '') ? 'The destination cannot be reached' : 'to must be E.164';
          return sendJson(res, 400, { message: reason }, { 'x-amzn-errortype': 'ValidationException' });
        }
        const id = randomUUID();
        write(options.dataDir, {
          id,
          channel: 'whatsapp',
          to: message.to,
          body: whatsappText(message),
          ...(message.template?.name ? { template: { name: message.template.name, language: message.template.language?.code ?? '' } } : {}),
          from: input.originationPhoneNumberId ?? '',
          sent_at: new Date().toISOString(),
        });
        return sendJson(res, 200, { messageId: id });
      }
      if (req.method === 'POST' && req.url === '/inbound') {
        const inbound = JSON.parse(raw) as { from?: string; to?: string; body?: string };
        if (!inbound.from || !inbound.body) return sendJson(res, 400, { message: 'from and body are required' });
        await options.onInbound?.({ from: inbound.from, to: inbound.to ?? '', body: inbound.body });
        return sendJson(res, 200, { received: true });
      }
      sendJson(res, 404, { message: `Unsupported: ${req.method ?? ''} ${req.url ?? ''} ${String(target ?? '')}` });
    })().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
    });
  });
  await listen(server, options.port ?? 0);
  const endpoint = endpointOf(server);
  return { endpoint, env: { SMS_ENDPOINT: endpoint, WHATSAPP_ENDPOINT: endpoint }, stop: () => close(server) };
}

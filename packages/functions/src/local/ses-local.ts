import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { buildEml, saveMail } from './mailbox.js';
import { close, listen, readBody, sendJson } from './http-util.js';
import { endpointOf } from './ports.js';

export interface SesLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface SesLocalOptions {
  /** Mails go to `<dataDir>/mail/*.eml`. */
  dataDir: string;
  /** Defaults to a free port. */
  port?: number;
  /** Print one line per mail (for `npm start`). */
  log?: boolean;
}

/** The slice of the SESv2 SendEmail request this stand-in understands. */
interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ReplyToAddresses?: string[];
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Headers?: { Name?: string; Value?: string }[];
    };
    Raw?: { Data?: string };
    Template?: unknown;
  };
}

class BadRequest extends Error {
  constructor(
    message: string,
    readonly type = 'BadRequestException',
  ) {
    super(message);
  }
}

/**
 * Recipients at this domain are refused as SES refuses them in its sandbox (`MessageRejected`, 400:
 * the address is not verified), so tests can see what a shopper gets when mail cannot be sent.
 */
export const SES_REJECTED_DOMAIN = 'unverified.invalid';

const newMessageId = (): string => `${Date.now().toString(16)}-${randomUUID()}-000000`;

async function sendEmail(dataDir: string, request: SendEmailRequest): Promise<{ messageId: string; to: string[] }> {
  const messageId = newMessageId();
  const destination = request.Destination ?? {};
  const to = destination.ToAddresses ?? [];
  const cc = destination.CcAddresses ?? [];
  const bcc = destination.BccAddresses ?? [];
  const { Simple, Raw, Template } = request.Content ?? {};
  const rejected = [...to, ...cc, ...bcc].find((address) => address.toLowerCase().endsWith(`@${SES_REJECTED_DOMAIN}`));
  if (rejected)
    throw new BadRequest(`Email address is not verified. The following identities failed the check: ${rejected}`, 'MessageRejected');
  if (Simple) {
    if (to.length + cc.length + bcc.length === 0) throw new BadRequest('Destination is required');
    const eml = buildEml({
      messageId,
      from: request.FromEmailAddress ?? 'no-reply@ses.local',
      to,
      cc,
      bcc,
      replyTo: request.ReplyToAddresses ?? [],
      subject: Simple.Subject?.Data ?? '',
      text: Simple.Body?.Text?.Data,
      html: Simple.Body?.Html?.Data,
      headers: (Simple.Headers ?? []).flatMap((h) => (h.Name && h.Value !== undefined ? [{ name: h.Name, value: h.Value }] : [])),
    });
    await saveMail(dataDir, messageId, eml);
    return { messageId, to };
  }
  if (Raw?.Data) {
    const raw = Buffer.from(Raw.Data, 'base64');
    // Keep the envelope when it was given apart from the headers, so readers can match Bcc.
    const envelope = [...to, ...cc, ...bcc];
    const prefix = envelope.length ? Buffer.from(`X-Envelope-To: ${envelope.join(', ')}\r\n`) : Buffer.alloc(0);
    await saveMail(dataDir, messageId, Buffer.concat([prefix, raw]));
    return { messageId, to };
  }
  if (Template) throw new BadRequest('Template content is not supported by the local SES stand-in');
  throw new BadRequest('Content is required');
}

/**
 * A local SESv2 endpoint: `POST /v2/email/outbound-emails` (SendEmail) with Simple or Raw content.
 * Point `SESv2Client` at it with `endpoint: SES_ENDPOINT` and any credentials.
 */
export async function startSesLocal(options: SesLocalOptions): Promise<SesLocal> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v2/email/outbound-emails') {
        sendJson(
          res,
          404,
          { message: `Not supported locally: ${req.method ?? ''} ${req.url ?? ''}` },
          {
            'x-amzn-errortype': 'NotFoundException',
          },
        );
        return;
      }
      try {
        const request = JSON.parse(await readBody(req)) as SendEmailRequest;
        const { messageId, to } = await sendEmail(options.dataDir, request);
        if (options.log) console.log(`[ses] mail ${messageId} to ${to.join(', ')}`);
        sendJson(res, 200, { MessageId: messageId });
      } catch (error) {
        const bad = error instanceof BadRequest || error instanceof SyntaxError;
        if (!bad) console.error('[ses] failed to store mail', error);
        sendJson(
          res,
          bad ? 400 : 500,
          { message: (error as Error).message },
          {
            'x-amzn-errortype': error instanceof BadRequest ? error.type : bad ? 'BadRequestException' : 'InternalFailure',
          },
        );
      }
    })();
  });
  await listen(server, options.port ?? 0);
  return { endpoint: endpointOf(server), stop: () => close(server) };
}

export { latestMailTo, readMails, waitForMailTo, type LocalMail } from './mailbox.js';

import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local mailbox: every mail the SES stand-in accepts is kept as an `.eml` file under
 * `DATA_DIR/mail/`, named `<timestamp>_<message id>.eml` so names sort in sending order.
 * Tests and developers read them back with `readMails` / `latestMailTo` / `waitForMailTo`.
 */
export interface LocalMail {
  file: string;
  messageId: string;
  from: string;
  /** Addresses in the To header. */
  to: string[];
  /** Every recipient the mail was sent to (To, Cc and Bcc). */
  recipients: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: string[];
  /** The List-Unsubscribe link (marketing mail), and its one-click header. */
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
}

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text?: string | undefined;
  html?: string | undefined;
  headers?: { name: string; value: string }[];
}

export const mailDir = (dataDir: string): string => join(dataDir, 'mail');

let lastStamp = 0;
/** Strictly increasing milliseconds, so two mails in the same millisecond keep their order. */
function monotonicNow(): Date {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
}

/** Writes one mail file; `raw` is a complete RFC 5322 message (SES Content.Raw). */
export async function saveMail(dataDir: string, messageId: string, raw: string | Buffer): Promise<string> {
  const dir = mailDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stamp = monotonicNow().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}_${messageId}.eml`);
  await writeFile(file, raw);
  return file;
}

const CRLF = '\r\n';

const encodeWord = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;

const base64Lines = (value: string): string =>
  (
    Buffer.from(value, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

function textPart(type: 'plain' | 'html', body: string): string {
  return [`Content-Type: text/${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join(CRLF);
}

/** Renders SES Content.Simple as a MIME message (multipart/alternative when both bodies exist). */
export function buildEml(mail: OutgoingMail, date = new Date()): string {
  const headers = [
    `Message-ID: <${mail.messageId}@ses.local>`,
    `Date: ${date.toUTCString()}`,
    `From: ${mail.from}`,
    `To: ${mail.to.join(', ')}`,
    ...(mail.cc.length ? [`Cc: ${mail.cc.join(', ')}`] : []),
    ...(mail.replyTo.length ? [`Reply-To: ${mail.replyTo.join(', ')}`] : []),
    `X-Envelope-To: ${[...mail.to, ...mail.cc, ...mail.bcc].join(', ')}`,
    `Subject: ${encodeWord(mail.subject)}`,
    // Extra headers the sender set (List-Unsubscribe …); line breaks in a value are not kept.
    ...(mail.headers ?? []).map((h) => `${h.name}: ${h.value.replace(/[\r\n]+/g, ' ')}`),
    'MIME-Version: 1.0',
  ];
  const parts = [
    ...(mail.text !== undefined ? [textPart('plain', mail.text)] : []),
    ...(mail.html !== undefined ? [textPart('html', mail.html)] : []),
  ];
  if (parts.length <= 1) {
    return [...headers, parts[0] ?? textPart('plain', '')].join(CRLF) + CRLF;
  }
  const boundary = `=_alt_${mail.messageId}`;
  return (
    [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      ...parts.map((part) => `--${boundary}${CRLF}${part}`),
      `--${boundary}--`,
    ].join(CRLF) + CRLF
  );
}

// ---------------------------------------------------------------- parsing

type Headers = Map<string, string>;

function splitMessage(source: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?B?5L2g5aW9?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? decodeBytes(Buffer.from(text, 'base64'), charset)
        : decodeBytes(decodeQuotedPrintable(text.replace(/_/g, ' ')), charset),
    );
}

function param(header: string | undefined, name: string): string {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

const addresses = (value: string | undefined): string[] =>
  (decodeWords(value ?? '').match(/[^\s<>,;:"]+@[^\s<>,;:"]+/g) ?? []).map((a) => a.toLowerCase());

interface Bodies {
  text: string;
  html: string;
  attachments: string[];
}

function collectBodies(headers: Headers, body: string, into: Bodies): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const part = splitMessage(section.replace(/^\r?\n/, ''));
      collectBodies(part.headers, part.body, into);
    }
    return;
  }
  const disposition = headers.get('content-disposition') ?? '';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  if (/^attachment/i.test(disposition) || !mime.startsWith('text/')) {
    into.attachments.push(decodeWords(param(disposition, 'filename') || param(type, 'name') || mime));
    return;
  }
  const decoded = decodeBytes(bytes, param(type, 'charset'));
  if (mime === 'text/html' && !into.html) into.html = decoded;
  else if (mime === 'text/plain' && !into.text) into.text = decoded.replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** Parses what `buildEml` writes, and ordinary MIME mail sent through Content.Raw. */
export function parseEml(source: string, file = ''): LocalMail {
  const { headers, body } = splitMessage(source);
  const bodies: Bodies = { text: '', html: '', attachments: [] };
  collectBodies(headers, body, bodies);
  const to = addresses(headers.get('to'));
  const envelope = addresses(headers.get('x-envelope-to'));
  const fromName = /_([^_]+)\.eml$/.exec(file)?.[1] ?? '';
  return {
    file,
    messageId: fromName || (headers.get('message-id') ?? '').replace(/[<>]/g, ''),
    from: decodeWords(headers.get('from') ?? ''),
    to,
    recipients: envelope.length ? envelope : [...to, ...addresses(headers.get('cc'))],
    subject: decodeWords(headers.get('subject') ?? ''),
    text: bodies.text,
    html: bodies.html,
    date: headers.get('date') ?? '',
    attachments: bodies.attachments,
    listUnsubscribe: headers.get('list-unsubscribe')?.replace(/^<|>$/g, '') ?? null,
    listUnsubscribePost: headers.get('list-unsubscribe-post') ?? null,
  };
}

/** All mails under `DATA_DIR/mail`, oldest first. */
export async function readMails(dataDir: string): Promise<LocalMail[]> {
  const dir = mailDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => parseEml(await readFile(join(dir, name), 'utf8'), join(dir, name))));
}

/** The newest mail sent to `address` (To, Cc or Bcc), if any. */
export async function latestMailTo(dataDir: string, address: string): Promise<LocalMail | undefined> {
  const wanted = address.toLowerCase();
  const mails = await readMails(dataDir);
  return mails.reverse().find((m) => m.recipients.includes(wanted));
}

/** Polls until a mail to `address` arrives (mails sent by subscribers arrive asynchronously). */
export async function waitForMailTo(dataDir: string, address: string, timeoutMs = 5000): Promise<LocalMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMailTo(dataDir, address);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${String(timeoutMs)} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { sanitizeRichText } from '../shared/rich-text.js';
import { booleanish, maxBytes, optionalString, requiredString, TEXT_LIMITS, tooLongMessage } from '../shared/validation.js';

export const BROADCAST_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];

/** What `{name}` in a subject or body may name: the receiving customer's own fields. */
export const BROADCAST_PLACEHOLDERS = ['first_name', 'last_name', 'full_name', 'email', 'phone'] as const;

/**
 * Longest bodies in characters: an SMS of up to 10 concatenated parts (GSM-7: 153 characters each);
 * WhatsApp's template body limit (1,024). E-mail bodies are rich text up to the usual 100 KB.
 */
export const BODY_MAX_CHARS = { sms: 1530, whatsapp: 1024 } as const;

export const BROADCAST_MESSAGES = {
  unknownPlaceholder: 'Unknown placeholder {{placeholder}}.',
  bodyTooLong: 'May not be greater than {{max}} characters.',
  templateName: 'Input can only contain lowercase letters, numbers and _ character',
  templateLanguage: 'Please enter a language code such as en_US.',
} as const;

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a text names, in order of first use. */
export function placeholdersOf(...texts: (string | null | undefined)[]): string[] {
  const names = texts.flatMap((text) => [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]!));
  return [...new Set(names)];
}

const known = new Set<string>(BROADCAST_PLACEHOLDERS);
const blankToNull = (v: unknown) => (v === '' ? null : v);

/**
 * A broadcast message template for one channel. E-mail: a subject and a rich-text body (sanitised as
 * every rich text is); SMS and WhatsApp: plain text, counted in characters; WhatsApp also names the
 * template Meta approved and its language. `{first_name}`-style placeholders must be known ones.
 */
const MessageShape = z.object({
  title: requiredString(255),
  channel: z.enum(BROADCAST_CHANNELS, {
    error: (iss) => (iss.input === undefined || iss.input === '' ? MESSAGES.required : MESSAGES.check),
  }),
  subject: z.preprocess(blankToNull, optionalString(255).nullable()),
  body: requiredString(TEXT_LIMITS.richText),
  template_name: z.preprocess(blankToNull, optionalString(512).nullable()),
  template_language: z.preprocess(blankToNull, optionalString(20).nullable()),
  enabled: booleanish().default(true),
});

export const BroadcastMessageInput = MessageShape.superRefine((m, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (m.channel === 'email' && !m.subject) issue('subject', MESSAGES.required);
  if (m.channel !== 'email') {
    const max = BODY_MAX_CHARS[m.channel];
    if ([...m.body].length > max) issue('body', BROADCAST_MESSAGES.bodyTooLong.replace('{{max}}', String(max)));
  }
  if (m.channel === 'whatsapp') {
    if (!m.template_name) issue('template_name', MESSAGES.required);
    else if (!/^[a-z0-9_]+$/.test(m.template_name)) issue('template_name', BROADCAST_MESSAGES.templateName);
    if (!m.template_language) issue('template_language', MESSAGES.required);
    else if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(m.template_language)) issue('template_language', BROADCAST_MESSAGES.templateLanguage);
  }
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersOf(m[field]).find((name) => !known.has(name));
    if (unknown !== undefined) issue(field, BROADCAST_MESSAGES.unknownPlaceholder.replace('{{placeholder}}', `{${unknown}}`));
  }
}).transform(async (m, ctx) => {
  // Fields of other channels are not kept; an e-mail body is stored sanitised.
  if (m.channel !== 'email')
    return { ...m, subject: null, ...(m.channel === 'sms' ? { template_name: null, template_language: null } : {}) };
  const body = (await sanitizeRichText(m.body)) ?? '';
  if (!maxBytes(TEXT_LIMITS.richText)(body)) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: tooLongMessage(TEXT_LIMITS.richText) });
    return z.NEVER;
  }
  return { ...m, body, template_name: null, template_language: null };
});
export type BroadcastMessageInput = z.output<typeof BroadcastMessageInput>;

export const broadcastMessageFields = fieldSet(MessageShape);

export const BroadcastMessageInfo = z.object({
  id: z.number(),
  ...broadcastMessageFields.answer,
  /** The placeholders the subject and body use. */
  placeholders: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BroadcastMessageInfo = z.infer<typeof BroadcastMessageInfo>;

export const BroadcastMessageFilters = z.object({
  enabled: booleanish().optional(),
  channel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BROADCAST_CHANNELS, { error: MESSAGES.check }).optional()),
});

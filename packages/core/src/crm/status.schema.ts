import { z } from 'zod';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { requiredString, TEXT_LIMITS } from '../shared/validation.js';

/** How a lead-status trigger reaches people (spec §3): one EventBridge rule and subscriber each. */
export const TRIGGER_CHANNELS = ['email', 'ebook_email', 'whatsapp', 'sms'] as const;
export type TriggerChannel = (typeof TRIGGER_CHANNELS)[number];

/** Who a trigger's message goes to: the lead's assigned admin, the lead, or both. */
export const TRIGGER_AUDIENCES = ['assigned', 'lead', 'assigned_and_lead'] as const;
export type TriggerAudience = (typeof TRIGGER_AUDIENCES)[number];

/** Every trigger value: `<channel>_to_<audience>` (email_to_assigned, ebook_email_to_lead, …). */
export const LEAD_TRIGGERS = TRIGGER_CHANNELS.flatMap((channel) =>
  TRIGGER_AUDIENCES.map((audience) => `${channel}_to_${audience}` as const),
);
export type LeadTrigger = (typeof LEAD_TRIGGERS)[number];

/** The channel and audience a trigger value names. */
export function parseTrigger(trigger: LeadTrigger): { channel: TriggerChannel; audience: TriggerAudience } {
  const [channel, audience] = trigger.split('_to_') as [TriggerChannel, TriggerAudience];
  return { channel, audience };
}

export const isEbookTrigger = (trigger: string | null | undefined): boolean => !!trigger?.startsWith('ebook_email_to_');

/** What the private e-book upload answers and a status stores in `file`: `private/ebooks/<ulid>.<ext>`. */
export const EBOOK_KEY = /^private\/ebooks\/[0-9a-hjkmnp-tv-z]{26}\.(pdf|epub)$/;

export const FILE_NOT_UPLOADED = 'Please upload the file here; this is not an uploaded file.';

const emptyToNull = (v: unknown) => (v === '' ? null : v);

/**
 * A lead status (`/admin/status`). Choosing a trigger makes the template required; an e-book trigger
 * makes the file and the button name required (spec §4). Other triggers clear them (the facade).
 * The title and the template are per language: the message goes out in the lead's language.
 */
export const StatusInput = z
  .object({
    title: requiredString(255),
    trigger: z.preprocess(emptyToNull, z.enum(LEAD_TRIGGERS, { error: MESSAGES.check }).nullish()),
    trigger_template: z.preprocess(emptyToNull, z.string().trim().max(TEXT_LIMITS.shortText).nullish()),
    file: z.preprocess(emptyToNull, z.string().regex(EBOOK_KEY, { error: FILE_NOT_UPLOADED }).nullish()),
    button_name: z.preprocess(emptyToNull, z.string().trim().max(100).nullish()),
    /** Where the status stands on the funnel board (left to right); ties by title. */
    order: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? 0 : typeof v === 'string' ? Number(v) : v),
      z.number({ error: MESSAGES.check }).int({ error: MESSAGES.check }).min(0).max(1_000_000),
    ),
  })
  .superRefine((input, ctx) => {
    if (!input.trigger) return;
    if (!input.trigger_template) ctx.addIssue({ code: 'custom', path: ['trigger_template'], message: MESSAGES.required });
    if (isEbookTrigger(input.trigger)) {
      if (!input.file) ctx.addIssue({ code: 'custom', path: ['file'], message: MESSAGES.required });
      if (!input.button_name) ctx.addIssue({ code: 'custom', path: ['button_name'], message: MESSAGES.required });
    }
  });
export type StatusInput = z.infer<typeof StatusInput>;

export const statusFields = fieldSet(StatusInput, { translated: ['title', 'trigger_template', 'button_name'] });

export const StatusInfo = z.object({
  id: z.number(),
  ...statusFields.answer,
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StatusInfo = z.infer<typeof StatusInfo>;

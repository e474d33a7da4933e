import { z } from 'zod';
import { StoreProductCard } from '../catalog/product.schema.js';
import { MESSAGES } from '../shared/errors.js';
import { fieldSet } from '../shared/fields.js';
import { LEAD_SOURCES } from '../shared/lead-source.schema.js';
import { richText } from '../shared/rich-text.js';
import { booleanish, idNumber, optionalString, requiredString, TEXT_LIMITS, urlSlug } from '../shared/validation.js';

/**
 * A funnel's steps (issue 28 §4): landing content, a form (where the lead is made), an offer product.
 * A funnel has at most one form step: a visitor becomes a lead once per funnel.
 */
export const FUNNEL_STEP_TYPES = ['content', 'form', 'offer'] as const;
export type FunnelStepType = (typeof FUNNEL_STEP_TYPES)[number];

/** Most steps a funnel has: its report and its storefront walk stay one small read. */
export const MAX_FUNNEL_STEPS = 10;

/** A step's key: its URL segment (`/funnel/{url}?step={key}`) and its row in the report. */
const stepKey = () => requiredString(50).regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Only lowercase letters, digits and - are allowed.' });

const emptyToNull = (v: unknown) => (v === '' ? null : v);

export const FunnelStepInput = z
  .object({
    key: stepKey(),
    type: z.enum(FUNNEL_STEP_TYPES, { error: MESSAGES.check }),
    title: requiredString(255),
    content: richText(TEXT_LIMITS.richText),
    button_name: optionalString(100),
    form_id: z.preprocess(emptyToNull, idNumber().nullish()),
    product_id: z.preprocess(emptyToNull, idNumber().nullish()),
  })
  .superRefine((step, ctx) => {
    if (step.type === 'form' && !step.form_id) ctx.addIssue({ code: 'custom', path: ['form_id'], message: MESSAGES.required });
    if (step.type === 'offer' && !step.product_id) ctx.addIssue({ code: 'custom', path: ['product_id'], message: MESSAGES.required });
  });
export type FunnelStepInput = z.infer<typeof FunnelStepInput>;

export const ONE_FORM_STEP = 'A funnel has at most one form step.';

/** The funnel's own fields; its steps are validated with it (`FunnelInput`). */
const FunnelFields = z.object({
  title: requiredString(255),
  url: urlSlug(),
  enabled: booleanish().default(true),
  /** The lead source a lead made by this funnel gets, unless the visit named one (`?source=`). */
  lead_source: z.preprocess(emptyToNull, z.enum(LEAD_SOURCES, { error: MESSAGES.check }).nullish()),
  meta_title: optionalString(255),
  meta_description: optionalString(1000),
});

export const FunnelInput = FunnelFields.extend({
  steps: z
    .array(FunnelStepInput, { error: MESSAGES.check })
    .min(1, { error: MESSAGES.required })
    .max(MAX_FUNNEL_STEPS, { error: `At most ${MAX_FUNNEL_STEPS} steps.` }),
}).superRefine((input, ctx) => {
  const seen = new Set<string>();
  input.steps.forEach((step, index) => {
    if (seen.has(step.key)) ctx.addIssue({ code: 'custom', path: ['steps', index, 'key'], message: MESSAGES.repeated });
    seen.add(step.key);
  });
  const forms = input.steps.flatMap((step, index) => (step.type === 'form' ? [index] : []));
  for (const index of forms.slice(1)) ctx.addIssue({ code: 'custom', path: ['steps', index, 'type'], message: ONE_FORM_STEP });
});
export type FunnelInput = z.infer<typeof FunnelInput>;

export const funnelFields = fieldSet(FunnelFields, { translated: ['title', 'meta_title', 'meta_description'] });

/** A step as stored: its structure is global; its title, content and button name are in the funnel's translations. */
export interface StoredStep {
  key: string;
  type: FunnelStepType;
  form_id?: number;
  product_id?: number;
}

export const FunnelStepInfo = z.object({
  key: z.string(),
  type: z.enum(FUNNEL_STEP_TYPES),
  title: z.string(),
  content: z.string(),
  button_name: z.string(),
  form_id: z.number().nullable(),
  product_id: z.number().nullable(),
});
export type FunnelStepInfo = z.infer<typeof FunnelStepInfo>;

export const FunnelInfo = z.object({
  id: z.number(),
  ...funnelFields.answer,
  steps: z.array(FunnelStepInfo),
  language: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FunnelInfo = z.infer<typeof FunnelInfo>;

/** `POST /api/funnel/{url}/visit`: a visitor opened a step (counted once per visitor and step). */
export const FunnelVisitInput = z.object({
  step: stepKey(),
  /** A random id the browser keeps for the funnel (localStorage): a reload is not a second visit. */
  visitor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: MESSAGES.check }),
  source: z.preprocess(emptyToNull, z.enum(LEAD_SOURCES).nullish().catch(null)),
});
export type FunnelVisitInput = z.infer<typeof FunnelVisitInput>;

/** `GET /api/funnel/{url}`: a funnel as the storefront walks it. */
export const PublicFunnelStep = FunnelStepInfo.extend({
  /** The offer's card as listings show it; null when the product is hidden or gone. */
  product: StoreProductCard.nullable(),
  form_url: z.string().nullable(),
});
export const PublicFunnelAnswer = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  /** Guests of a members-only shop see no prices (spec section 6). */
  prices_hidden: z.boolean(),
  steps: z.array(PublicFunnelStep),
});
export type PublicFunnel = z.infer<typeof PublicFunnelAnswer>;

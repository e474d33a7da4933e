import { submitForm, type SubmitFormInput, type SubmitFormResult } from '../form/form-submit.js';
import { NotFoundError } from '../shared/errors.js';
import type { LeadSource } from '../shared/lead-source.schema.js';
import { FunnelForms } from './funnel-forms.js';
import { FunnelStats } from './funnel-stats.js';
import { Funnel } from './funnel.js';

export interface FunnelSubmission extends Omit<SubmitFormInput, 'url' | 'form' | 'attribution'> {
  /** The form step's key. */
  step: string;
  /** The source the visit's link named, if any. */
  source?: LeadSource | null;
}

/**
 * `POST /api/funnel/{url}`: the form step sent. The form's own rules apply (fields, access, throttle →
 * reCAPTCHA, consent); the lead gets the funnel's source, and the funnel counts it (first touch).
 */
export async function submitFunnelForm(url: string, input: FunnelSubmission): Promise<SubmitFormResult> {
  const funnel = await Funnel.enabledByUrl(url);
  const step = funnel.steps.find((s) => s.key === input.step && s.type === 'form');
  if (!step?.form_id) throw new NotFoundError('Step not found');
  const form = await FunnelForms.record(step.form_id);
  const source = input.source ?? funnel.lead_source ?? 'form';
  const { step: _step, source: _source, ...rest } = input;
  const result = await submitForm({ ...rest, form, attribution: { lead_source: source, funnel_id: funnel.id } });
  if (result.customer_id !== null) await FunnelStats.lead(funnel.id, step.key, result.customer_id, source);
  return result;
}

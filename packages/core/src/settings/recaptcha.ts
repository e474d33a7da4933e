import { Settings } from './settings.js';
import type { RecaptchaForm } from './settings.schema.js';
import { env } from '../shared/env.js';
import { ValidationError } from '../shared/errors.js';

/**
 * Google reCAPTCHA's token check (decision 0037): the token a guarded form sent is posted with the
 * site's secret to `RECAPTCHA_VERIFY_URL` (Google's siteverify; locally and in tests the stand-in in
 * functions/src/local/recaptcha-local.ts, which accepts `RECAPTCHA_TEST_TOKEN`), the same HTTP either
 * way. A v3 token carries a score: below RECAPTCHA_MIN_SCORE it counts as failed.
 */
export const RECAPTCHA_FAILED = 'The reCAPTCHA check expired or failed; please try again.';
export const RECAPTCHA_MIN_SCORE = 0.5;
const TIMEOUT_MS = 5_000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/** Whether Google (or the stand-in) vouches for the token; a network failure counts as no. */
export async function verifyRecaptcha(token: string, secret: string, remoteIp?: string): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const answer = await fetch(env().RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!answer.ok) return false;
    const result = (await answer.json()) as SiteVerifyAnswer;
    return result.success === true && (result.score === undefined || result.score >= RECAPTCHA_MIN_SCORE);
  } catch (error) {
    console.error('[recaptcha] siteverify failed', error);
    return false;
  }
}

/** Whether the site's settings guard a form with reCAPTCHA (both keys set, the form listed). */
export async function recaptchaGuards(form: RecaptchaForm): Promise<{ secret: string } | undefined> {
  const settings = await Settings.get();
  if (!settings.enable_recaptcha_forms.includes(form) || !settings.recaptcha_site_key || !settings.recaptcha_secret) return undefined;
  return { secret: settings.recaptcha_secret };
}

/** Refuses (422 beside `recaptcha_token`) a guarded form's submission whose token Google does not vouch for. */
export async function requireRecaptcha(form: RecaptchaForm, token: string | undefined, ip: string): Promise<void> {
  const guard = await recaptchaGuards(form);
  if (!guard) return;
  if (!token || !(await verifyRecaptcha(token, guard.secret, ip))) throw ValidationError.field('recaptcha_token', RECAPTCHA_FAILED);
}

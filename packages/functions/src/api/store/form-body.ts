import type { Context } from 'hono';
import { clientIp, languageOf, readBody } from '../http.js';
import { optionalCustomer } from '../middleware/auth.js';

/**
 * A form's multipart submission as `submitForm` takes it — from the form page, a funnel's form step or a
 * service application: text answers (a checkbox field's repeated key as a list), files, the sender (a
 * signed-in shopper or a guest), the language, the address and the reCAPTCHA token.
 */
export async function formSubmission(c: Context) {
  const raw = await readBody(c);
  const values: Record<string, string | string[]> = {};
  const files: Record<string, { name: string; bytes: Uint8Array }> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value instanceof File) files[key] = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    else if (typeof value === 'string') values[key] = value;
    else if (Array.isArray(value)) values[key] = value.filter((v): v is string => typeof v === 'string');
  }
  const customer = await optionalCustomer(c);
  return {
    values,
    files,
    customerId: customer?.id ?? null,
    language: await languageOf(c, raw),
    ip: clientIp(c),
    recaptchaToken: typeof raw.recaptcha_token === 'string' ? raw.recaptcha_token : undefined,
  };
}

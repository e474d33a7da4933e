import type { Context } from 'hono';
import { readBody } from '../http.js';

/** A form's multipart submission: text answers (a checkbox field's repeated key as a list), files, the reCAPTCHA token. */
export async function formSubmission(c: Context) {
  const raw = await readBody(c);
  const values: Record<string, string | string[]> = {};
  const files: Record<string, { name: string; bytes: Uint8Array }> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value instanceof File) files[key] = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
    else if (typeof value === 'string') values[key] = value;
    else if (Array.isArray(value)) values[key] = value.filter((v): v is string => typeof v === 'string');
  }
  const token = typeof raw.recaptcha_token === 'string' ? raw.recaptcha_token : undefined;
  return { raw, values, files, token };
}

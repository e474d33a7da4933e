import { createServer } from 'node:http';
import { close, listen, readBody, sendJson } from './http-util.js';
import { endpointOf } from './ports.js';

/**
 * The token the local reCAPTCHA stand-in vouches for (decision 0037): a test (or a person trying the
 * contact form against `npm start` with a tool) sends it as `recaptcha_token`. Any other token fails.
 */
export const RECAPTCHA_TEST_TOKEN = 'local-recaptcha-pass';

export interface RecaptchaLocal {
  endpoint: string;
  /** RECAPTCHA_VERIFY_URL for the core (core/shared/env.ts). */
  env: Record<string, string>;
  /** The secrets the checks were sent with, oldest first. */
  secrets: string[];
  stop(): Promise<void>;
}

/**
 * Google's `POST /recaptcha/api/siteverify` (form fields secret, response, remoteip), answered like
 * Google does: `{success, score, action, challenge_ts, hostname}` or `{success: false, error-codes}`.
 */
export async function startRecaptchaLocal(options: { port?: number } = {}): Promise<RecaptchaLocal> {
  const secrets: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/recaptcha/api/siteverify')) return sendJson(res, 404, { error: 'not found' });
      const form = new URLSearchParams(await readBody(req, 64 * 1024));
      const secret = form.get('secret') ?? '';
      const response = form.get('response') ?? '';
      secrets.push(secret);
      if (!secret) return sendJson(res, 200, { success: false, 'error-codes': ['missing-input-secret'] });
      if (response !== RECAPTCHA_TEST_TOKEN) return sendJson(res, 200, { success: false, 'error-codes': ['invalid-input-response'] });
      sendJson(res, 200, { success: true, score: 0.9, action: 'submit', challenge_ts: new Date().toISOString(), hostname: 'localhost' });
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 500, { success: false });
    });
  });
  await listen(server, options.port ?? 0);
  const endpoint = endpointOf(server);
  return {
    endpoint,
    env: { RECAPTCHA_VERIFY_URL: `${endpoint}/recaptcha/api/siteverify` },
    secrets,
    stop: () => close(server),
  };
}

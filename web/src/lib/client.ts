import { hc, type ClientResponse } from 'hono/client';
import type { Api } from '@shop/functions/api/app';
import { toApiError } from './api-error';
import { API_BASE } from './api-base';
import { sessionFetch } from './api';

/**
 * The typed API client: paths, inputs and answers come from the server's routes (`hc<Api>`), which
 * validate with the core schemas; nothing here restates a shape. `client` sends the token of the
 * audience a path belongs to; `publicClient` sends none (login, registration, password reset).
 */
export const client = hc<Api>(API_BASE || '/', { fetch: sessionFetch() });
export const publicClient = hc<Api>(API_BASE || '/', { fetch: sessionFetch('none') });

type Answer<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends 200 | 201 | 202 ? T : never) : never;

/** The success body of a client method: `AnswerOf<typeof client.api.admin.$get>`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call signature
export type AnswerOf<F extends (...args: any[]) => Promise<unknown>> = Answer<Awaited<ReturnType<F>>>;

/**
 * The success body of a call, typed by its route; any other answer (or a body carrying `messages`,
 * spec section 8) becomes an `ApiError` with the spec's messages.
 */
export async function unwrap<R extends ClientResponse<unknown, number, 'json'>>(call: Promise<R>): Promise<Answer<R>> {
  const response = await call;
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json().catch(() => undefined) : await response.text();
  if (!response.ok || (body !== null && typeof body === 'object' && 'messages' in body)) throw toApiError(response.status, body);
  return body as Answer<R>;
}

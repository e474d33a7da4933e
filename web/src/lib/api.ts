import { ApiError, toApiError } from './api-error';
import { expireSession, getToken, refreshSettled, type Audience } from './session';
import { apiUrl, edgeTarget } from './api-base';
import { renderScope, type RenderScope } from './render-scope';
import type { Query } from './query-keys';

/** A server render's call: on the site's origin, without a token, answered by the API in process. */
async function serverFetch(scope: RenderScope, input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), scope.url.origin);
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.delete('Authorization');
  return scope.fetch(new Request(new URL(`${url.pathname}${url.search}`, scope.url.origin), { ...init, headers }));
}

/**
 * The fetch wrapper every screen uses: base `/api`, the audience's bearer token, JSON or FormData
 * bodies, and the spec's error shape (any body with `messages` is an error, whatever the status).
 */
export type { Query, QueryValue } from './query-keys';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A FormData body goes as multipart; anything else as JSON. */
  body?: unknown;
  /** Whose token to send; defaults to admin for `/admin…` paths, customer otherwise. */
  audience?: Audience | 'none';
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const url = apiUrl(`/api${path.startsWith('/') ? path : `/${path}`}`);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

function audienceOf(path: string, audience: RequestOptions['audience']): Audience | undefined {
  if (audience === 'none') return undefined;
  if (audience) return audience;
  return /^\/?admin(\/|$)/.test(path) ? 'admin' : 'customer';
}

interface Sent {
  response: Response;
  /** The token the call carried, if any. */
  token?: string;
}

/**
 * The one 401 path for every call with a session: sends once; if the answer is 401 but the session's
 * token changed while the call was in flight (a refresh retired the token it carried), sends again
 * with the new token instead of logging out. A 401 that still stands on a call that carried a token
 * means the session is gone, so it ends; a 401 without a token (a login) is just bad input.
 */
async function sendWithSession(who: Audience | undefined, attempt: () => Promise<Sent>): Promise<Sent> {
  let sent = await attempt();
  if (sent.response.status !== 401 || !who || !sent.token) return sent;
  await refreshSettled(who);
  const current = getToken(who);
  if (current && current !== sent.token) sent = await attempt();
  if (sent.response.status === 401 && sent.token) expireSession(who);
  return sent;
}

/** `fetch` that reports a network failure as ApiError(0) and lets an abort through as it is. */
async function fetchOrFail(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, '');
  }
}

/** One attempt of `request`/`download`, with the audience's token as it is now. */
async function send(path: string, options: RequestOptions, audience: Audience | undefined): Promise<Sent> {
  const token = audience ? getToken(audience) : undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const init = { method: options.method ?? 'GET', headers, body, signal: options.signal };
  return { response: await fetchOrFail(buildUrl(path, options.query), init), token };
}

function sendFresh(path: string, options: RequestOptions): Promise<Sent> {
  const audience = audienceOf(path, options.audience);
  return sendWithSession(audience, () => send(path, options, audience));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json().catch(() => undefined);
  const text = await response.text();
  return text === '' ? undefined : text;
}

/**
 * `fetch` for the typed client (lib/client.ts): the audience's token by path (`/api/admin…` is the
 * admin's), one retry when a refresh retired the token in flight, and a 401 on a call that carried
 * a token ends that session. Bodies and errors are read by `unwrap`.
 */
export function sessionFetch(audience?: Audience | 'none') {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    // A server render asks the API in its own process, as a guest (render-scope.ts).
    const scope = renderScope();
    if (scope) return serverFetch(scope, input, init);
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const who = audience === 'none' ? undefined : (audience ?? audienceOf(url.pathname.replace(/^\/api/, ''), undefined));
    const attempt = async (): Promise<Sent> => {
      const token = who ? getToken(who) : undefined;
      const headers = new Headers(init.headers);
      headers.set('Accept', 'application/json');
      if (token) headers.set('Authorization', `Bearer ${token}`);
      // A public read without a token may come from the edge cache instead (api-base.ts).
      const method = init.method ?? (input instanceof Request ? input.method : 'GET');
      const edge = token ? url : edgeTarget(url, method, window.location.origin);
      return { response: await fetchOrFail(edge === url ? input : edge, { ...init, headers }), token };
    };
    const sent = await sendWithSession(who, attempt);
    return sent.response;
  };
}

/**
 * A call the typed client cannot name (a path chosen at run time: a resource's import job, a remote
 * option source). The answer is `unknown`: the caller parses it with a core schema.
 */
export async function request(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { response } = await sendFresh(path, options);
  const body = await readBody(response);
  const hasMessages = Boolean(body && typeof body === 'object' && 'messages' in body);
  if (!response.ok || hasMessages) throw toApiError(response.status, body);
  return body;
}

export interface Download {
  blob: Blob;
  filename?: string;
}

/** A file download (exports). Errors still arrive as JSON `messages`. */
export async function download(path: string, options: RequestOptions = {}): Promise<Download> {
  const { response } = await sendFresh(path, options);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) throw toApiError(response.status, await readBody(response));
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), filename: match?.[1] ? decodeURIComponent(match[1]) : undefined };
}

/** Hands a downloaded blob to the browser as a file. */
export function saveFile({ blob, filename }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Untyped calls for run-time paths (see `request`); every fixed path goes through `lib/client.ts`. */
export const api = {
  get: (path: string, query?: Query, options?: RequestOptions) => request(path, { ...options, query }),
  post: (path: string, body?: unknown, options?: RequestOptions) => request(path, { ...options, method: 'POST', body }),
};

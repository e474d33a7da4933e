import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import { env } from '@shop/core/shared/env';
import type { z } from 'zod';
import { MESSAGES, ValidationError } from '@shop/core/shared/errors';
import type { ResolvedLanguage } from '@shop/core/shared/i18n';
import { fieldMessages } from '@shop/core/shared/validation';
import { Settings } from '@shop/core/settings/settings';

export type Body = Record<string, unknown>;

/** Parses input with a shared zod schema; failures become the spec's 422 field → messages map. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldMessages(result.error));
  return result.data;
}

/** `parse` for schemas with async parts (rich text, whose sanitiser loads on first use). */
export async function parseAsync<S extends z.ZodType>(schema: S, input: unknown): Promise<z.output<S>> {
  const result = await schema.safeParseAsync(input);
  if (!result.success) throw new ValidationError(fieldMessages(result.error));
  return result.data;
}

/** Reads a form-data body into a plain object: `a[]` and repeated keys become arrays. */
function formToObject(form: FormData): Body {
  const out: Body = {};
  for (const [rawKey, value] of form.entries()) {
    const isList = rawKey.endsWith('[]');
    const key = isList ? rawKey.slice(0, -2) : rawKey;
    const existing = out[key];
    if (isList || existing !== undefined) {
      out[key] = Array.isArray(existing) ? [...existing, value] : existing === undefined ? [value] : [existing, value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The request body as an object, from JSON, urlencoded or multipart form data (the spec's admin
 * update convention). Malformed JSON and non-object bodies are refused with 422 `messages`.
 */
export async function readBody(c: Context): Promise<Body> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return formToObject(await c.req.formData());
    } catch (error) {
      if ((error as Error).name === 'BodyLimitError') throw error;
      throw ValidationError.field('body', 'The form data could not be read.');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ValidationError.field('body', 'The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ValidationError.field('body', 'The request body must be a JSON object.');
  }
  return value as Body;
}

/**
 * The site language a request names (`?language=`, else a body `language`): its code and storage
 * slot. Every language named must be one the site supports, else 422 beside `language`.
 */
export async function requestLanguage(c: Context, body?: Body): Promise<ResolvedLanguage> {
  const fromQuery = c.req.query('language');
  const fromBody = body?.language;
  if (fromBody !== undefined && fromBody !== null && typeof fromBody !== 'string') {
    throw ValidationError.field('language', MESSAGES.languageUnsupported);
  }
  const [first, second] = [fromQuery, fromBody ?? undefined].filter((l): l is string => l !== undefined);
  const resolved = await Settings.language(first);
  if (second !== undefined) await Settings.language(second);
  return resolved;
}

/** The storage slot of the request's language (`default` is the main language); 422 if unsupported. */
export async function languageOf(c: Context, body?: Body): Promise<string> {
  return (await requestLanguage(c, body)).slot;
}

let trust: { list: string; fn: (address: string, hop: number) => boolean } | undefined;
function trusted(): (address: string, hop: number) => boolean {
  const list = env().TRUSTED_PROXIES;
  if (trust?.list !== list) {
    const entries = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    trust = { list, fn: proxyaddr.compile(entries) };
  }
  return trust.fn;
}

/**
 * The viewer's address CloudFront reports (`CloudFront-Viewer-Address`: `203.0.113.9:46532` or
 * `2001:db8::1:46532`, without its port), believed only when the request carries the edge header with
 * the stage's value (decision 0052); undefined otherwise.
 */
export function edgeViewer(sent: string | undefined, expected: string | undefined, viewer: string | undefined): string | undefined {
  if (!expected || !sent || sent.length !== expected.length || !timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) return undefined;
  const match = viewer ? /^(.+):\d{1,5}$/.exec(viewer.trim()) : null;
  return match?.[1]?.replace(/^\[|\]$/g, '') || undefined;
}

/**
 * Client address for throttling. On Lambda behind the distribution (decision 0052), the viewer's
 * address CloudFront reports, believed only on a request that carries the edge header; on Lambda
 * reached directly, API Gateway's source address. On the Node server, the socket's address — and X-Forwarded-For only
 * when that socket is a configured proxy (TRUSTED_PROXIES), walking back past trusted hops.
 */
export function clientIp(c: Context): string {
  const bindings = c.env as
    { incoming?: { socket?: { remoteAddress?: string } }; event?: { requestContext?: { http?: { sourceIp?: string } } } } | undefined;
  const sourceIp = bindings?.event?.requestContext?.http?.sourceIp;
  if (sourceIp) return edgeViewer(c.req.header('x-shop-edge'), env().EDGE_SECRET, c.req.header('cloudfront-viewer-address')) ?? sourceIp;
  const remoteAddress = bindings?.incoming?.socket?.remoteAddress;
  if (!remoteAddress) return 'unknown';
  const forwarded = c.req.header('x-forwarded-for');
  return proxyaddr({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} } as never, trusted());
}

/** A positive integer path id, else 404 'ID not exists'. */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['ID not exists'] });
  return id;
}

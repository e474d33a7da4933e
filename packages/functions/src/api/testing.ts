/**
 * Helpers for API integration tests: requests go through the real Hono app (`app.request`), which
 * talks to this test file's own table on DynamoDB Local (see local/testing/setup-file.ts).
 */
import { seed } from '@shop/core/seed';
import { Role } from '@shop/core/access/role';
import { Admin } from '@shop/core/access/admin';
import { SYSTEM } from '@shop/core/access/grants';
import { findTargetHandler } from 'hono/utils/handler';
import type { z } from 'zod';
import { app, everyRoute } from './app.js';
import { RESPONSE } from './openapi.js';

export const ADMIN = { email: 'admin@example.com', password: 'Admin12345!' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON (or FormData) request to the app; answers the status, parsed body and headers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  method: string,
  path: string,
  options: {
    token?: string;
    json?: unknown;
    form?: FormData;
    raw?: string;
    headers?: Record<string, string>;
    /** The socket's address, as @hono/node-server passes it (the Node server's client address). */
    remoteAddress?: string;
  } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: FormData | string | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    body = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const bindings = options.remoteAddress ? { incoming: { socket: { remoteAddress: options.remoteAddress } } } : undefined;
  const response = await app.request(path, { method, headers, body }, bindings);
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
  if (response.ok && type.includes('json')) await checkAnswer(method, path, parsed);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** Every route's declared answer schema (`doc({ response })`), matched by method and path. */
const answers = everyRoute().then((full) =>
  full.routes.flatMap((route) => {
    const schema = (findTargetHandler(route.handler) as { [RESPONSE]?: z.ZodType })[RESPONSE];
    if (!schema) return [];
    const pattern = route.path.replace(/:\w+(\{([^}]*)\})?/g, (_m, _g, re?: string) => `(${re ?? '[^/]+'})`);
    return [{ method: route.method, path: route.path, regex: new RegExp(`^${pattern}$`), schema }];
  }),
);

/**
 * Every successful JSON answer a test receives is checked against the schema its route declares,
 * so the contract the web and the OpenAPI document rely on is the one the server keeps.
 */
async function checkAnswer(method: string, url: string, body: unknown): Promise<void> {
  const path = url.split('?')[0] ?? url;
  const route = (await answers).find((a) => a.method === method.toUpperCase() && a.regex.test(path));
  if (!route) throw new Error(`${method} ${path} answered JSON but its route declares no response schema`);
  const result = route.schema.safeParse(body);
  if (!result.success) {
    throw new Error(`${method} ${path} answered outside its schema (${route.path}): ${JSON.stringify(result.error.issues.slice(0, 5))}`);
  }
}

let seeded = false;

/** Seeds once per test file (super admin, demo data) and returns a super-admin token. */
export async function adminToken(): Promise<string> {
  if (!seeded) {
    await seed({ demo: false });
    seeded = true;
  }
  const reply = await call('POST', '/api/admin/login', { json: ADMIN });
  if (reply.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}

let counter = 0;

/** Creates a role with exactly these permissions and an admin holding it (a sales admin when `sales` is given); returns its token. */
export async function limitedAdmin(
  permissions: string[],
  sales?: { parent_id?: number },
): Promise<{ token: string; id: number; roleId: number }> {
  await adminToken();
  counter++;
  const role = await Role.create({ name: `Limited ${counter}`, permissions }, SYSTEM);
  const email = `limited${counter}@example.com`;
  const admin = await Admin.create(
    {
      name: `Limited ${counter}`,
      email,
      password: 'Limited123!',
      enabled: true,
      role_id: role.id,
      // A sales admin (commission enabled), under `parent_id` when given.
      commission_enabled: Boolean(sales),
      ...(sales?.parent_id ? { parent_id: sales.parent_id } : {}),
    },
    SYSTEM,
  );
  const reply = await call('POST', '/api/admin/login', { json: { email, password: 'Limited123!' } });
  return { token: reply.body.token, id: admin.id, roleId: role.id };
}

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);

/** Uploads a small PNG through `POST /api/admin/upload` and answers the key it issued. */
export async function uploadImage(token: string): Promise<string> {
  const form = new FormData();
  form.set('image', new File([PNG_BYTES], 'dot.png', { type: 'image/png' }));
  const reply = await call('POST', '/api/admin/upload', { token, form });
  if (reply.status !== 200) throw new Error(`upload failed: ${JSON.stringify(reply.body)}`);
  return reply.body.path as string;
}

/**
 * Posts a file to a presigned POST form the way a browser does (the answered fields in order, then
 * `file`) straight to the S3 stand-in, which checks the form's policy as S3 does.
 */
export async function postToStorage(
  presigned: { url: string; fields: Record<string, string> },
  bytes: Uint8Array,
  overrides: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...presigned.fields, ...overrides })) form.append(name, value);
  form.append('file', new File([bytes], 'upload.bin'));
  const reply = await fetch(presigned.url, { method: 'POST', body: form });
  return { status: reply.status, text: await reply.text() };
}

/** The smallest file file-type names a PDF. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

/** Uploads PDF_BYTES as a status's e-book and answers its private key. */
export async function uploadEbook(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([PDF_BYTES], 'guide.pdf', { type: 'application/pdf' }));
  const reply = await call('POST', '/api/admin/status/upload', { token, form });
  if (reply.status !== 200) throw new Error(`e-book upload: ${String(reply.status)} ${JSON.stringify(reply.body)}`);
  return (reply.body as { path: string }).path;
}

/**
 * Sets up membership tier `level` for a test that needs one to exist (an audience by tier, a member).
 * No spending reaches it unless `json` says so, so no other test's paid order moves anyone in.
 */
export async function testTier(token: string, level: number, json: Record<string, unknown> = {}): Promise<void> {
  const reply = await call('PUT', `/api/admin/membership_tier/${String(level)}`, {
    token,
    json: {
      enabled: true,
      title: `Tier ${String(level)}`,
      earn_rate_dollar: '10',
      earn_rate_point: 1,
      use_rate_dollar: '1',
      use_rate_point: 10,
      accumulation_spending_amount: '99999999',
      spending_amount: '0',
      keep_spending_amount: '0',
      birthday_points: 0,
      renew_success_points: 0,
      ...json,
    },
  });
  if (reply.status !== 200) throw new Error(`tier ${String(level)}: ${JSON.stringify(reply.body)}`);
}

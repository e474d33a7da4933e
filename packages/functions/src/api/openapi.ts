import type { Hono, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { generateSpecs, resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';

/**
 * The OpenAPI document is generated from the routes themselves: every route carries its summary and
 * answer schema (`doc`), its input validators (`body`, `query` in validate.ts) and its guard
 * (`can`, the auth middlewares) as middleware, and `openApiDocument` walks the app's routes. Nothing
 * repeats a path or a permission.
 */

/** Where a route's answer schema is kept for tests that check every answer against it. */
export const RESPONSE = Symbol('response');

interface DocOptions {
  summary: string;
  /** The JSON the route answers on success; omit for file downloads. */
  response?: z.ZodType;
  /** The success status (201 for creates). */
  status?: 200 | 201 | 202;
  /** The success media type when it is not JSON (xlsx, csv). */
  media?: string;
  /** Left out of the document (a route the resource does not really have). */
  hide?: boolean;
  /** A storefront read by url whose 404 names the record's current url when the url was renamed (decision 0040). */
  renamed?: boolean;
}

/** The 404 of a storefront read by url (decision 0040); its schema is the `NotFoundRenamed` component. */
const RENAMED_NOT_FOUND = {
  description:
    'Not found: unknown, hidden or deleted. When the url was renamed, `moved_to` holds the record’s current url slug (the storefront answers 301 to it).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/NotFoundRenamed' } } },
};

/** Describes a route: its summary and the schema of its success answer. */
export function doc(options: DocOptions): MiddlewareHandler & { [RESPONSE]?: z.ZodType } {
  const status = options.status ?? 200;
  // Built when the document is (GET /api/openapi.json), not with every route at a cold start.
  const content = () =>
    options.response
      ? { 'application/json': { schema: resolver(options.response) } }
      : options.media
        ? { [options.media]: { schema: { type: 'string', format: 'binary' } } }
        : undefined;
  const middleware = createMiddleware(async (_c, next) => next());
  return Object.assign(middleware, {
    [uniqueSymbol]: {
      spec: {
        summary: options.summary,
        ...(options.hide ? { hide: true } : {}),
        get responses() {
          const answer = content();
          return {
            [status]: { description: 'OK', ...(answer ? { content: answer } : {}) },
            ...(options.renamed ? { 404: RENAMED_NOT_FOUND } : {}),
          };
        },
      },
    },
    ...(options.response ? { [RESPONSE]: options.response } : {}),
  });
}

/** Marks a middleware as a spec fragment (security, permission) for the routes it guards. */
export function described<M extends MiddlewareHandler>(middleware: M, spec: Record<string, unknown>): M {
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

const ErrorSchema = {
  type: 'object',
  properties: {
    messages: {
      oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    },
  },
  required: ['messages'],
};

const NotFoundRenamedSchema = {
  type: 'object',
  properties: {
    messages: { type: 'string' },
    moved_to: { type: 'string', description: 'The current url slug of the record this url was renamed away from.' },
  },
  required: ['messages'],
};

type Operation = {
  tags?: string[];
  responses?: Record<string, unknown>;
  parameters?: { in: string; name: string; schema?: unknown }[];
};

/** `/api/admin/brand/{id}` → `Admin: brand`; `/api/login` → `Store: login`. */
function tagOf(path: string): string {
  const [, , first, second] = path.split('/');
  if (first === 'admin') return `Admin: ${second && !second.startsWith('{') ? second : 'auth'}`;
  return `Store: ${first ?? ''}`;
}

let cached: Promise<object> | undefined;

/** The OpenAPI 3.1 document served at /api/openapi.json (built once per process from the routes). */
export function openApiDocument(app: Hono<never>): Promise<object> {
  cached ??= build(app);
  return cached;
}

async function build(app: Hono<never>): Promise<object> {
  const spec = (await generateSpecs(app, {
    documentation: {
      info: { title: 'Shop API', version: '1.0.0', description: 'The storefront and back-office API. Errors answer `{ messages }`.' },
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer' },
          customerToken: { type: 'http', scheme: 'bearer' },
        },
        schemas: { Error: ErrorSchema as never, NotFoundRenamed: NotFoundRenamedSchema as never },
      },
    },
    defaultValidationErrorResponse: false,
    exclude: ['/api/openapi.json', '/api/docs', '/api/health'],
    // `/sitemap.xml` and `/robots.txt` are routes of the app, not static files.
    excludeStaticFile: false,
  })) as { paths: Record<string, Record<string, Operation>> };
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const operation of Object.values(operations)) {
      operation.tags = operation.tags?.length ? operation.tags : [tagOf(path)];
      operation.responses = {
        ...operation.responses,
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      };
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === 'id') parameter.schema = { type: 'integer', minimum: 1 };
      }
    }
  }
  return spec;
}

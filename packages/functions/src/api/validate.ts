import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import type { AppEnv } from './context.js';
import { parse, parseAsync, readBody } from './http.js';

/**
 * Validators that make a route's input part of its type and of the OpenAPI document. Each one parses
 * with a zod schema from core (failures → the spec's 422 field map, through `parse`), stores the
 * result where `c.req.valid(target)` finds it, and declares the schema's input type to Hono, so the
 * app's type (and the web's `hc` client) know what each route accepts.
 */
type Validated<Target extends 'json' | 'query', S extends z.ZodType> = {
  in: { [K in Target]: z.input<S> };
  out: { [K in Target]: z.output<S> };
};

const inputSchema = (schema: z.ZodType) => resolver(schema, { io: 'input' });

function describedBy<M extends MiddlewareHandler>(middleware: M, spec: object): M {
  return Object.assign(middleware, { [uniqueSymbol]: spec });
}

/**
 * The request body, as JSON, urlencoded or multipart form data (the spec's admin forms post form
 * data; the SPA posts JSON): one schema for all three.
 */
export function body<S extends z.ZodType>(schema: S) {
  const middleware = createMiddleware<AppEnv, string, Validated<'json', S>>(async (c, next) => {
    const raw = await readBody(c);
    c.set('rawBody', raw);
    c.req.addValidatedData('json', (await parseAsync(schema, raw)) as object);
    await next();
  });
  return describedBy(middleware, {
    spec: {
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: inputSchema(schema) },
          'multipart/form-data': { schema: inputSchema(schema) },
        },
      },
    },
  });
}

/** The query string. */
export function query<S extends z.ZodObject>(schema: S) {
  const middleware = createMiddleware<AppEnv, string, Validated<'query', S>>(async (c, next) => {
    c.req.addValidatedData('query', parse(schema, c.req.query()) as object);
    await next();
  });
  return describedBy(middleware, { target: 'query', ...resolver(schema, { io: 'input' }), options: { io: 'input' } });
}

/** The raw body a `body()` validator read (for the `language` and `_method` fields next to the data). */
export function rawBody(c: Context<AppEnv>): Record<string, unknown> {
  return c.get('rawBody') ?? {};
}

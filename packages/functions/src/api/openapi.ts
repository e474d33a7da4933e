import { z } from 'zod';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  summary: string;
  tag: string;
  permission?: string;
  auth?: 'admin' | 'customer';
  body?: z.ZodType;
  query?: z.ZodType;
  response?: z.ZodType;
}

const operations: Operation[] = [];

/** Routers describe each route with the same zod schemas they validate with. */
export function describe(op: Operation): void {
  if (!operations.some((o) => o.method === op.method && o.path === op.path)) operations.push(op);
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const ErrorSchema = {
  type: 'object',
  properties: {
    messages: {
      oneOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }],
    },
  },
  required: ['messages'],
};

/** The OpenAPI 3.1 document served at /api/openapi.json. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: m[1] === 'id' ? 'integer' : 'string' },
    }));
    if (op.query) {
      const schema = json(op.query) as { properties?: Record<string, unknown> };
      for (const [name, s] of Object.entries(schema.properties ?? {})) parameters.push({ name, in: 'query', required: false, schema: s as never });
    }
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      ...(op.permission ? { 'x-permission': op.permission } : {}),
      ...(op.auth ? { security: [{ [op.auth === 'admin' ? 'adminToken' : 'customerToken']: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              content: {
                'application/json': { schema: json(op.body) },
                'multipart/form-data': { schema: json(op.body) },
              },
            },
          }
        : {}),
      responses: {
        '200': { description: 'OK', ...(op.response ? { content: { 'application/json': { schema: json(op.response) } } } : {}) },
        default: { description: 'Error', content: { 'application/json': { schema: ErrorSchema } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Shop API', version: '1.0.0' },
    components: {
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer' },
        customerToken: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  };
}

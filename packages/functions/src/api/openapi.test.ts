import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PERMISSION_GROUPS } from '@shop/core/access/permissions';
import type { AnyContract } from '@shop/core/shared/contract';
import { describe, expect, it } from 'vitest';
import { everyRoute } from './app.js';
import { call } from './testing.js';

type Doc = { paths: Record<string, Record<string, { 'x-permission'?: string; security?: unknown[]; responses: Record<string, unknown> }>> };

const CORE = fileURLToPath(new URL('../../../core/src/', import.meta.url));

/** The API paths of the resources without a batch update (their permission group has no `batch_update`). */
async function withoutBatchUpdate(): Promise<string[]> {
  const paths: string[] = [];
  for (const file of readdirSync(CORE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.contract.ts'))) {
    const module = (await import(pathToFileURL(CORE + file).href)) as Record<string, AnyContract>;
    for (const contract of Object.values(module).filter((c) => typeof c?.path === 'string' && c.group)) {
      const group = PERMISSION_GROUPS.find((g) => g.key === contract.group.key);
      if (group?.list && !group.list.includes('batch_update')) paths.push(contract.path);
    }
  }
  return paths;
}

const documentOf = async () => (await call<Doc>('GET', '/api/openapi.json')).body;

describe('the OpenAPI document, generated from the routes', () => {
  it('is a valid OpenAPI 3.1 document for a standard validator', async () => {
    const doc = await documentOf();
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('openapi-typescript generates a client type from it, recursive menus included', async () => {
    const doc = await documentOf();
    const source = astToString(await openapiTS(doc as never));
    expect(source).toContain('"/api/admin/brand/{id}"');
    expect(source).toContain('"/api/menu"');
    // Recursive trees are named components, not refs into a `$defs` that resolves nowhere.
    expect(source).toContain('menus_recursive: components["schemas"]["MenuNode"][]');
    expect(JSON.stringify(doc)).not.toContain('#/$defs');
  });

  it('describes every route the app serves, and every admin route names its guard', async () => {
    const doc = await documentOf();
    const served = new Set<string>();
    for (const route of (await everyRoute()).routes) {
      if (route.method === 'ALL' || ['/api/openapi.json', '/api/docs', '/api/health'].includes(route.path)) continue;
      const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
      served.add(`${route.method.toLowerCase()} ${path}`);
    }
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    // Routes a resource does not have (PUT …/batch where the permission group has no batch_update, GET …/options of a resource
    // no field chooses from) are hidden on purpose.
    const hidden = [...served].filter((r) => !documented.has(r));
    const noBatchUpdate = new Set((await withoutBatchUpdate()).map((path) => `put /api/admin/${path}/batch`));
    expect(noBatchUpdate).toContain('put /api/admin/role/batch');
    expect(
      hidden.every((r) => noBatchUpdate.has(r) || /^get \/api\/admin\/(product|menu|po)\/options$/.test(r)),
      hidden.join(', '),
    ).toBe(true);
    // And no resource without a batch update documents one.
    for (const route of noBatchUpdate) expect(documented.has(route), route).toBe(false);
    for (const [path, ops] of Object.entries(doc.paths)) {
      // The sign-in steps are public: the password, then (decision 0064) the second factor with its challenge.
      if (!path.startsWith('/api/admin') || path === '/api/admin/login' || path.startsWith('/api/admin/login/')) continue;
      for (const [method, op] of Object.entries(ops)) expect(op.security, `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/api/admin/brand']?.post?.['x-permission']).toBe('create brand');
    // The combobox's route: guarded by the list permission, its query (search, ids, limit, the list's filters) described.
    const brandOptions = doc.paths['/api/admin/brand/options']?.get as { 'x-permission'?: string; parameters?: { name: string }[] };
    expect(brandOptions['x-permission']).toBe('get brands');
    expect(brandOptions.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['search', 'ids', 'limit', 'enabled']));
    expect(doc.paths['/api/admin/user/import']?.post?.['x-permission']).toBe('create user | update user');
  });

  it('describes the 404 of the storefront reads by url, which names a renamed url’s current slug (moved_to)', async () => {
    const doc = (await documentOf()) as Doc & { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    for (const path of ['/api/product', '/api/page', '/api/article', '/api/category', '/api/blog/category']) {
      expect(JSON.stringify(doc.paths[path]?.post?.responses['404']), path).toContain('#/components/schemas/NotFoundRenamed');
    }
    expect(doc.paths['/api/block']?.post?.responses['404']).toBeUndefined();
    expect(Object.keys(doc.components.schemas.NotFoundRenamed?.properties ?? {})).toEqual(['messages', 'moved_to']);
  });

  it('GET /api/docs serves a browsable reference of the document', async () => {
    const reply = await call('GET', '/api/docs');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(new TextDecoder().decode(reply.body as ArrayBuffer)).toContain('/api/openapi.json');
  });
});

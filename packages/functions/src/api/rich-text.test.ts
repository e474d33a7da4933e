import { ArticleInput } from '@shop/core/blog/article.schema';
import { BrandInput } from '@shop/core/catalog/brand.schema';
import { ProductInput } from '@shop/core/catalog/product.schema';
import { richTextFields } from '@shop/core/shared/rich-text';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { attribute, productInput } from './catalog-testing.js';
import { adminToken, call } from './testing.js';

const XSS =
  '<p onclick="steal()">Hello <strong>there</strong><script>alert(1)</script>' +
  '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe></p>';
const CLEAN = '<p>Hello <strong>there</strong><img src="x" /><a>link</a></p>';

let n = 0;
/** Every admin resource with rich text: its input schema and a valid body to put the text in. */
const RESOURCES: { path: string; schema: z.ZodObject; fields: string[]; body: () => Record<string, unknown> }[] = [
  { path: 'brand', schema: BrandInput, fields: ['short_description', 'description'], body: () => ({ title: 'Safe', url: `safe-${n++}` }) },
  { path: 'product', schema: ProductInput, fields: ['description'], body: () => productInput() },
  { path: 'article', schema: ArticleInput, fields: ['content'], body: () => ({ title: 'Safe', url: `safe-article-${n++}` }) },
];

function expectSafe(html: unknown, where: string) {
  expect(html, where).toBe(CLEAN);
  expect(String(html), where).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
}

describe('rich text', () => {
  it('is declared once per field in the schema (richText()), for every rich-text field', () => {
    for (const resource of RESOURCES) expect(richTextFields(resource.schema), resource.path).toEqual(resource.fields);
  });

  it('is sanitised on create, update and form-data update for every rich-text field of every resource', async () => {
    const token = await adminToken();
    await attribute(token, 'size', 'Size');
    await attribute(token, 'colour', 'Colour');
    for (const resource of RESOURCES) {
      const dirty = Object.fromEntries(resource.fields.map((f) => [f, XSS]));
      const body = { ...resource.body(), ...dirty };
      const created = await call('POST', `/api/admin/${resource.path}`, { token, json: body });
      expect(created.status, resource.path).toBe(201);
      const id = created.body.id;
      for (const field of resource.fields) expectSafe(created.body[field], `${resource.path} create ${field}`);
      const stored = await call('GET', `/api/admin/${resource.path}/${id}`, { token });
      for (const field of resource.fields) expectSafe(stored.body[field], `${resource.path} stored ${field}`);

      const stocks = (stored.body.stocks as Record<string, unknown>[] | undefined)?.map((s) => ({
        id: s.id,
        sku: s.sku,
        price: s.price,
        attributes: s.attributes,
      }));
      const again = { ...body, ...(stocks ? { stocks } : {}) };
      const updated = await call('PUT', `/api/admin/${resource.path}/${id}?language=zh_hk`, { token, json: again });
      expect(updated.status, resource.path).toBe(200);
      for (const field of resource.fields) expectSafe(updated.body[field], `${resource.path} update ${field}`);

      const form = new FormData();
      form.set('_method', 'PUT');
      form.set('language', 'zh_cn');
      for (const [key, value] of Object.entries(again)) {
        if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') form.set(key, String(value));
      }
      if (resource.path !== 'product') {
        const posted = await call('POST', `/api/admin/${resource.path}/${id}`, { token, form });
        expect(posted.status, resource.path).toBe(200);
        for (const field of resource.fields) expectSafe(posted.body[field], `${resource.path} form ${field}`);
      }
    }
  });

  it('keeps sanitised text unchanged across save → load → save', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/admin/brand', {
      token,
      json: { title: 'Round', url: 'round-trip', description: XSS, short_description: '<p>A &amp; B &lt; C</p>' },
    });
    const loaded = (await call('GET', `/api/admin/brand/${created.body.id}`, { token })).body;
    const resaved = await call('PUT', `/api/admin/brand/${created.body.id}`, {
      token,
      json: { title: loaded.title, url: loaded.url, description: loaded.description, short_description: loaded.short_description },
    });
    expect(resaved.body.description).toBe(loaded.description);
    expect(resaved.body.short_description).toBe('<p>A &amp; B &lt; C</p>');
  });
});

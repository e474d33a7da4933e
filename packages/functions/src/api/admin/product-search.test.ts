import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@shop/core/shared/dynamo';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { product, productInput } from '../catalog-testing.js';
import { adminToken, call } from '../testing.js';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

let n = 0;
const tag = () => `qz${Date.now().toString(36)}${n++}`;
const search = async (term: string, extra = '') => {
  const reply = await call('GET', `/api/admin/product?search=${encodeURIComponent(term)}&per_page=100${extra}`, { token });
  expect(reply.status).toBe(200);
  return { ids: (reply.body.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b), total: reply.body.total as number };
};

describe('product search', () => {
  it('returns name, SKU and barcode matches together (a term that also starts another product’s SKU)', async () => {
    const term = tag();
    const byName = await product(token, { name: `${term} cotton tee` });
    const bySku = await product(token, { sku: `${term.toUpperCase()}-P` });
    const input = productInput();
    (input.stocks as { barcode: string }[])[2]!.barcode = `${term}77`;
    const byBarcode = await product(token, input);
    const byVariantSku = await product(token);
    const variantSku = byVariantSku.stocks[1].sku as string;
    await product(token, { name: `Unrelated ${tag()}` });
    expect(await search(term)).toEqual({ ids: [byName.id, bySku.id, byBarcode.id].sort((a, b) => a - b), total: 3 });
    expect((await search(term.toUpperCase())).ids).toHaveLength(3);
    expect((await search(variantSku.slice(0, -3))).ids).toEqual([byVariantSku.id]);
  });

  it('finds a name from any word on, in every language, and follows renames and deletes', async () => {
    const word = tag();
    const p = await product(token, { name: `Zebra ${word} striped scarf` });
    expect((await search(`${word} striped`)).ids).toEqual([p.id]);
    expect((await search('zebra ' + word)).ids).toEqual([p.id]);
    expect((await search(`${word}  STRIPED   sc`)).ids).toEqual([p.id]);
    expect((await search(`striped ${word}`)).ids).toEqual([]);

    const stocks = p.stocks.map((s: Record<string, unknown>) => ({ id: s.id, sku: s.sku, price: s.price, attributes: s.attributes }));
    const zh = `${word}柔軟純棉T恤`;
    const translated = await call('PUT', `/api/admin/product/${p.id}?language=zh_hk`, {
      token,
      json: { ...productInput({ name: zh, url: p.url, sku: p.sku }), stocks },
    });
    expect(translated.status).toBe(200);
    expect((await search(zh)).ids).toEqual([p.id]);
    expect((await search('純棉t恤')).ids).toContain(p.id);
    expect((await search(`${word} striped`)).ids).toEqual([p.id]); // the main language's name is still found

    const renamed = await call('PUT', `/api/admin/product/${p.id}`, {
      token,
      json: { ...productInput({ name: `Plain ${word}x shawl`, url: p.url, sku: p.sku }), stocks },
    });
    expect(renamed.status).toBe(200);
    expect((await search(`${word} striped`)).ids).toEqual([]);
    expect((await search(`${word}x shawl`)).ids).toEqual([p.id]);

    expect((await call('DELETE', `/api/admin/product/${p.id}`, { token })).status).toBe(200);
    expect((await search(`${word}x`)).ids).toEqual([]);
    expect((await search(zh)).ids).toEqual([]);
  });

  it('combines a search with the filters, and pages the matches', async () => {
    const term = tag();
    const general = await product(token, { name: `${term} general` });
    const service = await product(token, { name: `${term} service`, type: 'service' });
    expect((await search(term, '&type=service')).ids).toEqual([service.id]);
    expect((await search(term, '&type=general')).ids).toEqual([general.id]);
    const first = await call('GET', `/api/admin/product?search=${term}&per_page=10&page=1&sort=name&order=asc`, { token });
    expect(first.body).toMatchObject({ total: 2, page: 1 });
    expect(first.body.data.map((p: { id: number }) => p.id)).toEqual([general.id, service.id]);
    const past = await call('GET', `/api/admin/product?search=${term}&per_page=10&page=2`, { token });
    expect(past.body).toMatchObject({ data: [], total: 2 });
  });

  it('reads only the name and SKU entries, never the product list partition', async () => {
    const term = tag();
    await product(token, { name: `${term} indexed` });
    const send = vi.spyOn(documentClient, 'send');
    try {
      expect((await search(term)).total).toBe(1);
      const commands: unknown[] = send.mock.calls.map(([command]) => command);
      const queries = commands.filter((c) => c instanceof QueryCommand).map((c) => (c as QueryCommand).input);
      expect(queries.length).toBeGreaterThan(0);
      for (const q of queries) {
        expect(q.FilterExpression).toBeUndefined();
        expect(q.KeyConditionExpression).toMatch(/^gsi[56]pk = :pk AND gsi[56]sk BETWEEN :prefix AND :last$/);
      }
    } finally {
      send.mockRestore();
    }
  });
});

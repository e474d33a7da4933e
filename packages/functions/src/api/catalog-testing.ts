/** Fixtures for catalogue and stock tests: options, warehouses and a 2×2-variant product. */
import { adminToken, call, type Reply } from './testing.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export async function attribute(token: string, key: string, label: string) {
  const existing = await call('GET', `/api/admin/attribute?search=${key}&per_page=100`, { token });
  const found = existing.body.data?.find((a: { key: string }) => a.key === key);
  if (found) return found;
  const reply = await call('POST', '/api/admin/attribute', { token, json: { key, label } });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body;
}

export async function warehouse(token: string, name = `Warehouse ${unique()}`) {
  const reply = await call('POST', '/api/admin/warehouse', { token, json: { name, code: name.replace(/\W/g, '').slice(0, 20) } });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body as { id: number; name: string };
}

/** Size (S, M) × colour (red, blue) = 4 variants. */
export function productInput(overrides: Record<string, unknown> = {}) {
  const id = unique();
  const sizes = ['S', 'M'];
  const colours = ['red', 'blue'];
  return {
    name: `Tee ${id}`,
    url: `tee-${id}`,
    sku: `TEE-${id}`,
    options: [
      { key: 'size', values: sizes },
      { key: 'colour', values: colours },
    ],
    stocks: sizes.flatMap((size) =>
      colours.map((colour) => ({
        sku: `TEE-${id}-${size}-${colour}`,
        barcode: `${id}${size}${colour}`,
        price: '19.90',
        attributes: { size, colour },
      })),
    ),
    ...overrides,
  };
}

export async function product(token: string, overrides: Record<string, unknown> = {}) {
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
  const reply = await call('POST', '/api/admin/product', { token, json: productInput(overrides) });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body;
}

export type StockMove = (action: string, json: Record<string, unknown>) => Promise<Reply>;

/** A super-admin token with the size and colour options in place, and a stock-movement caller. */
export async function stockTestbed(): Promise<{ token: string; move: StockMove }> {
  const token = await adminToken();
  await attribute(token, 'size', 'Size');
  await attribute(token, 'colour', 'Colour');
  return { token, move: (action, json) => call('POST', `/api/admin/inventory/${action}`, { token, json }) };
}

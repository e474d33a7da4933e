import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarehouseInput } from '../inventory/warehouse.schema.js';
import { Warehouse } from '../inventory/warehouse.js';
import { documentClient } from '../shared/dynamo.js';
import { AttributeInput } from './attribute.schema.js';
import { Attribute } from './attribute.js';
import { ProductInput } from './product.schema.js';
import { Product } from './product.js';
import { Stock } from './stock.js';

const actor = { admin_id: null };
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

async function tee(
  name: string,
  colours: string[],
): Promise<{ name: string; stocks: { id: number; attributes: Record<string, string> }[] }> {
  const id = unique();
  const input = ProductInput.parse({
    name,
    url: `tee-${id}`,
    sku: `TEE-${id}`,
    options: [{ key: 'colour', values: colours }],
    stocks: colours.map((colour) => ({ sku: `TEE-${id}-${colour}`, price: '9.90', attributes: { colour } })),
  });
  return { name, stocks: (await Product.create(input, 'default')).stocks };
}

/** The commands the document client sent while `work` ran, by command name. */
async function commandsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const send = vi.spyOn(documentClient, 'send');
  await work();
  return send.mock.calls.map(([command]) => (command as object).constructor.name);
}

afterEach(() => vi.restoreAllMocks());

describe("the catalogue's stock list (inventory rows named by the catalogue)", () => {
  it('names every row with one batch read of products and one of warehouses, never a read per row', async () => {
    await Attribute.create(AttributeInput.parse({ key: 'colour', label: 'Colour' }), 'default').catch(() => undefined);
    const [north, south] = await Promise.all(
      ['North', 'South'].map((name) => Warehouse.create(WarehouseInput.parse({ name: `${name} ${unique()}`, code: `W${unique()}` }))),
    );
    const products = [await tee('Red tee', ['red', 'pink']), await tee('Blue tee', ['blue'])];
    for (const product of products) {
      for (const stock of product.stocks) {
        for (const warehouse of [north!, south!]) {
          await Stock.plus({ stock_id: stock.id, warehouse_id: warehouse.id, quantity: 3, reason: 'Count' }, actor);
        }
      }
    }

    let page: Awaited<ReturnType<typeof Stock.list>> | undefined;
    const commands = await commandsDuring(async () => {
      page = await Stock.list({ page: 1, per_page: 50 }, 'default');
    });

    expect(page!.total).toBe(6);
    const rows = page!.data.map((r) => [r.product_name, r.sku?.split('-').pop(), r.attributes.colour, r.warehouse_name, r.quantity]);
    expect(rows).toHaveLength(6);
    for (const product of products) {
      for (const stock of product.stocks) {
        for (const warehouse of [north!, south!]) {
          expect(rows).toContainEqual([product.name, stock.attributes.colour, stock.attributes.colour, warehouse.name, 3]);
        }
      }
    }
    expect(commands.filter((c) => c === 'BatchGetCommand')).toHaveLength(2);
    // One Get: the rows' counter (the total), whatever the number of rows.
    expect(commands.filter((c) => c === 'GetCommand')).toHaveLength(1);
    expect(commands.filter((c) => c === 'QueryCommand')).toHaveLength(1);
  });

  it('refuses to move stock of a variant the catalogue does not know (422 beside stock_id)', async () => {
    const warehouse = await Warehouse.create(WarehouseInput.parse({ name: `Spare ${unique()}`, code: `S${unique()}` }));
    await expect(Stock.plus({ stock_id: 987654, warehouse_id: warehouse.id, quantity: 1, reason: 'Count' }, actor)).rejects.toMatchObject({
      status: 422,
      messages: { stock_id: ['The selected variant does not exist.'] },
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { SearchIndex, searchTokens } from '../shared/search-index.js';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../shared/dynamo.js';
import { AttributeInput } from './attribute.schema.js';
import { Attribute } from './attribute.js';
import { Listing, type ListingView } from './listing.js';
import { ListingQuery } from './listing.schema.js';
import { cardPrice } from './prices.js';
import { productEntity } from './product.entity.js';
import { ProductInput } from './product.schema.js';
import { productStore } from './product.store.js';
import { Product } from './product.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;
const view: ListingView = { language: 'default', showPrices: true };
const query = (json: Record<string, unknown> = {}) => ListingQuery.parse({ per_page: 100, ...json });

interface Variant {
  price: string;
  special_price?: string;
  visibled?: boolean;
}

/** A visible product with these variants (one option value each), its name in the main language. */
async function product(name: string, variants: Variant[], more: Record<string, unknown> = {}) {
  const id = unique();
  const raw = {
    name,
    url: `p-${id}`,
    sku: `P-${id}`,
    track_inventories: false,
    is_featured: true,
    options: [{ key: 'size', values: variants.map((_, i) => `s${i}`) }],
    stocks: variants.map((v, i) => ({ sku: `P-${id}-${i}`, attributes: { size: `s${i}` }, ...v })),
    ...more,
  };
  const created = await Product.create(await ProductInput.parseAsync(raw), 'default');
  return { ...created, raw };
}

/** Saves the product's texts in another language (the variants sent back as they are). */
async function translate(p: Awaited<ReturnType<typeof product>>, language: string, texts: Record<string, unknown>) {
  const stocks = p.stocks.map((s, i) => ({ ...p.raw.stocks[i], id: s.id }));
  await Product.update(p.id, await ProductInput.parseAsync({ ...p.raw, stocks, ...texts }), language);
}

const ids = (cards: { id: number }[]) => cards.map((c) => c.id);

beforeAll(async () => {
  await Attribute.create(AttributeInput.parse({ key: 'size', label: 'Size' }), 'default');
});

describe('a card price is the lowest price paid (decision 0042)', () => {
  it('is the special price where one applies, with its variant’s regular price beside it', () => {
    expect(cardPrice([{ price: '120.00', special_price: '99.00' }])).toEqual({ price: '99.00', minor: 9900, regular_price: '120.00' });
    expect(cardPrice([{ price: '120.00' }])).toEqual({ price: '120.00', minor: 12000, regular_price: null });
    // A regular 100 is dearer than a special 99: the card says 99, once 120.
    expect(cardPrice([{ price: '100.00' }, { price: '120.00', special_price: '99.00' }])?.regular_price).toBe('120.00');
    // Same price paid with and without a discount: no saving is claimed.
    expect(cardPrice([{ price: '120.00', special_price: '99.00' }, { price: '99.00' }])).toMatchObject({
      price: '99.00',
      regular_price: null,
    });
    // A special price equal to the price is no discount.
    expect(cardPrice([{ price: '99.00', special_price: '99.00' }])?.regular_price).toBeNull();
    expect(cardPrice([])).toBeNull();
  });

  it('cards, price order, price filters and price bounds all use the price paid', async () => {
    const s = unique();
    const tote = await product(`Pricing tote ${s}`, [{ price: '120.00', special_price: '99.00' }]);
    const bag = await product(`Pricing bag ${s}`, [{ price: '100.00' }]);
    // A hidden variant's special price is not on offer.
    const box = await product(`Pricing box ${s}`, [{ price: '110.00' }, { price: '150.00', special_price: '10.00', visibled: false }]);

    const asc = await Listing.search(`pricing ${s}`, query({ sort: 'price_asc' }), view);
    expect(ids(asc.data)).toEqual([tote.id, bag.id, box.id]);
    expect(asc.data[0]).toMatchObject({ price: '99.00', regular_price: '120.00' });
    expect(asc.data[1]).toMatchObject({ price: '100.00', regular_price: null });
    expect(asc.data[2]).toMatchObject({ price: '110.00', regular_price: null });
    expect(asc.facets.price).toEqual({ min: '99.00', max: '110.00' });
    expect(ids((await Listing.search(`pricing ${s}`, query({ sort: 'price_desc' }), view)).data)).toEqual([box.id, bag.id, tote.id]);

    const upTo99 = await Listing.search(`pricing ${s}`, query({ filters: { max_price: '99' } }), view);
    expect(ids(upTo99.data)).toEqual([tote.id]);
    const from100 = await Listing.search(`pricing ${s}`, query({ filters: { min_price: '100' } }), view);
    expect(ids(from100.data).sort()).toEqual([bag.id, box.id].sort());

    // The other card lists: a wishlist's or an article's cards, the homepage's flagged products.
    expect((await Listing.cards([tote.id], view)).get(tote.id)).toMatchObject({ price: '99.00', regular_price: '120.00' });
    expect((await Listing.flagged('is_featured', 50, view)).find((c) => c.id === tote.id)).toMatchObject({ price: '99.00' });
    // Withheld from a guest on a members-only site: neither price is shown.
    const guest = await Listing.search(`pricing ${s}`, query(), { language: 'default', showPrices: false });
    expect(guest.data.every((c) => c.price === null && c.regular_price === null)).toBe(true);
  });

  it('follows a special price set or cleared by the next save', async () => {
    const s = unique();
    const lamp = await product(`Sale lamp ${s}`, [{ price: '80.00' }]);
    expect((await Listing.cards([lamp.id], view)).get(lamp.id)).toMatchObject({ price: '80.00', regular_price: null });
    await translate(lamp, 'default', { stocks: [{ ...lamp.raw.stocks[0], id: lamp.stocks[0]!.id, special_price: '60.00' }] });
    expect((await Listing.cards([lamp.id], view)).get(lamp.id)).toMatchObject({ price: '60.00', regular_price: '80.00' });
    const sorted = await Listing.search(`sale lamp ${s}`, query({ filters: { max_price: '60' } }), view);
    expect(ids(sorted.data)).toEqual([lamp.id]);
  });
});

describe('storefront search takes what people type (decision 0042)', () => {
  async function catalogue() {
    const s = unique();
    const tee = await product('Trail tee', [{ price: '180.00' }]);
    await translate(tee, 'zh_hk', { name: '越野 T 恤' });
    const lamp = await product(`O'Brien desk lamp ${s}`, [{ price: '320.00' }]);
    const hidden = await product('Trail tee hidden', [{ price: '1.00' }], { visibled: false });
    return { tee, lamp, hidden, s };
  }
  const found = async (keyword: string, language = 'default') =>
    ids((await Listing.search(keyword, query(), { language, showPrices: true })).data);

  it('finds the tee by "tee shirt", "T恤", "T 恤", "Ｔ恤", a part of its Chinese name and its SKU', async () => {
    const { tee, hidden } = await catalogue();
    for (const keyword of [
      'tee shirt',
      'T恤',
      'T 恤',
      'Ｔ恤',
      '越野 T 恤',
      '越野T恤',
      '野',
      '恤',
      '越野 tee',
      'TRAIL',
      tee.raw.stocks[0]!.sku,
    ]) {
      const result = await found(keyword);
      expect(result, keyword).toContain(tee.id);
      expect(result, keyword).not.toContain(hidden.id);
    }
    const zh = await Listing.search('T恤', query(), { language: 'zh_hk', showPrices: true });
    expect(zh.data.find((c) => c.id === tee.id)?.name).toBe('越野 T 恤');
  });

  it("ignores punctuation, %, quotes and emoji: O'Brien, 50%, a smiley and a 300-character paste are searched", async () => {
    const { tee, lamp, s } = await catalogue();
    for (const keyword of ["O'Brien", 'o’brien', 'OBRIEN', `"o'brien desk lamp ${s}"`, 'desk-lamp!!', '💡 desk lamp']) {
      expect(await found(keyword), keyword).toContain(lamp.id);
    }
    expect(await found('trail tee 😀')).toContain(tee.id);
    const paste = `trail tee ${'x'.repeat(290)}`;
    expect(paste).toHaveLength(300);
    expect(await found(paste)).toContain(tee.id);
    // Nothing searchable in it: nothing is searched and nothing found.
    for (const keyword of ['%', '..', '/', '😀', '%%%']) {
      const result = await Listing.search(keyword, query(), view);
      expect(result, keyword).toMatchObject({ total: 0, data: [] });
    }
  });

  it('rebuilds name entries made by the older rule once (Product.syncSearch), so older products are found as new ones are', async () => {
    const old = await product("O'Neill tee", [{ price: '50.00' }]);
    await translate(old, 'zh_hk', { name: '夏日 T 恤' });
    // As the previous rule indexed it: the names as written (the apostrophe kept), word starts only.
    const record = await productStore.get(old.id);
    const previous = searchTokens(Object.values(record.translations).map((t) => t.name)).slice(0, 12);
    const changes = SearchIndex.changes(productStore.name, old.id, record.search_tokens ?? [], previous);
    await documentClient.send(new TransactWriteCommand({ TransactItems: changes }));
    await productEntity.patch({ id: old.id }).set({ search_tokens: previous }).go();
    expect(await found("O'Neill")).not.toContain(old.id);

    expect(await Product.syncSearch()).toBeGreaterThanOrEqual(1);
    expect(await found("O'Neill")).toContain(old.id);
    expect(await found('日T恤')).toContain(old.id);
    // Once per rule: a second start reads one marker and rewrites nothing.
    expect(await Product.syncSearch()).toBe(0);
  });
});

describe('translated texts fall back to the main language by one rule (decision 0042)', () => {
  it('a blank description, meta text or missing option label in the shopper’s language shows the main language’s', async () => {
    const size = await Attribute.create(AttributeInput.parse({ key: `fit${unique().replace(/[^a-z]/g, '')}`, label: 'Fit' }), 'default');
    const p = await product('Soft scarf', [{ price: '20.00' }], {
      description: '<p>Soft</p>',
      meta_title: 'Scarf',
      options: [{ key: size.key, values: ['s0'] }],
      stocks: [{ sku: `SC-${unique()}`, price: '20.00', attributes: { [size.key]: 's0' } }],
    });
    // Saved in Chinese with the editor left empty: the name is given, the texts are blank.
    await translate(p, 'zh_hk', { name: '柔軟圍巾', description: '<p></p>', meta_title: '  ' });
    const zh = await Product.storefront(p.url, 'zh_hk', { showPrices: true, warehouseId: null });
    expect(zh).toMatchObject({ name: '柔軟圍巾', description: '<p>Soft</p>', meta_title: 'Scarf' });
    expect(zh?.options).toEqual([{ key: size.key, label: 'Fit', values: ['s0'] }]);

    await Attribute.update(size.id, AttributeInput.parse({ key: size.key, label: '版型' }), 'zh_hk');
    await translate(p, 'zh_hk', { name: '柔軟圍巾', description: '<p>柔軟</p>' });
    const after = await Product.storefront(p.url, 'zh_hk', { showPrices: true, warehouseId: null });
    expect(after).toMatchObject({ description: '<p>柔軟</p>', options: [{ label: '版型' }] });
    // The main language is untouched.
    expect(await Product.storefront(p.url, 'default', { showPrices: true, warehouseId: null })).toMatchObject({
      name: 'Soft scarf',
      description: '<p>Soft</p>',
    });
  });
});

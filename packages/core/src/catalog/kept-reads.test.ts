import { describe, expect, it } from 'vitest';
import { Menu } from '../content/menu.js';
import { MenuInput } from '../content/menu.schema.js';
import { dynamo } from '../shared/dynamo.js';
import { Brand } from './brand.js';
import { BrandInput } from './brand.schema.js';

/** The DynamoDB requests `work` sends. */
async function requestsDuring(work: () => Promise<unknown>): Promise<number> {
  let requests = 0;
  const name = `count${String(Math.random())}`;
  dynamo.middlewareStack.add(
    (next) => (args) => {
      requests += 1;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await work();
  } finally {
    dynamo.middlewareStack.remove(name);
  }
  return requests;
}

/** A warm category page reads nothing (decision 0044): its meta texts and its brand filter's titles are kept, and writes empty them. */
describe('what a category page keeps between requests', () => {
  it("a category's meta texts: read once, then kept until a menu write", async () => {
    const url = `kept-${String(Date.now())}`;
    const category = await Menu.create(MenuInput.parse({ title: 'Kept', type: 'category', url, meta_title: 'First title' }), 'default');
    expect((await Menu.storefrontCategory(url, 'default'))?.meta_title).toBe('First title');
    expect(await requestsDuring(() => Menu.storefrontCategory(url, 'default'))).toBe(0);

    await Menu.update(category.id, { meta_title: 'Second title' }, 'default');
    expect((await Menu.storefrontCategory(url, 'default'))?.meta_title).toBe('Second title');
  });

  it("the brand filter's titles: read once per language, then kept until a brand write; a disabled brand drops out", async () => {
    const stamp = String(Date.now());
    const brand = await Brand.create(BrandInput.parse({ title: 'Kept brand', url: `kept-brand-${stamp}` }), 'default');
    expect(await Brand.enabledTitles([brand.id, 987654321], 'default')).toEqual(new Map([[brand.id, 'Kept brand']]));
    expect(await requestsDuring(() => Brand.enabledTitles([brand.id, 987654321], 'default'))).toBe(0);

    await Brand.update(brand.id, BrandInput.parse({ title: 'Kept brand', url: `kept-brand-${stamp}`, enabled: false }), 'default');
    expect(await Brand.enabledTitles([brand.id], 'default')).toEqual(new Map());
  });
});

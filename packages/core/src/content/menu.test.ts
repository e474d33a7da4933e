import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentClient } from '../shared/dynamo.js';
import { Categories } from '../catalog/categories.js';
import { Menu } from './menu.js';
import { lastOrder, menuUrl, MenuInput, placeAmongSiblings, storefrontLink } from './menu.schema.js';

const sibs = (...orders: number[]) => orders.map((order, i) => ({ id: i + 1, order }));

describe('menu ordering rules', () => {
  it('puts a new menu last: last sibling order + 100, or 0 when there are no siblings', () => {
    expect(lastOrder([])).toBe(0);
    expect(lastOrder(sibs(0, 100, 200))).toBe(300);
    expect(lastOrder(sibs(250, 40))).toBe(350);
  });

  it('renumbers nobody when the requested order is free', () => {
    expect(placeAmongSiblings(sibs(0, 100, 200), { id: 9, order: 150 })).toEqual([]);
  });

  it('moving up onto a sibling pushes it and the following colliding siblings down by 100 steps', () => {
    // A=0, B=100, C=200, D=400; a new menu takes 100: B→200 collides with C→300, D stays at 400.
    expect(placeAmongSiblings(sibs(0, 100, 200, 400), { id: 9, order: 100 })).toEqual([
      { id: 2, order: 200 },
      { id: 3, order: 300 },
    ]);
  });

  it('moving down onto the next sibling swaps the two (the sibling takes the freed place)', () => {
    // A(1)=0 dragged onto B(2)=100: B→0, A lands at 100, C stays.
    expect(placeAmongSiblings(sibs(0, 100, 200), { id: 1, order: 100, after: true })).toEqual([{ id: 2, order: 0 }]);
    // A(1)=0 dragged onto C(3)=200: C→100 collides with B→0.
    expect(placeAmongSiblings(sibs(0, 100, 200), { id: 1, order: 200, after: true })).toEqual([
      { id: 3, order: 100 },
      { id: 2, order: 0 },
    ]);
  });

  it('never renumbers below 0: a crowded downward move pushes the neighbours up instead', () => {
    const changes = placeAmongSiblings(sibs(0, 1, 2, 3), { id: 1, order: 3, after: true });
    expect(changes).toEqual([{ id: 4, order: 103 }]);
    expect(changes.every((c) => c.order >= 0)).toBe(true);
  });
});

describe('menu url rules', () => {
  it('link needs an http or https URL', () => {
    expect(menuUrl('link', 'ftp://example.com')).toEqual({ error: 'This input must be a valid URL' });
    expect(menuUrl('link', 'javascript:alert(1)')).toEqual({ error: 'This input must be a valid URL' });
    expect(menuUrl('link', 'https://example.com/a?b=1')).toEqual({ url: 'https://example.com/a?b=1' });
  });

  it('service and contact_us have fixed urls whatever is sent', () => {
    expect(menuUrl('service', 'anything')).toEqual({ url: 'services' });
    expect(menuUrl('contact_us', undefined)).toEqual({ url: 'contact-us' });
  });

  it('the other types need a slug', () => {
    for (const type of ['category', 'page', 'blog_article', 'blog_category', 'form'] as const) {
      expect(menuUrl(type, '')).toEqual({ error: 'This field is required.' });
      expect(menuUrl(type, 'a b')).toHaveProperty('error');
      expect(menuUrl(type, 'summer-sale_2')).toEqual({ url: 'summer-sale_2' });
    }
  });

  it('resolves storefront links by type', () => {
    expect(storefrontLink('category', 'shoes')).toBe('/category/shoes');
    expect(storefrontLink('page', 'about')).toBe('/about');
    expect(storefrontLink('link', 'https://x.test/a')).toBe('https://x.test/a');
    expect(storefrontLink('blog_article', 'a1')).toBe('/blog/article/a1');
    expect(storefrontLink('blog_category', 'c1')).toBe('/blog/category/c1');
    expect(storefrontLink('form', 'f1')).toBe('/form/f1');
    expect(storefrontLink('service', 'services')).toBe('/service');
    expect(storefrontLink('contact_us', 'contact-us')).toBe('/contact-us');
  });
});

const input = (fields: Record<string, unknown>) => MenuInput.parse(fields);

describe('menu writes on DynamoDB', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a sibling changed between planning and committing a reorder fails the move with 409 and leaves every order as it was', async () => {
    const parent = await Menu.create(input({ title: 'Race parent', type: 'page', url: 'race' }), 'default');
    const a = await Menu.create(input({ title: 'A', type: 'page', url: 'a', parent_id: parent.id }), 'default');
    const b = await Menu.create(input({ title: 'B', type: 'page', url: 'b', parent_id: parent.id }), 'default');
    const c = await Menu.create(input({ title: 'C', type: 'page', url: 'c', parent_id: parent.id }), 'default');
    expect([a.order, b.order, c.order]).toEqual([0, 100, 200]);

    // Just before the reorder transaction commits, someone else edits B.
    const client = documentClient;
    const send = client.send.bind(client);
    let interfered = false;
    vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      if (!interfered && command instanceof TransactWriteCommand && (command.input.TransactItems ?? []).length > 1) {
        interfered = true;
        await Menu.update(b.id, { title: 'B edited meanwhile' }, 'default');
      }
      return send(command as never);
    }) as never);

    await expect(Menu.update(c.id, { order: 100 }, 'default')).rejects.toMatchObject({ status: 409 });
    expect(interfered).toBe(true);
    vi.restoreAllMocks();

    const children = (await Menu.get(parent.id, 'default')).menus_recursive;
    expect(children.map((m) => [m.title, m.order])).toEqual([
      ['A', 0],
      ['B edited meanwhile', 100],
      ['C', 200],
    ]);
  });

  it("the catalogue's category set follows category menus: created, retyped and deleted in the menu's own transaction", async () => {
    const cat = await Menu.create(input({ title: 'Shoes', type: 'category', url: 'core-shoes' }), 'default');
    const page = await Menu.create(input({ title: 'About', type: 'page', url: 'core-about' }), 'default');
    expect(await Categories.exist([])).toBe(true);
    expect(await Categories.exist([cat.id])).toBe(true);
    expect(await Categories.exist([cat.id, page.id])).toBe(false);
    expect(await Categories.exist([cat.id, 987654])).toBe(false);
    expect((await Menu.categoryByUrl('CORE-SHOES', 'default'))?.id).toBe(cat.id);
    expect(await Menu.categoryByUrl('core-about', 'default')).toBeUndefined();

    await Menu.update(page.id, { type: 'category', url: 'core-about' }, 'default');
    expect(await Categories.exist([cat.id, page.id])).toBe(true);
    await Menu.update(cat.id, { type: 'page' }, 'default');
    expect(await Categories.exist([cat.id])).toBe(false);
    await Menu.remove(page.id);
    expect(await Categories.exist([page.id])).toBe(false);
  });
});

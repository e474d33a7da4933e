import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';

let seq = 0;
const slug = (base: string) => `${base}-${++seq}`;

async function menu(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/menu', { token, json: fields });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

/** A fresh parent so each test's siblings are its own. */
async function parentWithChildren(token: string, titles: string[]) {
  const parent = await menu(token, { title: slug('Parent'), type: 'page', url: slug('parent') });
  const children = [];
  for (const title of titles) children.push(await menu(token, { title, type: 'page', url: slug('child'), parent_id: parent.id }));
  return { parent, children };
}

async function childOrders(token: string, parentId: number): Promise<[string, number][]> {
  const reply = await call('GET', `/api/admin/menu/${parentId}`, { token });
  return reply.body.menus_recursive.map((m: { title: string; order: number }) => [m.title, m.order]);
}

const put = (token: string, id: number, json: Record<string, unknown>) => call('PUT', `/api/admin/menu/${id}`, { token, json });

describe('menus: fields and url rules', () => {
  it('POST /api/admin/menu requires title, type and url', async () => {
    const token = await adminToken();
    const empty = await call('POST', '/api/admin/menu', { token, json: { title: '', url: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({ title: ['This field is required.'], type: ['This field is required.'] });
    const noUrl = await call('POST', '/api/admin/menu', { token, json: { title: 'T', type: 'page' } });
    expect(noUrl.status).toBe(422);
    expect(noUrl.body.messages).toEqual({ url: ['This field is required.'] });
    const badType = await call('POST', '/api/admin/menu', { token, json: { title: 'T', type: 'video', url: 'x' } });
    expect(badType.body.messages).toEqual({ type: ['Please check your input.'] });
  });

  it('creates a menu with the spec defaults (enabled, current tab, mobile, desktop all true) and no products', async () => {
    const token = await adminToken();
    const created = await menu(token, { title: 'Defaults', type: 'page', url: 'defaults' });
    expect(created).toMatchObject({
      parent_id: null,
      title: 'Defaults',
      type: 'page',
      url: 'defaults',
      enabled: true,
      open_in_current_tab: true,
      display_in_mobile: true,
      display_in_desktop: true,
      products: [],
      image: null,
      image_path: null,
      level: 1,
      display_title: 'Defaults',
      parent_name: null,
      parent_recursive: null,
      menus_recursive: [],
      language: 'default',
    });
    const got = await call('GET', `/api/admin/menu/${created.id}`, { token });
    expect(got.body).toEqual(created);
  });

  it('a link menu needs an http or https URL', async () => {
    const token = await adminToken();
    for (const url of ['example.com', 'ftp://example.com/x', 'javascript:alert(1)']) {
      const bad = await call('POST', '/api/admin/menu', { token, json: { title: 'Link', type: 'link', url } });
      expect(bad.status).toBe(422);
      expect(bad.body.messages).toEqual({ url: ['This input must be a valid URL'] });
    }
    const ok = await menu(token, { title: 'Link', type: 'link', url: 'https://example.com/sale' });
    expect(ok.url).toBe('https://example.com/sale');
    const switched = await put(token, ok.id, { type: 'link', url: 'mailto:x@example.com' });
    expect(switched.status).toBe(422);
    expect(switched.body.messages).toEqual({ url: ['This input must be a valid URL'] });
  });

  it('service and contact_us menus get their fixed url whatever is sent', async () => {
    const token = await adminToken();
    expect((await menu(token, { title: 'Services', type: 'service', url: 'ignored' })).url).toBe('services');
    expect((await menu(token, { title: 'Contact', type: 'contact_us' })).url).toBe('contact-us');
    const page = await menu(token, { title: 'Was page', type: 'page', url: 'was-page' });
    const changed = await put(token, page.id, { type: 'contact_us' });
    expect(changed.body).toMatchObject({ type: 'contact_us', url: 'contact-us' });
  });

  it('page, blog_article, blog_category and form menus need a slug url', async () => {
    const token = await adminToken();
    for (const type of ['page', 'blog_article', 'blog_category', 'form']) {
      const missing = await call('POST', '/api/admin/menu', { token, json: { title: type, type } });
      expect(missing.body.messages).toEqual({ url: ['This field is required.'] });
      const spaced = await call('POST', '/api/admin/menu', { token, json: { title: type, type, url: 'not a slug' } });
      expect(spaced.status).toBe(422);
      // Blog menus must also name an existing article or category (admin/blog.test.ts).
      if (!type.startsWith('blog_')) expect((await menu(token, { title: type, type, url: `${type}-target` })).url).toBe(`${type}-target`);
    }
  });

  it('category urls are required and unique among category menus only', async () => {
    const token = await adminToken();
    const cat = await menu(token, { title: 'Shoes', type: 'category', url: 'shoes' });
    const clash = await call('POST', '/api/admin/menu', { token, json: { title: 'Other', type: 'category', url: 'SHOES' } });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });
    // A page may point at the same slug; it is not a category.
    await menu(token, { title: 'Shoes page', type: 'page', url: 'shoes' });
    // Turning the category into a page frees its url for another category.
    await put(token, cat.id, { type: 'page' });
    await menu(token, { title: 'Shoes again', type: 'category', url: 'shoes' });
  });

  it('keeps title, short_description and meta fields per language with the main language as fallback', async () => {
    const token = await adminToken();
    const created = await menu(token, {
      title: 'Sale',
      short_description: 'Deals',
      meta_title: 'Sale | Shop',
      meta_description: 'All deals',
      type: 'page',
      url: 'sale',
    });
    const zh = await call('PUT', `/api/admin/menu/${created.id}?language=zh_hk`, {
      token,
      json: { title: '減價', meta_title: '減價 | 商店' },
    });
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ title: '減價', meta_title: '減價 | 商店', short_description: 'Deals', language: 'zh_hk' });
    expect((await call('GET', `/api/admin/menu/${created.id}`, { token })).body).toMatchObject({
      title: 'Sale',
      meta_title: 'Sale | Shop',
    });
    expect((await call('GET', `/api/admin/menu/${created.id}?language=zh_cn`, { token })).body.title).toBe('Sale');
    // Globals are shared by every language.
    await call('PUT', `/api/admin/menu/${created.id}?language=zh_hk`, { token, json: { enabled: false } });
    expect((await call('GET', `/api/admin/menu/${created.id}`, { token })).body.enabled).toBe(false);
  });

  it('accepts form data with _method=PUT (globals list, language, empty parent means top level)', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['Form child']);
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_cn');
    form.set('title', '表格');
    form.set('parent_id', '');
    form.set('display_in_mobile', '0');
    form.append('globals[]', 'parent_id');
    form.append('globals[]', 'display_in_mobile');
    const reply = await call('POST', `/api/admin/menu/${children[0].id}`, { token, form });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ title: '表格', parent_id: null, display_in_mobile: false, level: 1 });
    expect(await childOrders(token, parent.id)).toEqual([]);
    const plain = new FormData();
    plain.set('title', 'x');
    expect((await call('POST', `/api/admin/menu/${children[0].id}`, { token, form: plain })).status).toBe(405);
  });

  it('stores an uploaded image path and answers its public path', async () => {
    const token = await adminToken();
    const key = await uploadImage(token);
    const created = await menu(token, { title: 'Banner', type: 'page', url: 'banner', image: key });
    expect(created).toMatchObject({ image: key, image_path: `/api/files/${key}` });
    const cleared = await put(token, created.id, { image: null });
    expect(cleared.body).toMatchObject({ image: null, image_path: null });
  });
});

describe('menus: tree, flat list and item shapes', () => {
  it('GET /api/admin/menu/{id} answers parent_recursive (the ancestor chain) and menus_recursive (children by order)', async () => {
    const token = await adminToken();
    const top = await menu(token, { title: 'Women', type: 'category', url: slug('women') });
    const mid = await menu(token, { title: 'Shoes', type: 'category', url: slug('shoes'), parent_id: top.id });
    const b = await menu(token, { title: 'Boots', type: 'category', url: slug('boots'), parent_id: mid.id });
    const a = await menu(token, { title: 'Sandals', type: 'category', url: slug('sandals'), parent_id: mid.id, order: 0 });

    const got = (await call('GET', `/api/admin/menu/${mid.id}`, { token })).body;
    expect(got).toMatchObject({ id: mid.id, parent_id: top.id, level: 2, display_title: 'Women > Shoes', parent_name: 'Women' });
    expect(got.parent_recursive).toMatchObject({ id: top.id, title: 'Women', parent_id: null, parent_recursive: null });
    expect(got.menus_recursive.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    expect(got.menus_recursive[0]).toMatchObject({
      title: 'Sandals',
      order: 0,
      level: 3,
      display_title: 'Women > Shoes > Sandals',
      menus_recursive: [],
    });
    expect(got.menus_recursive[1]).toMatchObject({ title: 'Boots', order: 100 });

    const leaf = (await call('GET', `/api/admin/menu/${b.id}`, { token })).body;
    expect(leaf.parent_recursive).toMatchObject({ id: mid.id, parent_recursive: { id: top.id, parent_recursive: null } });

    const tree = (await call('GET', '/api/admin/menu/tree', { token })).body.data;
    const women = tree.find((m: { id: number }) => m.id === top.id);
    expect(women).toMatchObject({ level: 1, display_title: 'Women' });
    expect(women.menus_recursive[0]).toMatchObject({ id: mid.id, level: 2 });
    expect(women.menus_recursive[0].menus_recursive.map((m: { title: string }) => m.title)).toEqual(['Sandals', 'Boots']);
    const topOrders = tree.map((m: { order: number }) => m.order);
    expect(topOrders).toEqual([...topOrders].sort((x, y) => x - y));
  });

  it('GET /api/admin/menu/flat lists every menu in tree order with level, parent_name and display_title', async () => {
    const token = await adminToken();
    const top = await menu(token, { title: 'Men', type: 'category', url: slug('men') });
    const child = await menu(token, { title: 'Shirts', type: 'category', url: slug('shirts'), parent_id: top.id });
    const grand = await menu(token, { title: 'Linen', type: 'category', url: slug('linen'), parent_id: child.id });
    const flat = (await call('GET', '/api/admin/menu/flat', { token })).body.data;
    const ids = flat.map((m: { id: number }) => m.id);
    const at = ids.indexOf(top.id);
    expect(ids.slice(at, at + 3)).toEqual([top.id, child.id, grand.id]);
    expect(flat[at + 2]).toMatchObject({ level: 3, parent_name: 'Shirts', display_title: 'Men > Shirts > Linen', parent_id: child.id });
    // Every child comes after its parent.
    for (const row of flat) if (row.parent_id) expect(ids.indexOf(row.parent_id)).toBeLessThan(ids.indexOf(row.id));
  });

  it('GET /api/admin/menu is the paged list with parent name and level, filterable by parent and type', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['L1', 'L2', 'L3']);
    const page = await call('GET', `/api/admin/menu?parent_id=${parent.id}&per_page=10&sort=id&order=asc`, { token });
    expect(page.body).toMatchObject({ total: 3, page: 1, per_page: 10 });
    expect(page.body.data.map((m: { id: number }) => m.id)).toEqual(children.map((c) => c.id));
    expect(page.body.data[0]).toMatchObject({ title: 'L1', parent_name: parent.title, level: 2, type: 'page', order: 0, enabled: true });
    expect(page.body.data[0].updated_at).toEqual(expect.any(String));
    const top = await call('GET', '/api/admin/menu?parent_id=0&per_page=100', { token });
    expect(top.body.data.every((m: { parent_id: number | null; level: number }) => m.parent_id === null && m.level === 1)).toBe(true);
    const search = await call('GET', `/api/admin/menu?search=${encodeURIComponent(parent.title)}`, { token });
    expect(search.body.data.map((m: { id: number }) => m.id)).toEqual([parent.id]);
    const services = await call('GET', '/api/admin/menu?type=service&per_page=100', { token });
    expect(services.body.data.every((m: { type: string }) => m.type === 'service')).toBe(true);
    expect((await call('GET', '/api/admin/menu?type=video', { token })).status).toBe(422);
  });
});

describe('menus: ordering', () => {
  it('new menus get orders 0, 100, 200 among their siblings', async () => {
    const token = await adminToken();
    const { parent } = await parentWithChildren(token, ['A', 'B', 'C']);
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['B', 100],
      ['C', 200],
    ]);
  });

  it("moving a menu up onto a sibling's order puts it there and renumbers the neighbours", async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B', 'C', 'D']);
    const moved = await put(token, children[3].id, { order: 100 });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toBe(100);
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['D', 100],
      ['B', 200],
      ['C', 300],
    ]);
  });

  it('moving a menu down onto the next sibling swaps the two', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B', 'C']);
    await put(token, children[0].id, { order: 100 });
    expect(await childOrders(token, parent.id)).toEqual([
      ['B', 0],
      ['A', 100],
      ['C', 200],
    ]);
  });

  it('creating a menu at a taken order renumbers the siblings from there', async () => {
    const token = await adminToken();
    const { parent } = await parentWithChildren(token, ['A', 'B']);
    await menu(token, { title: 'New', type: 'page', url: slug('new'), parent_id: parent.id, order: 0 });
    expect(await childOrders(token, parent.id)).toEqual([
      ['New', 0],
      ['A', 100],
      ['B', 200],
    ]);
  });

  it('a free order is taken as is, with no renumbering', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B', 'C']);
    await put(token, children[2].id, { order: 50 });
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['C', 50],
      ['B', 100],
    ]);
  });

  it('a parent change puts the menu last among its new siblings (+100), ignoring any order sent', async () => {
    const token = await adminToken();
    const from = await parentWithChildren(token, ['Mover', 'Stay']);
    const to = await parentWithChildren(token, ['X', 'Y']);
    const moved = await put(token, from.children[0].id, { parent_id: to.parent.id, order: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: to.parent.id, order: 200, level: 2, parent_name: to.parent.title });
    expect(await childOrders(token, to.parent.id)).toEqual([
      ['X', 0],
      ['Y', 100],
      ['Mover', 200],
    ]);
    expect(await childOrders(token, from.parent.id)).toEqual([['Stay', 100]]);
  });

  it('a parent change to a menu without children gives order 0; a menu moves with its subtree', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['Branch']);
    const leaf = await menu(token, { title: 'Leaf', type: 'page', url: slug('leaf'), parent_id: children[0].id });
    const empty = await menu(token, { title: slug('Empty'), type: 'page', url: slug('empty') });
    const moved = await put(token, children[0].id, { parent_id: empty.id });
    expect(moved.body).toMatchObject({ order: 0, level: 2 });
    expect(moved.body.menus_recursive).toMatchObject([{ id: leaf.id, level: 3, display_title: `${empty.title} > Branch > Leaf` }]);
    expect(await childOrders(token, parent.id)).toEqual([]);
  });

  it('refuses to make a menu its own ancestor (422) and changes nothing', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['Child']);
    const grand = await menu(token, { title: 'Grand', type: 'page', url: slug('grand'), parent_id: children[0].id });
    const before = (await call('GET', `/api/admin/menu/${parent.id}`, { token })).body;
    for (const target of [grand.id, children[0].id, parent.id]) {
      const cycle = await put(token, parent.id, { parent_id: target });
      expect(cycle.status).toBe(422);
      expect(cycle.body.messages).toEqual({ parent_id: ['A menu cannot be placed under itself or one of its submenus.'] });
    }
    expect((await call('GET', `/api/admin/menu/${parent.id}`, { token })).body).toEqual(before);
    const missing = await put(token, children[0].id, { parent_id: 987654 });
    expect(missing.status).toBe(422);
    expect(missing.body.messages).toEqual({ parent_id: ['The selected parent menu does not exist.'] });
  });

  it('a failed order update (invalid url) leaves every order as before', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B', 'C']);
    const failed = await put(token, children[2].id, { order: 0, type: 'link', url: 'not a url' });
    expect(failed.status).toBe(422);
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['B', 100],
      ['C', 200],
    ]);
    const negative = await put(token, children[2].id, { order: -100 });
    expect(negative.status).toBe(422);
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['B', 100],
      ['C', 200],
    ]);
  });

  it('the drag screen can send only order and parent_id as form data with _method=PUT', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B']);
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('order', '0');
    const reply = await call('POST', `/api/admin/menu/${children[1].id}`, { token, form });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ title: 'B', type: 'page', enabled: true, order: 0 });
    expect(await childOrders(token, parent.id)).toEqual([
      ['B', 0],
      ['A', 100],
    ]);
  });
});

describe('menus: delete', () => {
  it('refuses to delete a menu that has submenus, and deletes a leaf', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['Only child']);
    const refused = await call('DELETE', `/api/admin/menu/${parent.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({ id: ['This menu has submenus; move or delete them first.'] });
    expect((await call('DELETE', `/api/admin/menu/${children[0].id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/menu/${children[0].id}`, { token })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/menu/${parent.id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/menu/${parent.id}`, { token })).status).toBe(404);
  });

  it('DELETE /api/admin/menu/batch is all or nothing and can take a whole subtree', async () => {
    const token = await adminToken();
    const { parent, children } = await parentWithChildren(token, ['A', 'B']);
    const unknown = await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [children[0].id, 987654] } });
    expect(unknown.status).toBe(404);
    const orphaning = await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [parent.id, children[0].id] } });
    expect(orphaning.status).toBe(422);
    expect(orphaning.body.messages.ids[0]).toContain(parent.title);
    expect(await childOrders(token, parent.id)).toEqual([
      ['A', 0],
      ['B', 100],
    ]);
    const gone = await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [parent.id, children[0].id, children[1].id] } });
    expect(gone.body).toEqual({ deleted: 3 });
    for (const id of [parent.id, children[0].id, children[1].id]) {
      expect((await call('GET', `/api/admin/menu/${id}`, { token })).status).toBe(404);
    }
    expect((await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [] } })).status).toBe(422);
  });
});

describe('menus: permissions', () => {
  it('an admin with only get menus / get menu can read but gets 403 on create, update, delete and batch delete', async () => {
    const token = await adminToken();
    const target = await menu(token, { title: 'Guarded', type: 'page', url: slug('guarded') });
    const reader = await limitedAdmin(['get menus', 'get menu']);
    expect((await call('GET', '/api/admin/menu', { token: reader.token })).status).toBe(200);
    expect((await call('GET', '/api/admin/menu/flat', { token: reader.token })).status).toBe(200);
    expect((await call('GET', '/api/admin/menu/tree', { token: reader.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/menu/${target.id}`, { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/menu', { token: reader.token, json: { title: 'x', type: 'page', url: 'x' } })).status).toBe(403);
    expect((await put(reader.token, target.id, { order: 0 })).status).toBe(403);
    expect((await call('DELETE', `/api/admin/menu/${target.id}`, { token: reader.token })).status).toBe(403);
    expect((await call('DELETE', '/api/admin/menu/batch', { token: reader.token, json: { ids: [target.id] } })).status).toBe(403);
    const nobody = await limitedAdmin([]);
    expect((await call('GET', '/api/admin/menu/flat', { token: nobody.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/menu')).status).toBe(401);
    expect((await call('GET', `/api/admin/menu/${target.id}`, { token })).body.title).toBe('Guarded');
  });
});

describe('menus: API description', () => {
  it('the OpenAPI document describes the menu routes with their permissions, including the recursive tree', async () => {
    const doc = (await call('GET', '/api/openapi.json')).body;
    expect(doc.paths['/api/admin/menu'].get['x-permission']).toBe('get menus');
    expect(doc.paths['/api/admin/menu/{id}'].put['x-permission']).toBe('update menu');
    expect(doc.paths['/api/admin/menu/batch'].delete['x-permission']).toBe('batch_destroy menus');
    expect(doc.paths['/api/admin/menu/flat'].get).toBeDefined();
    expect(doc.paths['/api/menu'].get).toBeDefined();
    expect(doc.paths['/api/admin/menu'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['title', 'type']),
    );
  });
});

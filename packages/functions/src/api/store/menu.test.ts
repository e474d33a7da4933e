import { describe, expect, it } from 'vitest';
import { adminToken, call } from '../testing.js';

interface StoreNode {
  id: number;
  title: string;
  link: string;
  menus_recursive: StoreNode[];
  [key: string]: unknown;
}

async function menu(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/menu', { token, json: fields });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const find = (nodes: StoreNode[], id: number): StoreNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.menus_recursive, id);
    if (inner) return inner;
  }
  return undefined;
};

/** A blog article or category for a menu to link to (it must exist, decision 0034): its url. */
async function blogItem(token: string, path: 'article' | 'category', url: string): Promise<string> {
  const reply = await call('POST', `/api/admin/${path}`, { token, json: { title: url, url, order: 0, content: '<p>Text</p>' } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return url;
}

describe('storefront menu', () => {
  it('GET /api/menu resolves each type to its storefront link', async () => {
    const token = await adminToken();
    const made = {
      category: await menu(token, { title: 'Shoes', type: 'category', url: 'shoes' }),
      page: await menu(token, { title: 'About', type: 'page', url: 'about-us' }),
      link: await menu(token, { title: 'Blog', type: 'link', url: 'https://blog.example.com/', open_in_current_tab: false }),
      blog_article: await menu(token, { title: 'Story', type: 'blog_article', url: await blogItem(token, 'article', 'our-story') }),
      blog_category: await menu(token, { title: 'News', type: 'blog_category', url: await blogItem(token, 'category', 'news') }),
      form: await menu(token, { title: 'Survey', type: 'form', url: 'survey' }),
      service: await menu(token, { title: 'Services', type: 'service' }),
      contact_us: await menu(token, { title: 'Contact', type: 'contact_us' }),
    };
    const reply = await call('GET', '/api/menu');
    expect(reply.status).toBe(200);
    const links = Object.fromEntries(Object.entries(made).map(([type, m]) => [type, find(reply.body.data, m.id)?.link]));
    expect(links).toEqual({
      category: '/category/shoes',
      page: '/about-us',
      link: 'https://blog.example.com/',
      blog_article: '/blog/article/our-story',
      blog_category: '/blog/category/news',
      form: '/form/survey',
      service: '/service',
      contact_us: '/contact-us',
    });
    expect(find(reply.body.data, made.link.id)).toMatchObject({
      title: 'Blog',
      type: 'link',
      open_in_current_tab: false,
      display_in_mobile: true,
      display_in_desktop: true,
      menus_recursive: [],
    });
    expect(find(reply.body.data, made.page.id)).not.toHaveProperty('meta_title');
  });

  it('hides disabled menus together with their submenus, and keeps the rest ordered as a tree', async () => {
    const token = await adminToken();
    const top = await menu(token, { title: 'Top', type: 'page', url: 'top' });
    const shown = await menu(token, { title: 'Shown', type: 'page', url: 'shown', parent_id: top.id });
    const hidden = await menu(token, { title: 'Hidden', type: 'page', url: 'hidden', parent_id: top.id, enabled: false });
    const underHidden = await menu(token, { title: 'Under hidden', type: 'page', url: 'under', parent_id: hidden.id });
    const first = await menu(token, { title: 'First', type: 'page', url: 'first', parent_id: top.id, order: 0 });
    const tree: StoreNode[] = (await call('GET', '/api/menu')).body.data;
    const node = find(tree, top.id)!;
    expect(node.menus_recursive.map((m) => m.id)).toEqual([first.id, shown.id]);
    expect(find(tree, hidden.id)).toBeUndefined();
    expect(find(tree, underHidden.id)).toBeUndefined();
    // Re-enabling brings the subtree back.
    await call('PUT', `/api/admin/menu/${hidden.id}`, { token, json: { enabled: true } });
    expect(find((await call('GET', '/api/menu')).body.data, underHidden.id)).toMatchObject({ link: '/under' });
  });

  it('POST /api/menu {language} and GET /api/menu?language= answer titles in that language, falling back to the main one', async () => {
    const token = await adminToken();
    const m = await menu(token, { title: 'Sale', type: 'category', url: 'sale', short_description: 'Deals' });
    await call('PUT', `/api/admin/menu/${m.id}?language=zh_hk`, { token, json: { title: '減價' } });
    const posted = await call('POST', '/api/menu', { json: { language: 'zh_hk' } });
    expect(posted.status).toBe(200);
    expect(find(posted.body.data, m.id)).toMatchObject({ title: '減價', short_description: 'Deals', link: '/category/sale' });
    expect(find((await call('GET', '/api/menu?language=zh_hk')).body.data, m.id)?.title).toBe('減價');
    expect(find((await call('GET', '/api/menu?language=zh_cn')).body.data, m.id)?.title).toBe('Sale');
    expect(find((await call('GET', '/api/menu')).body.data, m.id)?.title).toBe('Sale');
  });

  it('needs no login', async () => {
    expect((await call('GET', '/api/menu')).status).toBe(200);
    expect((await call('POST', '/api/menu', { json: {} })).status).toBe(200);
  });
});

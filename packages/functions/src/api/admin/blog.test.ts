import { describe, expect, it } from 'vitest';
import { product } from '../catalog-testing.js';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';
import { article, blogCategory as category, slug } from '../blog-testing.js';

describe('blog categories (/api/admin/category)', () => {
  it('keep title and texts per language with the main language as fallback; url, order and image are global', async () => {
    const token = await adminToken();
    const image = await uploadImage(token);
    const created = await category(token, { title: 'Recipes', url: 'recipes', order: 200, short_description: 'Cook', image });
    expect(created).toMatchObject({
      title: 'Recipes',
      url: 'recipes',
      order: 200,
      visibled: true,
      language: 'default',
      image_path: `/api/files/${image}`,
    });
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_hk');
    form.set('title', '食譜');
    form.set('url', 'recipes');
    form.set('order', '300');
    form.set('image', image);
    form.append('globals[]', 'url');
    form.append('globals[]', 'order');
    const zh = await call('POST', `/api/admin/category/${created.id}`, { token, form });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.body).toMatchObject({ title: '食譜', order: 300, short_description: 'Cook' });
    expect((await call('GET', `/api/admin/category/${created.id}`, { token })).body).toMatchObject({ title: 'Recipes', order: 300 });
    expect((await call('GET', `/api/admin/category/${created.id}?language=zh_cn`, { token })).body.title).toBe('Recipes');
  });

  it('refuses a missing url, title or order, and a url another category holds', async () => {
    const token = await adminToken();
    const empty = await call('POST', '/api/admin/category', { token, json: { title: '', url: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({
      title: ['This field is required.'],
      url: ['This field is required.'],
      order: ['This field is required.'],
    });
    await category(token, { url: 'taken-category' });
    const clash = await call('POST', '/api/admin/category', { token, json: { title: 'Other', url: 'Taken-Category', order: 1 } });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });
  });

  it('cannot be deleted while an article is filed under it; the article can be moved out first', async () => {
    const token = await adminToken();
    const held = await category(token);
    const story = await article(token, { categories: [held.id] });
    const refused = await call('DELETE', `/api/admin/category/${held.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.ids[0]).toMatch(/still holds 1 article\(s\)/);
    const filtered = await call('GET', `/api/admin/article?category_id=${held.id}`, { token });
    expect(filtered.body.data.map((a: { id: number }) => a.id)).toEqual([story.id]);
    await call('PUT', `/api/admin/article/${story.id}`, { token, json: { ...story, content: '<p>x</p>', categories: [] } });
    expect((await call('DELETE', `/api/admin/category/${held.id}`, { token })).status).toBe(200);
    expect((await call('GET', `/api/admin/category/${held.id}`, { token })).status).toBe(404);
  });
});

describe('articles (/api/admin/article)', () => {
  it('keep title and texts per language with the main language as fallback', async () => {
    const token = await adminToken();
    const created = await article(token, { title: 'Spring menu', short_description: 'Fresh', content: '<p>Peas</p>' });
    expect(created).toMatchObject({ title: 'Spring menu', show_date: true, visibled: true, categories: [], products: [] });
    const zh = await call('PUT', `/api/admin/article/${created.id}?language=zh_hk`, {
      token,
      json: { title: '春季菜單', url: created.url, content: '<p>豌豆</p>' },
    });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.body).toMatchObject({ title: '春季菜單', content: '<p>豌豆</p>', short_description: 'Fresh' });
    expect((await call('GET', `/api/admin/article/${created.id}`, { token })).body).toMatchObject({
      title: 'Spring menu',
      content: '<p>Peas</p>',
    });
    expect((await call('GET', `/api/admin/article/${created.id}?language=zh_cn`, { token })).body.content).toBe('<p>Peas</p>');
  });

  it('refuses missing or wrong input beside each field', async () => {
    const token = await adminToken();
    const empty = await call('POST', '/api/admin/article', { token, json: { title: '', url: 'not a slug', content: '<p></p>' } });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({
      title: ['This field is required.'],
      url: ['Only letters, digits, - and _ are allowed.'],
      content: ['This field is required.'],
    });
    const missing = await call('POST', '/api/admin/article', { token, json: { title: 'T', url: slug('t') } });
    expect(missing.body.messages).toEqual({ content: ['This field is required.'] });
    const onlyScript = await call('POST', '/api/admin/article', {
      token,
      json: { title: 'T', url: slug('t'), content: '<script>alert(1)</script>' },
    });
    expect(onlyScript.body.messages).toEqual({ content: ['This field is required.'] });
    const unknown = await call('POST', '/api/admin/article', {
      token,
      json: { title: 'T', url: slug('t'), content: '<p>x</p>', categories: [999999], products: [999998] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.messages).toEqual({
      categories: ['The selected category does not exist.'],
      products: ['The selected product does not exist.'],
    });
  });

  it('sanitises the content on the server', async () => {
    const token = await adminToken();
    const created = await article(token, { content: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"></p>' });
    expect(created.content).toBe('<p>Hi<img /></p>');
  });

  it('keeps the url unique: two creates with one url at once make exactly one article', async () => {
    const token = await adminToken();
    const url = slug('race');
    const replies = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call('POST', '/api/admin/article', { token, json: { title: `Race ${i}`, url, content: '<p>x</p>' } }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const clash = replies.find((r) => r.status === 409)!;
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });
    const listed = await call('GET', `/api/admin/article?search=${url}`, { token });
    expect(listed.body.total).toBe(1);
  });

  it('lists with server paging, sorting, search and the visibility filter, rows without content', async () => {
    const token = await adminToken();
    const tag = slug('paged');
    for (let i = 1; i <= 12; i++) await article(token, { title: `Paged ${tag} ${String(i).padStart(2, '0')}`, visibled: i % 4 !== 0 });
    const page = await call('GET', `/api/admin/article?search=${tag}&per_page=10&sort=name&order=asc`, { token });
    expect(page.body.total).toBe(12);
    expect(page.body.data).toHaveLength(10);
    expect(page.body.data[0]).not.toHaveProperty('content');
    expect(page.body.data[0].title).toBe(`Paged ${tag} 01`);
    const hidden = await call('GET', '/api/admin/article?visibled=0&per_page=100', { token });
    expect(hidden.body.data.filter((a: { title: string }) => a.title.includes(tag))).toHaveLength(3);
    expect(hidden.body.data.every((a: { visibled: boolean }) => !a.visibled)).toBe(true);
  });

  it('offers products to choose from, and guards every route by its permission', async () => {
    const token = await adminToken();
    const tee = await product(token);
    const options = await call('GET', `/api/admin/product/options?search=${encodeURIComponent(tee.name)}`, { token });
    expect(options.body.data.map((p: { id: number }) => p.id)).toContain(tee.id);
    const reader = await limitedAdmin(['get articles', 'get article']);
    expect((await call('GET', '/api/admin/article', { token: reader.token })).status).toBe(200);
    const refused = await call('POST', '/api/admin/article', {
      token: reader.token,
      json: { title: 'T', url: slug('t'), content: '<p>x</p>' },
    });
    expect(refused.status).toBe(403);
    expect((await call('GET', '/api/admin/category', { token: reader.token })).status).toBe(403);
  });
});

describe('menus link to blog items', () => {
  it('a blog menu must name an existing article or category, which then cannot be deleted nor change its url', async () => {
    const token = await adminToken();
    const news = await category(token);
    const story = await article(token, { categories: [news.id] });
    const nowhere = await call('POST', '/api/admin/menu', { token, json: { title: 'Lost', type: 'blog_article', url: 'no-such-story' } });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.messages).toEqual({ url: ['No blog article has this url.'] });
    const toArticle = await call('POST', '/api/admin/menu', {
      token,
      json: { title: 'Story', type: 'blog_article', url: story.url.toUpperCase() },
    });
    expect(toArticle.status, JSON.stringify(toArticle.body)).toBe(201);
    expect(toArticle.body.url).toBe(story.url); // the article's own spelling
    const toCategory = await call('POST', '/api/admin/menu', { token, json: { title: 'News', type: 'blog_category', url: news.url } });
    expect(toCategory.status).toBe(201);

    const refused = await call('DELETE', `/api/admin/article/${story.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages.ids[0]).toMatch(/^1 menu\(s\) link to /);
    const batch = await call('DELETE', '/api/admin/article/batch', { token, json: { ids: [story.id] } });
    expect(batch.status).toBe(422);
    const renamed = await call('PUT', `/api/admin/article/${story.id}`, {
      token,
      json: { title: 'S', url: slug('moved'), content: '<p>x</p>' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.messages).toEqual({ url: ['A menu links to this article by its url; change that menu first.'] });
    const categoryRefused = await call('DELETE', `/api/admin/category/${news.id}`, { token });
    expect(categoryRefused.status).toBe(422);

    // Pointing the menu elsewhere (or deleting it) frees the article.
    const other = await article(token);
    const moved = await call('PUT', `/api/admin/menu/${toArticle.body.id}`, { token, json: { url: other.url } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await call('DELETE', `/api/admin/article/${story.id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/article/${other.id}`, { token })).status).toBe(422);
    await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [toArticle.body.id, toCategory.body.id] } });
    expect((await call('DELETE', `/api/admin/article/${other.id}`, { token })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/category/${news.id}`, { token })).status).toBe(200);
  });
});

import { PAGE_SCRIPTS_PERMISSION } from '@shop/core/access/permissions';
import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it, vi } from 'vitest';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';

let seq = 0;
const slug = (base: string) => `${base}-${++seq}`;

async function page(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/page', { token, json: { title: 'Page', ...fields } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const storefront = (url: string, language?: string) => call('POST', '/api/page', { json: { url, ...(language ? { language } : {}) } });

const PAGE_EDITOR = ['get pages', 'get page', 'create page', 'update page', 'destroy page', 'batch_update pages', 'batch_destroy pages'];

describe('pages: the back office', () => {
  it('stores the texts per language with the main language as fallback, the rest global', async () => {
    const token = await adminToken();
    const image = await uploadImage(token);
    const url = slug('about');
    const created = await page(token, {
      title: 'About us',
      url,
      short_description: 'Who we are',
      content: '<p>Since 1999</p>',
      meta_title: 'About · Shop',
      meta_description: 'Our story',
      image,
    });
    expect(created).toMatchObject({ title: 'About us', url, enabled: true, content: '<p>Since 1999</p>', language: 'default', image });
    expect(created.image_path).toBe(`/api/files/${image}`);

    const zh = await call('PUT', `/api/admin/page/${created.id}?language=zh_hk`, {
      token,
      json: { title: '關於我們', url, content: '<p>自1999年</p>', image },
    });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect(zh.body).toMatchObject({ title: '關於我們', content: '<p>自1999年</p>', language: 'zh_hk' });
    const main = await call('GET', `/api/admin/page/${created.id}`, { token });
    expect(main.body).toMatchObject({ title: 'About us', content: '<p>Since 1999</p>', meta_description: 'Our story', image });
    // zh_cn has no text of its own: the main language's.
    expect((await call('GET', `/api/admin/page/${created.id}?language=zh_cn`, { token })).body.title).toBe('About us');

    // The storefront: the same fallback, per field.
    const shown = await storefront(url, 'zh_hk');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ title: '關於我們', content: '<p>自1999年</p>', meta_description: 'Our story', url });
    expect(shown.body.image_path).toBe(`/api/files/${image}`);
    expect((await storefront(url, 'zh_cn')).body.title).toBe('About us');
    expect((await storefront(url)).body.title).toBe('About us');
  });

  it('accepts the form-data update convention (POST with _method=PUT, language, globals)', async () => {
    const token = await adminToken();
    const created = await page(token, { title: 'Form data', url: slug('form'), short_description: 'Kept' });
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_cn');
    form.set('title', '表单');
    form.set('url', `${created.url}-cn`);
    form.set('enabled', '0');
    form.append('globals[]', 'url');
    form.append('globals[]', 'enabled');
    const reply = await call('POST', `/api/admin/page/${created.id}`, { token, form });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ title: '表单', url: `${created.url}-cn`, enabled: false });
    const main = await call('GET', `/api/admin/page/${created.id}`, { token });
    expect(main.body).toMatchObject({ title: 'Form data', url: `${created.url}-cn`, short_description: 'Kept', enabled: false });
  });

  it('refuses bad input with the field and its messages, and sanitises the content', async () => {
    const token = await adminToken();
    const empty = await call('POST', '/api/admin/page', { token, json: { title: '', url: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.messages).toEqual({ title: ['This field is required.'], url: ['This field is required.'] });
    const bad = await call('POST', '/api/admin/page', {
      token,
      json: { title: 'x', url: 'a b', enabled: 'maybe', image: 'http://evil.example/x.png', header_script: 'alert(1)' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.messages).sort()).toEqual(['enabled', 'header_script', 'image', 'url']);
    expect(bad.body.messages.header_script).toEqual(['Each line must be the https address of a script.']);
    // A url the storefront routes itself would never reach the page at /{url}.
    const reserved = await call('POST', '/api/admin/page', { token, json: { title: 'x', url: 'Checkout' } });
    expect(reserved.body.messages).toEqual({ url: ['This url is used by another storefront page; choose another.'] });

    const xss = await page(token, {
      url: slug('xss'),
      content: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:alert(2)">a</a></p>',
    });
    expect(xss.content).toBe('<p>Hi<img /><a>a</a></p>');
    expect((await storefront(xss.url)).body.content).toBe('<p>Hi<img /><a>a</a></p>');
  });

  it('keeps the url unique, case-insensitively, also for two creates at the same time', async () => {
    const token = await adminToken();
    const url = slug('unique');
    await page(token, { url });
    const clash = await call('POST', '/api/admin/page', { token, json: { title: 'Other', url: url.toUpperCase() } });
    expect(clash.status).toBe(409);
    expect(clash.body.messages).toEqual({ url: ['Please make sure that url field is unique'] });

    const racing = slug('race');
    const replies = await Promise.all(
      Array.from({ length: 2 }, (_, i) => call('POST', '/api/admin/page', { token, json: { title: `Race ${i}`, url: racing } })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const listed = await call('GET', `/api/admin/page?search=${racing}`, { token });
    expect(listed.body.data.filter((p: { url: string }) => p.url === racing)).toHaveLength(1);
    // Moving another page onto the url is refused too; its own url is free again after a delete.
    const other = await page(token, { url: slug('other') });
    const move = await call('PUT', `/api/admin/page/${other.id}`, { token, json: { title: 'Other', url: racing } });
    expect(move.status).toBe(409);
  });

  it('lists with server paging, sorting, search and the enabled filter (rows without the content)', async () => {
    const token = await adminToken();
    const tag = slug('listed');
    for (let i = 1; i <= 12; i++)
      await page(token, { title: `Listed ${tag} ${String(i).padStart(2, '0')}`, url: `${tag}-${i}`, enabled: i % 3 !== 0 });
    const first = await call('GET', `/api/admin/page?search=${tag}&per_page=10&sort=name&order=asc`, { token });
    expect(first.body).toMatchObject({ total: 12, page: 1, per_page: 10 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).not.toHaveProperty('content');
    const titles = first.body.data.map((p: { title: string }) => p.title);
    expect(titles).toEqual([...titles].sort());
    const disabled = await call('GET', `/api/admin/page?enabled=0&search=${tag}&per_page=50`, { token });
    expect(disabled.body.total).toBe(4);
    expect(disabled.body.data.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
    const enabled = await call('GET', '/api/admin/page?enabled=1&per_page=10&sort=updated_at&order=desc', { token });
    expect(enabled.body.data.length).toBeGreaterThan(0);
    expect(enabled.body.data.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
    const byId = await call('GET', '/api/admin/page?sort=id&order=desc&per_page=20', { token });
    const ids = byId.body.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const options = await call('GET', `/api/admin/page/options?search=${tag}-1&limit=5`, { token });
    expect(options.body.data.length).toBeGreaterThan(0);
    expect(options.body.data[0].url.startsWith(`${tag}-1`)).toBe(true);
    const off = await call('PUT', '/api/admin/page/batch', { token, json: { ids: ids.slice(0, 2), data: { enabled: false } } });
    expect(off.body).toEqual({ updated: 2 });
  });
});

describe('pages: css and scripts need their own permission', () => {
  it('refuses css and scripts from staff without `update page_scripts`, and keeps them when such staff save the rest', async () => {
    const token = await adminToken();
    const editor = await limitedAdmin(PAGE_EDITOR);
    const url = slug('styled');
    // The super admin holds every permission: css is theirs to set.
    const created = await page(token, { url, css: 'h1 { color: rebeccapurple; }' });
    expect(created.css).toBe('h1 { color: rebeccapurple; }');

    const withCss = await call('POST', '/api/admin/page', {
      token: editor.token,
      json: { title: 'x', url: slug('no-css'), css: 'body{}' },
    });
    expect(withCss.status).toBe(403);
    expect(withCss.body.messages).toBe('Only staff allowed to edit page scripts may change the css or scripts of a page.');
    const changeCss = await call('PUT', `/api/admin/page/${created.id}`, { token: editor.token, json: { title: 'New', url, css: '' } });
    expect(changeCss.status).toBe(403);

    // Without the fields (the form hides them) or with them unchanged, the rest saves and they stay.
    const rest = await call('PUT', `/api/admin/page/${created.id}`, { token: editor.token, json: { title: 'Renamed', url } });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ title: 'Renamed', css: 'h1 { color: rebeccapurple; }' });
    const same = await call('PUT', `/api/admin/page/${created.id}`, {
      token: editor.token,
      json: { title: 'Renamed again', url, css: 'h1 { color: rebeccapurple; }' },
    });
    expect(same.status).toBe(200);
    expect((await storefront(url)).body.css).toBe('h1 { color: rebeccapurple; }');

    // Staff holding it may; and nobody grants it without holding it.
    const scripter = await limitedAdmin([...PAGE_EDITOR, PAGE_SCRIPTS_PERMISSION]);
    const styled = await call('PUT', `/api/admin/page/${created.id}`, {
      token: scripter.token,
      json: { title: 'Styled', url, css: 'p{}' },
    });
    expect(styled.status).toBe(200);
    const roleMaker = await limitedAdmin(['get roles', 'get role', 'create role', 'update role', ...PAGE_EDITOR]);
    const climb = await call('POST', '/api/admin/role', {
      token: roleMaker.token,
      json: { name: slug('climb'), permissions: [...PAGE_EDITOR, PAGE_SCRIPTS_PERMISSION] },
    });
    expect(climb.status).toBe(403);
  });

  it('takes scripts as https addresses from the origins the site allows (SCRIPT_ORIGINS), served to the storefront', async () => {
    const token = await adminToken();
    const url = slug('scripted');
    const refused = await call('POST', '/api/admin/page', {
      token,
      json: { title: 'x', url, header_script: 'https://cdn.example.com/a.js' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({
      header_script: ['The site does not allow scripts from https://cdn.example.com (SCRIPT_ORIGINS).'],
    });

    // A server configured with SCRIPT_ORIGINS (read once, at start): a fresh import of the app on the same table.
    process.env.SCRIPT_ORIGINS = 'https://cdn.example.com, https://tags.example.org';
    vi.resetModules();
    const configured = await import('../testing.js');
    try {
      const fresh = await configured.adminToken();
      const created = await configured.call('POST', '/api/admin/page', {
        token: fresh,
        json: {
          title: 'Scripted',
          url,
          header_script: ' https://cdn.example.com/a.js \n\nhttps://tags.example.org/t.js',
          footer_script: 'https://cdn.example.com/f.js',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.header_script).toBe('https://cdn.example.com/a.js\nhttps://tags.example.org/t.js');
      const shown = await configured.call('POST', '/api/page', { json: { url } });
      expect(shown.body).toMatchObject({
        header_scripts: ['https://cdn.example.com/a.js', 'https://tags.example.org/t.js'],
        footer_scripts: ['https://cdn.example.com/f.js'],
      });
      const other = await configured.call('PUT', `/api/admin/page/${created.body.id}`, {
        token: fresh,
        json: { title: 'Scripted', url, footer_script: 'https://cdn.example.com/f.js\nhttps://evil.example.net/x.js' },
      });
      expect(other.body.messages).toEqual({
        footer_script: ['The site does not allow scripts from https://evil.example.net (SCRIPT_ORIGINS).'],
      });
    } finally {
      delete process.env.SCRIPT_ORIGINS;
    }
  });
});

describe('pages: menus that link to them', () => {
  it('refuses deleting, or moving the url of, a page a menu links to, with the menus named', async () => {
    const token = await adminToken();
    const url = slug('linked');
    const linked = await page(token, { title: 'Linked', url });
    const top = await call('POST', '/api/admin/menu', { token, json: { title: 'Company', type: 'link', url: 'https://example.com' } });
    const item = await call('POST', '/api/admin/menu', { token, json: { title: 'About link', type: 'page', url, parent_id: top.body.id } });
    expect(item.status).toBe(201);

    const refused = await call('DELETE', `/api/admin/page/${linked.id}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual({
      id: ['Menus link to this page: Company > About link. Point them to another page or delete them first.'],
    });
    const batch = await call('DELETE', '/api/admin/page/batch', { token, json: { ids: [linked.id] } });
    expect(batch.status).toBe(422);
    expect(batch.body.messages.ids[0]).toMatch(/^Menus link to this page/);
    const moved = await call('PUT', `/api/admin/page/${linked.id}`, { token, json: { title: 'Linked', url: `${url}-new` } });
    expect(moved.status).toBe(422);
    expect(moved.body.messages.url[0]).toMatch(/^Menus link to this page/);
    // Texts still change.
    expect((await call('PUT', `/api/admin/page/${linked.id}`, { token, json: { title: 'Linked 2', url } })).status).toBe(200);

    // Once the menu links elsewhere, the page may go.
    const retyped = await call('PUT', `/api/admin/menu/${item.body.id}`, {
      token,
      json: { type: 'link', url: 'https://example.com/about' },
    });
    expect(retyped.status).toBe(200);
    expect((await call('DELETE', `/api/admin/page/${linked.id}`, { token })).status).toBe(200);
  });

  it('counts menus saved before the page existed, and menus deleted stop counting', async () => {
    const token = await adminToken();
    const url = slug('later');
    const first = await call('POST', '/api/admin/menu', { token, json: { title: 'Early link', type: 'page', url } });
    const second = await call('POST', '/api/admin/menu', { token, json: { title: 'Early link 2', type: 'page', url: url.toUpperCase() } });
    const later = await page(token, { url });
    expect((await call('DELETE', `/api/admin/page/${later.id}`, { token })).status).toBe(422);
    await call('DELETE', `/api/admin/menu/${first.body.id}`, { token });
    expect((await call('DELETE', `/api/admin/page/${later.id}`, { token })).status).toBe(422);
    await call('DELETE', '/api/admin/menu/batch', { token, json: { ids: [second.body.id] } });
    expect((await call('DELETE', `/api/admin/page/${later.id}`, { token })).status).toBe(200);
  });
});

describe('pages: the storefront', () => {
  it('POST /api/page answers an enabled page, 404 for a disabled or unknown one, and follows writes at once', async () => {
    const token = await adminToken();
    const url = slug('shown');
    const created = await page(token, { title: 'Shown', url, content: '<p>Hello</p>' });
    expect((await storefront(url)).status).toBe(200);
    await call('PUT', '/api/admin/page/batch', { token, json: { ids: [created.id], data: { enabled: false } } });
    const hidden = await storefront(url);
    expect(hidden.status).toBe(404);
    expect(hidden.body.messages).toBeTruthy();
    expect((await storefront(slug('missing'))).status).toBe(404);
    expect((await call('POST', '/api/page', { json: {} })).body.messages).toEqual({ url: ['This field is required.'] });
    expect((await call('POST', '/api/page', { json: { url, language: 'xx' } })).status).toBe(422);
    await call('PUT', '/api/admin/page/batch', { token, json: { ids: [created.id], data: { enabled: true } } });
    expect((await storefront(url)).body.content).toBe('<p>Hello</p>');
  });

  it('reads at most 3 DynamoDB items for a page, none while it is kept', async () => {
    const token = await adminToken();
    const url = slug('counted');
    await page(token, { url, content: '<p>Counted</p>' });
    await call('GET', '/api/brand'); // the settings are read and kept
    const cold = await measureReads(() => storefront(url, 'zh_hk'));
    expect(cold.result.status).toBe(200);
    expect(cold.reads.requests).toBeLessThanOrEqual(3);
    const warm = await measureReads(() => storefront(url, 'zh_hk'));
    expect(warm.result.status).toBe(200);
    expect(warm.reads.requests).toBe(0);
  });

  it('lists the enabled pages in /sitemap.xml at /{url}', async () => {
    const token = await adminToken();
    const on = await page(token, { url: slug('mapped') });
    const off = await page(token, { url: slug('unmapped'), enabled: false });
    const reply = await call('GET', '/sitemap.xml');
    const xml = new TextDecoder().decode(reply.body as ArrayBuffer);
    expect(xml).toContain(`/${on.url}</loc>`);
    expect(xml).not.toContain(`/${off.url}</loc>`);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { waitForEvents, watchPages } from '../../local/testing/index.js';
import { article, blogCategory, slug } from '../blog-testing.js';
import { adminToken, call } from '../testing.js';

/**
 * Which storefront pages the content's writes say they changed (`storefront.changed`, decision 0043):
 * menus and settings are on every page, blocks and sliders on the homepage, a static page and the
 * blog at their own addresses.
 */
let token: string;

/** The `storefront.changed` paths `work` publishes, one list per event. */
async function published(work: () => Promise<{ status: number; body: unknown }>): Promise<string[][]> {
  const watch = watchPages();
  try {
    const reply = await work();
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(300);
    await waitForEvents();
    return watch.take();
  } finally {
    watch.stop();
  }
}

const create = (path: string, json: Record<string, unknown>) => call('POST', `/api/admin/${path}`, { token, json });
const update = (path: string, id: number, json: Record<string, unknown>) =>
  call('PUT', `/api/admin/${path}/${String(id)}`, { token, json });
const remove = (path: string, id: number) => call('DELETE', `/api/admin/${path}/${String(id)}`, { token });
const batch = (path: string, method: 'PUT' | 'DELETE', json: Record<string, unknown>) =>
  call(method, `/api/admin/${path}/batch`, { token, json });

beforeAll(async () => {
  token = await adminToken();
});

describe('menus and settings are on every page', () => {
  it('creating, renaming, reordering, batch-disabling and deleting menus each publish /*', async () => {
    const menu = (await create('menu', { title: 'Shop', type: 'page', url: slug('shop') })).body as { id: number };

    expect(await published(() => create('menu', { title: 'Sale', type: 'page', url: slug('sale') }))).toEqual([['/*']]);
    expect(await published(() => update('menu', menu.id, { title: 'Shop now' }))).toEqual([['/*']]);
    expect(await published(() => update('menu', menu.id, { order: 500 }))).toEqual([['/*']]);
    expect(await published(() => batch('menu', 'PUT', { ids: [menu.id], data: { enabled: false } }))).toEqual([['/*']]);
    expect(await published(() => remove('menu', menu.id))).toEqual([['/*']]);
  });

  it('saving the configuration publishes /*; a save that changes nothing publishes nothing', async () => {
    const current = (await call('GET', '/api/admin/configuration', { token })).body as { name?: string };
    const name = slug('Shop');

    expect(await published(() => call('PUT', '/api/admin/configuration', { token, json: { name } }))).toEqual([['/*']]);
    expect(await published(() => call('PUT', '/api/admin/configuration', { token, json: { name } }))).toEqual([]);
    expect(current).toBeDefined();
  });
});

describe('static pages publish their two addresses', () => {
  it('a page’s create, rename (old and new), batch disable and delete publish /{url} and /page/{url}', async () => {
    const url = slug('about');
    const created = await published(() => create('page', { title: 'About', url }));
    expect(created).toEqual([[`/${url}`, `/page/${url}`]]);
    const id = ((await call('GET', `/api/admin/page?search=${url}`, { token })).body as { data: { id: number }[] }).data[0]!.id;

    const moved = slug('about-us');
    expect(await published(() => update('page', id, { title: 'About', url: moved }))).toEqual([
      [`/${url}`, `/${moved}`, `/page/${url}`, `/page/${moved}`],
    ]);
    expect(await published(() => batch('page', 'PUT', { ids: [id], data: { enabled: false } }))).toEqual([[`/${moved}`, `/page/${moved}`]]);
    // Disabled before and after: no page shows it.
    expect(await published(() => update('page', id, { title: 'Draft', url: moved, enabled: false }))).toEqual([]);
    expect(await published(() => update('page', id, { title: 'About', url: moved, enabled: true }))).toEqual([
      [`/${moved}`, `/page/${moved}`],
    ]);
    expect(await published(() => remove('page', id))).toEqual([[`/${moved}`, `/page/${moved}`]]);
  });
});

describe('blocks and sliders are on the homepage', () => {
  it('a block’s and a slider’s writes publish /', async () => {
    const identifier = slug('home').replace('-', '_');
    expect(await published(() => create('block', { title: 'Home', identifier, content: '<p>Hi</p>' }))).toEqual([['/']]);
    const block = ((await call('GET', `/api/admin/block?search=${identifier}`, { token })).body as { data: { id: number }[] }).data[0]!;
    expect(await published(() => update('block', block.id, { title: 'Home', identifier, content: '<p>Hello</p>' }))).toEqual([['/']]);
    expect(await published(() => batch('block', 'DELETE', { ids: [block.id] }))).toEqual([['/']]);

    const slider = await published(() => create('slider', { title: 'Hero', identifier: slug('hero').replace('-', '_'), slides: [] }));
    expect(slider).toEqual([['/']]);
  });
});

describe('the blog publishes its articles’ and categories’ pages', () => {
  it('an article’s rename publishes its old and new pages, its categories’ pages before and after, and the homepage', async () => {
    const [news, guides] = [await blogCategory(token), await blogCategory(token)];
    const story = await article(token, { categories: [news.id] });
    const url = slug('renamed-story');

    const paths = await published(() =>
      update('article', story.id as number, { title: story.title, url, content: '<p>New</p>', categories: [guides.id] }),
    );

    expect(paths).toEqual([
      [
        '/',
        `/blog/article/${String(story.url)}`,
        `/blog/article/${url}`,
        `/blog/category/${String(guides.url)}`,
        `/blog/category/${String(news.url)}`,
      ].sort(),
    ]);
  });

  it('hiding articles in a batch publishes their pages; a hidden article’s save publishes nothing', async () => {
    const story = await article(token);
    expect(await published(() => batch('article', 'PUT', { ids: [story.id], data: { visibled: false } }))).toEqual([
      ['/', `/blog/article/${String(story.url)}`],
    ]);
    expect(
      await published(() =>
        update('article', story.id as number, { title: 'Hidden', url: story.url, content: '<p>x</p>', visibled: false }),
      ),
    ).toEqual([]);
    expect(await published(() => remove('article', story.id as number))).toEqual([]);
  });

  it('a blog category’s rename publishes its old and new pages and every article page', async () => {
    const news = await blogCategory(token);
    const url = slug('updates');

    const paths = await published(() => update('category', news.id as number, { title: news.title, url, order: 0 }));

    expect(paths).toEqual([['/blog/article/*', `/blog/category/${String(news.url)}`, `/blog/category/${url}`]]);
    expect(await published(() => remove('category', news.id as number))).toEqual([['/blog/article/*', `/blog/category/${url}`]]);
  });
});

import { measureReads } from '@shop/core/shared/read-meter';
import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin, uploadImage } from '../testing.js';

let seq = 0;
const key = (base: string) => `${base}_${++seq}`;

async function slider(token: string, fields: Record<string, unknown>) {
  const reply = await call('POST', '/api/admin/slider', { token, json: { title: 'Slider', ...fields } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const storefront = (query: string) => call('GET', `/api/slider?${query}`);
const hour = 3600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('sliders', () => {
  it('stores slide texts per language with the main language as fallback; a form-data update keeps them through a reorder', async () => {
    const token = await adminToken();
    const [one, two] = [await uploadImage(token), await uploadImage(token)];
    const identifier = key('home');
    const created = await slider(token, {
      identifier,
      slides: [
        { image: one, title: 'Summer sale', text: 'Up to 50% off', link: '/category/sale' },
        { image: two, title: 'New arrivals', link: 'https://example.com/new' },
      ],
    });
    expect(created.slides).toHaveLength(2);
    expect(created.slides[0]).toMatchObject({ title: 'Summer sale', image_path: `/api/files/${one}`, enabled: true, starts_at: null });
    const [first, second] = created.slides as { key: string }[];

    // Staff translate in zh_hk and swap the slides, posting form data as the admin does.
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('language', 'zh_hk');
    form.set('identifier', identifier);
    form.set('title', 'Slider');
    form.set('enabled', '1');
    form.set(
      'slides',
      JSON.stringify([
        { key: second!.key, image: two, title: '新品', link: 'https://example.com/new' },
        { key: first!.key, image: one, title: '夏日特賣', text: '', link: '/category/sale' },
      ]),
    );
    form.append('globals[]', 'identifier');
    const updated = await call('POST', `/api/admin/slider/${created.id}`, { token, form });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const zh = await storefront(`identifier=${identifier}&language=zh_hk`);
    expect(zh.status).toBe(200);
    expect(zh.body.data).toEqual([
      {
        identifier,
        title: 'Slider',
        slides: [
          { key: second!.key, image_path: `/api/files/${two}`, title: '新品', text: '', link: 'https://example.com/new' },
          // An empty text in zh_hk falls back to the main language's.
          { key: first!.key, image_path: `/api/files/${one}`, title: '夏日特賣', text: 'Up to 50% off', link: '/category/sale' },
        ],
      },
    ]);
    const main = await storefront(`identifier=${identifier}`);
    expect(main.body.data[0].slides.map((s: { title: string }) => s.title)).toEqual(['New arrivals', 'Summer sale']);
    expect((await call('GET', `/api/admin/slider/${created.id}?language=zh_hk`, { token })).body.slides[1].title).toBe('夏日特賣');
  });

  it('shows only enabled sliders and the enabled slides within their schedule', async () => {
    const token = await adminToken();
    const image = await uploadImage(token);
    const identifier = key('scheduled');
    await slider(token, {
      identifier,
      slides: [
        { image, title: 'Always' },
        { image, title: 'Off', enabled: false },
        { image, title: 'Later', starts_at: at(hour) },
        { image, title: 'Over', starts_at: at(-2 * hour), ends_at: at(-hour) },
        { image, title: 'Now', starts_at: at(-hour), ends_at: at(hour) },
      ],
    });
    const shown = await storefront(`identifier=${identifier}`);
    expect(shown.body.data[0].slides.map((s: { title: string }) => s.title)).toEqual(['Always', 'Now']);

    const hidden = await slider(token, { identifier: key('hidden'), enabled: false, slides: [{ image, title: 'x' }] });
    expect((await storefront(`identifier=${hidden.identifier}`)).body).toEqual({ data: [] });
    const all = await storefront('');
    const identifiers = all.body.data.map((s: { identifier: string }) => s.identifier);
    expect(identifiers).toContain(identifier);
    expect(identifiers).not.toContain(hidden.identifier);
  });

  it('refuses bad input: no image, an image never uploaded, a bad link, an end before the start, a bad identifier', async () => {
    const token = await adminToken();
    const image = await uploadImage(token);
    const bad = await call('POST', '/api/admin/slider', {
      token,
      json: {
        title: '',
        identifier: 'Home-Slider',
        slides: [
          { title: 'no image' },
          { image, link: 'javascript:alert(1)' },
          { image, starts_at: at(hour), ends_at: at(-hour) },
          { image, starts_at: 'tomorrow' },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.messages.title).toEqual(['This field is required.']);
    expect(bad.body.messages.identifier).toBeDefined();
    expect(bad.body.messages['slides.0.image']).toBeDefined();
    expect(bad.body.messages['slides.1.link']).toEqual(['This input must be a valid URL']);
    expect(bad.body.messages['slides.2.ends_at']).toEqual(['The end must be after the start.']);
    expect(bad.body.messages['slides.3.starts_at']).toEqual(['Please check your input.']);
    const missing = await call('POST', '/api/admin/slider', {
      token,
      json: { title: 'T', identifier: key('missing'), slides: [{ image: 'uploads/2026/01/01h0000000000000000000000000.png' }] },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.messages)).toEqual(['slides.0.image']);
    const many = await call('POST', '/api/admin/slider', {
      token,
      json: { title: 'T', identifier: key('many'), slides: Array.from({ length: 21 }, () => ({ image })) },
    });
    expect(many.status).toBe(422);
    const identifier = key('twice');
    await slider(token, { identifier });
    const clash = await call('POST', '/api/admin/slider', { token, json: { title: 'T', identifier } });
    expect(clash.status).toBe(409);
  });

  it('guards every route by the slider permissions', async () => {
    const token = await adminToken();
    const created = await slider(token, { identifier: key('guarded') });
    const reader = await limitedAdmin(['get sliders', 'get slider']);
    expect((await call('GET', '/api/admin/slider', { token: reader.token })).status).toBe(200);
    expect((await call('GET', `/api/admin/slider/${created.id}`, { token: reader.token })).status).toBe(200);
    const refused = await call('POST', '/api/admin/slider', { token: reader.token, json: { title: 'T', identifier: key('no') } });
    expect(refused.status).toBe(403);
    expect(
      (await call('PUT', `/api/admin/slider/${created.id}`, { token: reader.token, json: { title: 'T', identifier: created.identifier } }))
        .status,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/slider/${created.id}`, { token: reader.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/slider')).status).toBe(401);
  });

  it('lists paged and searched; the storefront keeps its answer until a write, with Cache-Control and ETag', async () => {
    const token = await adminToken();
    const image = await uploadImage(token);
    const identifier = key('cached');
    const created = await slider(token, { identifier, title: 'Cached slider', slides: [{ image, title: 'Before' }] });
    const listed = await call('GET', `/api/admin/slider?search=${identifier}`, { token });
    expect(listed.body.data).toEqual([expect.objectContaining({ identifier, slide_count: 1 })]);
    expect(listed.body.data[0]).not.toHaveProperty('slides');

    const first = await storefront(`identifier=${identifier}`);
    expect(first.headers.get('cache-control')).toContain('public, max-age=30');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await call('GET', `/api/slider?identifier=${identifier}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    const warm = await measureReads(() => storefront(`identifier=${identifier}`));
    expect(warm.reads.requests).toBe(0);

    await call('PUT', `/api/admin/slider/${created.id}`, {
      token,
      json: { title: 'Cached slider', identifier, slides: [{ image, title: 'After' }] },
    });
    expect((await storefront(`identifier=${identifier}`)).body.data[0].slides[0].title).toBe('After');
    await call('PUT', '/api/admin/slider/batch', { token, json: { ids: [created.id], data: { enabled: false } } });
    expect((await storefront(`identifier=${identifier}`)).body.data).toEqual([]);
    expect((await call('DELETE', `/api/admin/slider/${created.id}`, { token })).status).toBe(200);
  });
});

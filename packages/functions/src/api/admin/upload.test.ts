import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/core/shared/errors';
import { adminToken, call, PNG_BYTES, postToStorage } from '../testing.js';

/** Issue 26 (files straight to S3), decision 0054: images go from the browser to the bucket, past the API's payload limit. */
let token: string;
let n = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${String(++n)}`;
const NOT_AN_IMAGE = 'The file must be an image of type: jpeg, png, gif, webp.';
const TEN_MB = 10 * 1024 * 1024;

/** A PNG of `size` bytes: a real PNG's header followed by padding (file-type reads the header). */
const bigPng = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return bytes;
};

const presign = (json: Record<string, unknown>, auth = token) => call('POST', '/api/admin/upload/presign', { token: auth, json });

beforeAll(async () => {
  token = await adminToken();
});

describe('POST /api/admin/upload/presign → POST to storage → POST /api/admin/upload/confirm', () => {
  it('a 10 MB image (over the API payload limit) goes straight to storage, is confirmed, saved on a brand and served', async () => {
    const form = await presign({ content_type: 'image/png', size: TEN_MB });
    expect(form.status).toBe(200);
    // Posted under `incoming/` (removed after a day unless confirmed), moved to its upload key on confirm.
    expect(form.body.key).toMatch(/^incoming\/uploads\/\d{4}\/\d{2}\/[0-9a-z]{26}\.png$/);
    const path = (form.body.key as string).slice('incoming/'.length);
    expect(form.body.fields).toMatchObject({
      key: form.body.key,
      'Content-Type': 'image/png',
      // Served for a year (CloudFront, decision 0054): a key is never reused.
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(form.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[\w-]+$/);
    expect(Date.parse(form.body.expires_at as string)).toBeGreaterThan(Date.now());

    const stored = await postToStorage(form.body, bigPng(TEN_MB));
    expect(stored.status, stored.text).toBe(204);
    const confirmed = await call('POST', '/api/admin/upload/confirm', { token, json: { key: form.body.key } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ path });
    // A retried confirm answers the same path.
    expect((await call('POST', '/api/admin/upload/confirm', { token, json: { key: form.body.key } })).body).toEqual({ path });

    const brand = await call('POST', '/api/admin/brand', { token, json: { title: 'Big', url: unique('big'), image: path } });
    expect(brand.status).toBe(201);
    const served = await call('GET', `/api/files/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('storage refuses what the signed form does not allow: too large, empty, another type, another key, a forged policy, an extra field', async () => {
    const form = (await presign({ content_type: 'image/png' })).body as { url: string; fields: Record<string, string>; key: string };
    const refusals: [string, Promise<{ status: number; text: string }>, number, string][] = [
      ['over 10 MB', postToStorage(form, bigPng(TEN_MB + 1)), 400, 'EntityTooLarge'],
      ['empty', postToStorage(form, new Uint8Array()), 400, 'EntityTooSmall'],
      ['another type', postToStorage(form, PNG_BYTES, { 'Content-Type': 'text/html' }), 403, 'AccessDenied'],
      ['another key', postToStorage(form, PNG_BYTES, { key: 'uploads/2025/01/01jaaaaaaaaaaaaaaaaaaaaaaa.png' }), 403, 'AccessDenied'],
      [
        'a forged policy',
        postToStorage(form, PNG_BYTES, {
          Policy: Buffer.from(JSON.stringify({ expiration: '2999-01-01T00:00:00Z', conditions: [] })).toString('base64'),
        }),
        403,
        'SignatureDoesNotMatch',
      ],
      ['an extra field', postToStorage(form, PNG_BYTES, { acl: 'public-read' }), 403, 'AccessDenied'],
    ];
    for (const [what, reply, status, code] of refusals) {
      const { status: got, text } = await reply;
      expect(got, what).toBe(status);
      expect(text, what).toContain(`<Code>${code}</Code>`);
    }
    // Nothing was stored: the key is not an uploaded picture.
    const confirmed = await call('POST', '/api/admin/upload/confirm', { token, json: { key: form.key } });
    expect(confirmed.status).toBe(422);
    expect(confirmed.body).toEqual({ messages: { image: [MESSAGES.notUploaded] } });
  });

  it('the bytes decide: a file declared as PNG that is not one is refused on confirm and deleted, and on save', async () => {
    const form = (await presign({ content_type: 'image/png' })).body as { url: string; fields: Record<string, string>; key: string };
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await postToStorage(form, html)).status).toBe(204);
    // Saved without confirming, under either key: nothing unconfirmed is an upload a record can use.
    const path = form.key.slice('incoming/'.length);
    for (const image of [form.key, path]) {
      const saved = await call('POST', '/api/admin/brand', { token, json: { title: 'Sneaky', url: unique('sneaky'), image } });
      expect(saved.status).toBe(422);
      expect(saved.body).toEqual({ messages: { image: [MESSAGES.notUploaded] } });
    }
    const confirmed = await call('POST', '/api/admin/upload/confirm', { token, json: { key: form.key } });
    expect(confirmed.body).toEqual({ messages: { image: [NOT_AN_IMAGE] } });
    // Deleted, not moved: confirming again finds nothing.
    expect((await call('POST', '/api/admin/upload/confirm', { token, json: { key: form.key } })).body).toEqual({
      messages: { image: [MESSAGES.notUploaded] },
    });
    expect((await call('GET', `/api/files/${path}`)).status).toBe(404);
    // A JPEG under a .png key is refused as well (the key's type is what the site will serve).
    const jpegForm = (await presign({ content_type: 'image/png' })).body as { url: string; fields: Record<string, string>; key: string };
    expect((await postToStorage(jpegForm, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]))).status).toBe(
      204,
    );
    expect((await call('POST', '/api/admin/upload/confirm', { token, json: { key: jpegForm.key } })).body).toEqual({
      messages: { image: [NOT_AN_IMAGE] },
    });
  });

  it('presign refuses types other than raster images, declared sizes over 10 MB, and anyone not signed in', async () => {
    for (const content_type of ['image/svg+xml', 'text/html', 'application/pdf']) {
      const reply = await presign({ content_type });
      expect(reply.status, content_type).toBe(422);
      expect(reply.body).toEqual({ messages: { image: [NOT_AN_IMAGE] } });
    }
    expect((await presign({ content_type: 'image/jpeg', size: TEN_MB + 1 })).body).toEqual({
      messages: { image: ['The file may not be greater than 10 MB.'] },
    });
    expect((await presign({ content_type: 'image/webp' })).body.key).toMatch(/\.webp$/);
    expect((await call('POST', '/api/admin/upload/presign', { json: { content_type: 'image/png' } })).status).toBe(401);
    expect((await call('POST', '/api/admin/upload/confirm', { json: { key: 'uploads/x.png' } })).status).toBe(401);
  });
});

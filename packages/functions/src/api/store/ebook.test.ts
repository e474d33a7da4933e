import { describe, expect, it } from 'vitest';
import { EBOOK_LINK_DAYS, Ebooks } from '@shop/core/crm/ebook';
import { adminToken, call, PDF_BYTES, uploadEbook } from '../testing.js';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('GET /api/ebook?token=: the e-book mail link', () => {
  it('answers a short-lived signed download of the private file, named after the button', async () => {
    const file = await uploadEbook(await adminToken());
    const link = await Ebooks.link({ customer_id: 7, status_id: 3, file, name: 'Buying guide' });
    expect(link).toMatch(/\/ebook\?token=/);
    const reply = await call('GET', `/api/ebook?token=${encodeURIComponent(tokenOf(link))}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.file_name).toBe('Buying guide.pdf');
    const download = await fetch(reply.body.url as string);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    // The file itself is not public: its key alone serves nothing.
    expect((await call('GET', `/api/files/${file}`)).status).toBe(404);
  });

  it('refuses an expired link, an altered one and none, saying why', async () => {
    const file = await uploadEbook(await adminToken());
    const old = new Date(Date.now() - (EBOOK_LINK_DAYS + 1) * 86_400_000);
    const expired = await call(
      'GET',
      `/api/ebook?token=${encodeURIComponent(tokenOf(await Ebooks.link({ customer_id: 7, status_id: 3, file, name: 'Guide' }, old)))}`,
    );
    expect(expired.status).toBe(403);
    expect(expired.body.messages).toBe('This e-book link has expired; ask us for a new one.');
    const good = tokenOf(await Ebooks.link({ customer_id: 7, status_id: 3, file, name: 'Guide' }));
    const [head, payload, signature] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, file: 'private/ebooks/other.pdf' })).toString('base64url');
    const altered = await call('GET', `/api/ebook?token=${head}.${forged}.${signature}`);
    expect(altered.status).toBe(403);
    expect(altered.body.messages).toBe('This e-book link is not valid.');
    expect((await call('GET', '/api/ebook?token=')).status).toBe(422);
  });
});

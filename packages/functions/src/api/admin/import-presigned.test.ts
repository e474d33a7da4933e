import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/core/shared/errors';
import { IMPORT_MAX_BYTES } from '@shop/core/shared/sheet';
import { waitForEvents } from '../../local/testing/index.js';
import { workbook } from '../import-testing.js';
import { adminToken, call, limitedAdmin, postToStorage } from '../testing.js';

/** Issue 26 (files straight to S3), decision 0054: a workbook goes from the browser to the bucket, then the import starts from its key. */
let token: string;
const NOT_UPLOADED = 'Please upload the workbook here; this is not an uploaded file.';
type Form = { url: string; fields: Record<string, string>; key: string };

beforeAll(async () => {
  token = await adminToken();
});

const presign = async (auth = token, json: Record<string, unknown> = {}) =>
  (await call('POST', '/api/admin/user/import/presign', { token: auth, json })).body as Form;

describe('POST /api/admin/{user,product}/import/presign → POST to storage → POST …/import/uploaded', () => {
  it('imports a workbook posted straight to storage, as the multipart import does', async () => {
    const email = `presigned-${String(Date.now())}@example.com`;
    const bytes = await workbook(['first_name', 'last_name', 'email', 'gender'], [['Pre', 'Signed', email, 'female']]);
    const form = await presign(token, { size: bytes.byteLength });
    expect(form.key).toMatch(/^imports\/uploads\/\d+\/[0-9a-z]{26}\.xlsx$/);
    expect((await postToStorage(form, bytes)).status).toBe(204);
    const started = await call('POST', '/api/admin/user/import/uploaded', { token, json: { key: form.key } });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await waitForEvents();
    const job = (await call('GET', `/api/admin/user/import/${String(started.body.id)}`, { token })).body;
    expect(job).toMatchObject({ status: 'done', total: 1, imported: 1, failed: 0 });
    expect((await call('GET', `/api/admin/user?search=${encodeURIComponent(email)}`, { token })).body.total).toBe(1);
  });

  it('storage refuses more than 5 MB; presign refuses a declared size over it; what arrived must be a workbook', async () => {
    expect((await call('POST', '/api/admin/user/import/presign', { token, json: { size: IMPORT_MAX_BYTES + 1 } })).body).toEqual({
      messages: MESSAGES.importTooLarge,
    });
    const form = await presign();
    const tooLarge = await postToStorage(form, new Uint8Array(IMPORT_MAX_BYTES + 1));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.text).toContain('<Code>EntityTooLarge</Code>');
    // Not sent: the key names nothing.
    const missing = await call('POST', '/api/admin/user/import/uploaded', { token, json: { key: form.key } });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ messages: { file: [NOT_UPLOADED] } });
    // Sent, but not a workbook: refused as the multipart import refuses it.
    expect((await postToStorage(form, new TextEncoder().encode('first_name,last_name\nA,B\n'))).status).toBe(204);
    const notWorkbook = await call('POST', '/api/admin/user/import/uploaded', { token, json: { key: form.key } });
    expect(notWorkbook.status).toBe(422);
    expect(Object.keys(notWorkbook.body.messages as object)).toEqual(['file']);
  });

  it('only the admin who uploaded it may import a key, only under their own prefix, and only with the import permission', async () => {
    const other = await limitedAdmin(['create user', 'update user']);
    const bytes = await workbook(['first_name', 'last_name', 'email'], [['A', 'B', `other-${String(Date.now())}@example.com`]]);
    const form = await presign();
    expect((await postToStorage(form, bytes)).status).toBe(204);
    for (const key of [form.key, 'imports/someone/source.xlsx', `imports/uploads/${form.key.split('/')[2]!}/../x.xlsx`]) {
      const reply = await call('POST', '/api/admin/user/import/uploaded', { token: other.token, json: { key } });
      expect(reply.status, key).toBe(422);
      expect(reply.body, key).toEqual({ messages: { file: [NOT_UPLOADED] } });
    }
    const reader = await limitedAdmin(['get users']);
    expect((await call('POST', '/api/admin/user/import/presign', { token: reader.token, json: {} })).status).toBe(403);
    expect((await call('POST', '/api/admin/user/import/uploaded', { token: reader.token, json: { key: form.key } })).status).toBe(403);
  });
});

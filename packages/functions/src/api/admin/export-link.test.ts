import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SHEET_COLUMNS } from '@shop/core/customer/customer.schema';
import { readWorkbook, runImport, workbook, XLSX } from '../import-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

/** Issue 26 (files straight to S3), decision 0054: xlsx files are downloaded from storage through a short-lived signed link. */
let token: string;

beforeAll(async () => {
  token = await adminToken();
});

describe('POST /api/admin/{user,product}/export/link', () => {
  it('writes the export to storage and answers a signed link valid 5 minutes; the file comes from storage, not the API', async () => {
    const email = `linked-${String(Date.now())}@example.com`;
    const json = {
      first_name: 'Link',
      last_name: 'Ed',
      gender: 'male',
      email,
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
    };
    expect((await call('POST', '/api/admin/user', { token, json })).status).toBe(201);
    const before = Date.now();
    const reply = await call('POST', '/api/admin/user/export/link', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.body.file_name).toBe('customers.xlsx');
    const url = new URL(reply.body.url as string);
    expect(url.origin).not.toBe('http://localhost');
    expect(url.pathname).toMatch(/\/exports\/\d+\/[0-9a-z]{26}\/customers\.xlsx$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const expires = Date.parse(reply.body.expires_at as string);
    expect(expires).toBeGreaterThanOrEqual(before + 299_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 300_000);

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(XLSX);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="customers.xlsx"');
    const rows = await readWorkbook(await file.arrayBuffer());
    expect(Object.keys(rows[0]!)).toEqual([...CUSTOMER_SHEET_COLUMNS]);
    expect(rows.map((r) => r.email)).toContain(email);

    // The link is good for that file only, as S3 signs it: another file, another disposition or a
    // longer life is refused (the local stand-in checks the signature as S3 does).
    const tampered = (change: (u: URL) => void) => {
      const copy = new URL(url);
      change(copy);
      return fetch(copy);
    };
    for (const change of [
      (u: URL) => (u.pathname = u.pathname.replace('customers.xlsx', 'products.xlsx')),
      (u: URL) => u.searchParams.set('response-content-disposition', 'inline'),
      (u: URL) => u.searchParams.set('X-Amz-Expires', '604799'),
    ]) {
      const refused = await tampered(change);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }

    // The product export too; the direct download still works.
    expect((await call('POST', '/api/admin/product/export/link', { token })).body.file_name).toBe('products.xlsx');
    expect((await call('GET', '/api/admin/user/export', { token })).status).toBe(200);
  });

  it('needs the list permission, as the direct export', async () => {
    const limited = await limitedAdmin(['create user']);
    expect((await call('POST', '/api/admin/user/export/link', { token: limited.token })).status).toBe(403);
    expect((await call('POST', '/api/admin/user/export/link')).status).toBe(401);
  });
});

describe('POST /api/admin/user/import/{job}/result/link', () => {
  it('links to the failed rows in storage for the admin who ran the import; 404 for anyone else or a clean import', async () => {
    const header = ['first_name', 'last_name', 'email', 'gender'];
    const job = (await runImport(token, 'user', await workbook(header, [['Bad', 'Mail', 'not-an-email', 'female']]))).body;
    expect(job).toMatchObject({ status: 'done', failed: 1, has_result: true });
    const link = await call('POST', `/api/admin/user/import/${String(job.id)}/result/link`, { token });
    expect(link.status).toBe(200);
    expect(link.body.file_name).toBe('customers-import-result.xlsx');
    const file = await fetch(link.body.url as string);
    expect(file.status).toBe(200);
    expect((await readWorkbook(await file.arrayBuffer()))[0]).toMatchObject({ row: '2', email: 'not-an-email' });

    const other = await limitedAdmin(['get users', 'create user', 'update user']);
    expect((await call('POST', `/api/admin/user/import/${String(job.id)}/result/link`, { token: other.token })).status).toBe(404);
    const clean = (
      await runImport(token, 'user', await workbook(header, [['Clean', 'Row', `clean-${String(Date.now())}@example.com`, 'male']]))
    ).body;
    expect((await call('POST', `/api/admin/user/import/${String(clean.id)}/result/link`, { token })).status).toBe(404);
  });
});

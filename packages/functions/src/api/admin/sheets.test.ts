import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin } from '../testing.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['id', 'first_name', 'last_name', 'email', 'gender', 'phone', 'country_code', 'enabled', 'is_subscribe', 'job_title', 'department', 'office_phone', 'fax', 'website', 'description', 'password'];

let token: string;

async function createCustomer(email: string, over: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: { email, first_name: 'Exp', last_name: 'Orter', gender: 'male', password: 'Secret123!', password_confirmation: 'Secret123!', ...over },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; email: string };
}

/** An .xlsx with a header row and the given rows (cells in header order). */
async function workbook(header: string[], rows: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('customers');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function upload(bytes: Uint8Array, name = 'customers.xlsx', type = XLSX): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
}

async function readWorkbook(body: ArrayBuffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

const total = async () => (await call('GET', '/api/admin/user', { token })).body.total as number;
const findByEmail = async (email: string) => (await call('GET', `/api/admin/user?search=${encodeURIComponent(email)}`, { token })).body.data as { id: number; email: string; first_name: string; last_name: string; admin_id: number | null; tags: string[] }[];

beforeAll(async () => {
  token = await adminToken();
});

describe('customer export', () => {
  it('GET /api/admin/user/export returns a real xlsx with the header row and every customer', async () => {
    const a = await createCustomer('export.one@example.com');
    const b = await createCustomer('export.two@example.com', { phone: '98765432', country_code: 'HKG' });
    const reply = await call('GET', '/api/admin/user/export', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(XLSX);
    expect(reply.headers.get('content-disposition')).toContain('customers.xlsx');
    const rows = await readWorkbook(reply.body as ArrayBuffer);
    expect(rows[0]).toEqual(HEADER);
    const emailCol = HEADER.indexOf('email');
    const emails = rows.slice(1).map((r) => r[emailCol]);
    expect(emails).toEqual(expect.arrayContaining([a.email, b.email]));
    expect(rows.length - 1).toBe(await total());
    const rowB = rows.find((r) => r[emailCol] === b.email)!;
    expect(rowB[HEADER.indexOf('id')]).toBe(String(b.id));
    expect(rowB[HEADER.indexOf('phone')]).toBe('98765432');
    expect(rowB[HEADER.indexOf('password')] ?? '').toBe('');
  });

  it('export without "get users" is 403; an unknown entity is 404; no token is 401', async () => {
    const limited = await limitedAdmin(['create user']);
    const denied = await call('GET', '/api/admin/user/export', { token: limited.token });
    expect(denied.status).toBe(403);
    expect(denied.body).toHaveProperty('messages');
    const unknown = await call('GET', '/api/admin/nothing/export', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toHaveProperty('messages');
    expect((await call('GET', '/api/admin/user/export')).status).toBe(401);
  });
});

describe('customer import', () => {
  it('imports the good rows (creating and updating) and lists the bad row by spreadsheet row number', async () => {
    const existing = await createCustomer('import.existing@example.com');
    const byEmail = await createCustomer('import.byemail@example.com');
    const before = await total();
    const bytes = await workbook(
      ['id', 'first_name', 'last_name', 'email', 'gender', 'enabled', 'password'],
      [
        [existing.id, 'Updated', 'ById', 'import.existing@example.com', 'female', true, ''],
        ['', 'Fresh', 'Row', 'import.fresh@example.com', 'male', true, 'FreshPass1'],
        ['', 'Broken', 'Row', 'not-an-email', 'male', true, ''],
        ['', 'Updated', 'ByEmail', 'IMPORT.BYEMAIL@example.com', 'female', false, ''],
      ],
    );
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(bytes) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toEqual({ imported: 3, failed: [{ row: 4, messages: { email: ['Please check your input.'] } }] });

    expect(await total()).toBe(before + 1);
    expect((await call('GET', `/api/admin/user/${existing.id}`, { token })).body).toMatchObject({ first_name: 'Updated', last_name: 'ById', gender: 'female' });
    expect((await call('GET', `/api/admin/user/${byEmail.id}`, { token })).body).toMatchObject({ last_name: 'ByEmail', enabled: false });
    const fresh = await findByEmail('import.fresh@example.com');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ first_name: 'Fresh', last_name: 'Row' });
    expect(await findByEmail('not-an-email')).toHaveLength(0);
    expect((await call('POST', '/api/login', { json: { email: 'import.fresh@example.com', password: 'FreshPass1' } })).status).toBe(200);
  });

  it('reports a row whose id does not exist, or that misses required fields, without stopping the others', async () => {
    const bytes = await workbook(
      ['id', 'first_name', 'last_name', 'email', 'gender'],
      [
        [654321, 'Ghost', 'Row', 'ghost@example.com', 'male'],
        ['', '', 'NoFirst', 'nofirst@example.com', 'unknown'],
        ['', 'Good', 'Row', 'import.good@example.com', 'female'],
      ],
    );
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(bytes) });
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(1);
    expect(reply.body.failed).toEqual([
      { row: 2, messages: 'ID not exists' },
      { row: 3, messages: { first_name: ['This field is required.'], gender: ['Please check your input.'] } },
    ]);
    expect(await findByEmail('ghost@example.com')).toHaveLength(0);
    expect(await findByEmail('import.good@example.com')).toHaveLength(1);
  });

  it('a workbook with 1001 data rows is refused with 422 and nothing is imported', async () => {
    const before = await total();
    const rows = Array.from({ length: 1001 }, (_, i) => ['', 'Bulk', `Row${i}`, `bulk${i}@example.com`, 'male']);
    const bytes = await workbook(['id', 'first_name', 'last_name', 'email', 'gender'], rows);
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(bytes) });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ messages: { file: ['The data can only import 1000 records at a time'] } });
    expect(await total()).toBe(before);
    expect(await findByEmail('bulk0@example.com')).toHaveLength(0);
  });

  it('a file that is not an xlsx workbook, or no file at all, is refused with 422 on file', async () => {
    const text = new TextEncoder().encode('id,email\n1,csv@example.com\n');
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(text, 'customers.csv', 'text/csv') });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toHaveProperty('file');
    const empty = new FormData();
    empty.set('other', 'x');
    const missing = await call('POST', '/api/admin/user/import', { token, form: empty });
    expect(missing.status).toBe(422);
    expect(missing.body.messages).toEqual({ file: ['This field is required.'] });
    expect(await findByEmail('csv@example.com')).toHaveLength(0);
  });

  it('import without "create user" is 403 and imports nothing', async () => {
    const limited = await limitedAdmin(['get users']);
    const bytes = await workbook(['first_name', 'last_name', 'email', 'gender'], [['No', 'Perm', 'noperm@example.com', 'male']]);
    const reply = await call('POST', '/api/admin/user/import', { token: limited.token, form: upload(bytes) });
    expect(reply.status).toBe(403);
    expect(await findByEmail('noperm@example.com')).toHaveLength(0);
    expect((await call('POST', '/api/admin/nothing/import', { token, form: upload(bytes) })).status).toBe(404);
  });

  it('re-importing an exported workbook updates every row in place without creating duplicates', async () => {
    await createCustomer('roundtrip@example.com', { job_title: 'Buyer' });
    const exported = await call('GET', '/api/admin/user/export', { token });
    const count = await total();
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(new Uint8Array(exported.body as ArrayBuffer)) });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ imported: count, failed: [] });
    expect(await total()).toBe(count);
    const [row] = await findByEmail('roundtrip@example.com');
    expect((await call('GET', `/api/admin/user/${row!.id}`, { token })).body).toMatchObject({ job_title: 'Buyer', first_name: 'Exp' });
  });
});

describe('import keeps what the sheet does not carry', () => {
  it('updating by id changes only the sheet columns: staff, tags, extra emails and flags stay', async () => {
    const created = await createCustomer('keepme@example.com', { admin_id: 1, tags: ['vip'], emails: ['alt@example.com'], enabled: false });
    const bytes = await workbook(['id', 'first_name', 'last_name', 'email', 'gender'], [[created.id, 'Renamed', 'Person', 'keepme@example.com', 'female']]);
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(bytes) });
    expect(reply.body).toEqual({ imported: 1, failed: [] });
    const after = (await call('GET', `/api/admin/user/${created.id}`, { token })).body;
    expect(after).toMatchObject({ first_name: 'Renamed', gender: 'female', admin_id: 1, tags: ['vip'], emails: ['alt@example.com'], enabled: false });
  });
});

describe('export then import round-trips', () => {
  it('a shopper who registered without a gender re-imports unchanged; a new row still needs one', async () => {
    await call('POST', '/api/register', {
      json: { first_name: 'Reg', last_name: 'Istered', email: 'registered@example.com', password: 'Password1!', password_confirmation: 'Password1!' },
    });
    const [registered] = await findByEmail('registered@example.com');
    const bytes = await workbook(['id', 'first_name', 'last_name', 'email', 'gender'], [
      [registered!.id, 'Reg', 'Istered', 'registered@example.com', ''],
      ['', 'New', 'Person', 'new-no-gender@example.com', ''],
    ]);
    const reply = await call('POST', '/api/admin/user/import', { token, form: upload(bytes) });
    expect(reply.body).toEqual({ imported: 1, failed: [{ row: 3, messages: { gender: ['This field is required.'] } }] });
    expect((await call('GET', `/api/admin/user/${registered!.id}`, { token })).body.gender).toBeNull();
  });
});

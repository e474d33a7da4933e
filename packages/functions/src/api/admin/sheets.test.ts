import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SHEET_COLUMNS } from '@shop/core/customer/customer.schema';
import { MESSAGES } from '@shop/core/shared/errors';
import { fileForm, readWorkbook, runImport, workbook, XLSX } from '../import-testing.js';
import { adminToken, call, limitedAdmin } from '../testing.js';

let token: string;

async function createCustomer(email: string, over: Record<string, unknown> = {}) {
  const reply = await call('POST', '/api/admin/user', {
    token,
    json: {
      email,
      first_name: 'Exp',
      last_name: 'Orter',
      gender: 'male',
      password: 'Secret123!',
      password_confirmation: 'Secret123!',
      ...over,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; email: string };
}

const total = async () => (await call('GET', '/api/admin/user', { token })).body.total as number;
const findByEmail = async (email: string) =>
  (await call('GET', `/api/admin/user?search=${encodeURIComponent(email)}`, { token })).body.data as {
    id: number;
    email: string;
    first_name: string;
    last_name: string;
    admin_id: number | null;
    tags: string[];
  }[];
const getCustomer = async (id: number) => (await call('GET', `/api/admin/user/${id}`, { token })).body;
const canLogIn = async (email: string, password: string) =>
  (await call('POST', '/api/login', { json: { email, password } })).status === 200;

/** Everything but `updated_at`, which an import moves on every row it saves. */
const settled = ({ updated_at: _ignored, ...rest }: Record<string, unknown>) => rest;

beforeAll(async () => {
  token = await adminToken();
});

describe('customer export', () => {
  it('GET /api/admin/user/export returns a real xlsx with the header row and every customer', async () => {
    const a = await createCustomer('export.one@example.com');
    const b = await createCustomer('export.two@example.com', { phone: '98765432', country_code: 'HKG', tags: ['vip', 'hk'] });
    const reply = await call('GET', '/api/admin/user/export', { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe(XLSX);
    expect(reply.headers.get('content-disposition')).toContain('customers.xlsx');
    const rows = await readWorkbook(reply.body as ArrayBuffer);
    expect(Object.keys(rows[0]!)).toEqual([...CUSTOMER_SHEET_COLUMNS]);
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining([a.email, b.email]));
    expect(rows.length).toBe(await total());
    const rowB = rows.find((r) => r.email === b.email)!;
    expect(rowB).toMatchObject({ id: String(b.id), phone: '98765432', tags: 'vip,hk', password: '' });
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
        // One new email twice: the first row creates the customer, the second updates it.
        ['', 'Twice', 'First', 'import.twice@example.com', 'male', true, ''],
        ['', 'Twice', 'Second', 'Import.Twice@example.com', 'male', true, ''],
      ],
    );
    const reply = await runImport(token, 'user', bytes);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({
      entity: 'user',
      status: 'done',
      total: 6,
      processed: 6,
      imported: 5,
      failed: 1,
      failures: [{ row: 4, messages: { email: ['Please check your input.'] } }],
      has_result: true,
    });

    expect(await total()).toBe(before + 2);
    expect(await findByEmail('import.twice@example.com')).toMatchObject([{ first_name: 'Twice', last_name: 'Second' }]);
    expect(await getCustomer(existing.id)).toMatchObject({ first_name: 'Updated', last_name: 'ById', gender: 'female' });
    expect(await getCustomer(byEmail.id)).toMatchObject({ last_name: 'ByEmail', enabled: false });
    const fresh = await findByEmail('import.fresh@example.com');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ first_name: 'Fresh', last_name: 'Row' });
    expect(await findByEmail('not-an-email')).toHaveLength(0);
    expect(await canLogIn('import.fresh@example.com', 'FreshPass1')).toBe(true);
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
    const reply = await runImport(token, 'user', bytes);
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(1);
    expect(reply.body.failures).toEqual([
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
    const reply = await runImport(token, 'user', bytes);
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ messages: { file: ['The data can only import 1000 records at a time'] } });
    expect(await total()).toBe(before);
    expect(await findByEmail('bulk0@example.com')).toHaveLength(0);
  });

  it('a file that is not an xlsx workbook, or no file at all, is refused with 422 on file', async () => {
    const text = new TextEncoder().encode('id,email\n1,csv@example.com\n');
    const reply = await call('POST', '/api/admin/user/import', { token, form: fileForm(text, 'customers.csv', 'text/csv') });
    expect(reply.status).toBe(422);
    expect(reply.body.messages).toHaveProperty('file');
    const empty = new FormData();
    empty.set('other', 'x');
    const missing = await call('POST', '/api/admin/user/import', { token, form: empty });
    expect(missing.status).toBe(422);
    expect(missing.body.messages).toEqual({ file: ['This field is required.'] });
    expect(await findByEmail('csv@example.com')).toHaveLength(0);
  });

  it('import without "create user" or "update user" is 403 and imports nothing', async () => {
    const limited = await limitedAdmin(['get users']);
    const bytes = await workbook(['first_name', 'last_name', 'email', 'gender'], [['No', 'Perm', 'noperm@example.com', 'male']]);
    const reply = await call('POST', '/api/admin/user/import', { token: limited.token, form: fileForm(bytes) });
    expect(reply.status).toBe(403);
    expect(await findByEmail('noperm@example.com')).toHaveLength(0);
    expect((await call('POST', '/api/admin/nothing/import', { token, form: fileForm(bytes) })).status).toBe(404);
  });
});

describe('import is create and update: each row needs the permission for what it does', () => {
  it('with only "create user": new rows are created, rows matching a saved customer fail and change nothing', async () => {
    const saved = await createCustomer('perm.create.saved@example.com', { first_name: 'Kept' });
    const creator = await limitedAdmin(['get users', 'create user']);
    const bytes = await workbook(
      ['id', 'first_name', 'last_name', 'email', 'gender'],
      [
        ['', 'New', 'Person', 'perm.create.new@example.com', 'female'],
        [saved.id, 'Changed', 'Person', saved.email, 'female'],
        ['', 'Changed', 'ByEmail', saved.email, 'female'],
      ],
    );
    const reply = await runImport(creator.token, 'user', bytes);
    expect(reply.body).toMatchObject({ imported: 1, failed: 2 });
    expect(reply.body.failures).toEqual([
      { row: 3, messages: 'Permission denied: update user' },
      { row: 4, messages: 'Permission denied: update user' },
    ]);
    expect(await findByEmail('perm.create.new@example.com')).toHaveLength(1);
    expect(await getCustomer(saved.id)).toMatchObject({ first_name: 'Kept', last_name: 'Orter', gender: 'male' });
  });

  it('with only "update user": saved customers are updated, new rows fail', async () => {
    const saved = await createCustomer('perm.update.saved@example.com');
    const updater = await limitedAdmin(['get users', 'update user']);
    const bytes = await workbook(
      ['email', 'first_name', 'last_name', 'gender'],
      [
        [saved.email, 'Renamed', 'Orter', 'male'],
        ['perm.update.new@example.com', 'New', 'Person', 'female'],
      ],
    );
    const reply = await runImport(updater.token, 'user', bytes);
    expect(reply.body).toMatchObject({ imported: 1, failed: 1, failures: [{ row: 3, messages: 'Permission denied: create user' }] });
    expect(await getCustomer(saved.id)).toMatchObject({ first_name: 'Renamed' });
    expect(await findByEmail('perm.update.new@example.com')).toHaveLength(0);
  });

  it('never sets the password of a saved customer: such a row is refused whole, the old password still works', async () => {
    const saved = await createCustomer('perm.password@example.com');
    const bytes = await workbook(['email', 'first_name', 'password'], [[saved.email, 'Taken', 'Attacker123!']]);
    const reply = await runImport(token, 'user', bytes);
    expect(reply.body).toMatchObject({
      imported: 0,
      failed: 1,
      failures: [{ row: 2, messages: { password: [MESSAGES.importPasswordOfExisting] } }],
    });
    expect(await canLogIn(saved.email, 'Attacker123!')).toBe(false);
    expect(await canLogIn(saved.email, 'Secret123!')).toBe(true);
    expect(await getCustomer(saved.id)).toMatchObject({ first_name: 'Exp' });
  });
});

describe('export then import round-trips', () => {
  it('exporting every customer and importing the file unchanged changes nothing', async () => {
    await createCustomer('roundtrip.full@example.com', {
      enabled: false,
      is_subscribe: true,
      gender: 'female',
      phone: '91234567',
      country_code: 'HKG',
      job_title: 'Buyer',
      department: 'Sales',
      office_phone: '21234567',
      fax: '21234568',
      website: 'https://example.com',
      description: 'Long-time client',
      emails: ['alt1@example.com', 'alt2@example.com'],
      mobiles: ['61234567'],
      tags: ['vip', 'wholesale'],
      admin_id: 1,
    });
    await createCustomer('roundtrip.plain@example.com');
    await call('POST', '/api/register', {
      json: {
        first_name: 'Reg',
        last_name: 'Istered',
        email: 'roundtrip.registered@example.com',
        password: 'Password1!',
        password_confirmation: 'Password1!',
      },
    });
    const list = async () =>
      (await call('GET', '/api/admin/user?per_page=100&sort=id&order=asc', { token })).body.data as Record<string, unknown>[];
    const before = await list();
    const exported = await call('GET', '/api/admin/user/export', { token });
    const reply = await runImport(token, 'user', new Uint8Array(exported.body as ArrayBuffer));
    expect(reply.body).toMatchObject({ status: 'done', imported: before.length, failed: 0, failures: [] });
    const after = await list();
    expect(after.map(settled)).toEqual(before.map(settled));
    // Passwords are not in the sheet and were not touched.
    expect(await canLogIn('roundtrip.plain@example.com', 'Secret123!')).toBe(true);
  });

  it('columns a sheet lacks and blank cells keep their stored values', async () => {
    const created = await createCustomer('keepme@example.com', {
      admin_id: 1,
      tags: ['vip'],
      emails: ['alt@example.com'],
      enabled: false,
      job_title: 'Chef',
    });
    const bytes = await workbook(
      ['id', 'first_name', 'last_name', 'email', 'gender', 'job_title'],
      [[created.id, 'Renamed', 'Person', 'keepme@example.com', 'female', '']],
    );
    const reply = await runImport(token, 'user', bytes);
    expect(reply.body).toMatchObject({ imported: 1, failed: 0 });
    expect(await getCustomer(created.id)).toMatchObject({
      first_name: 'Renamed',
      gender: 'female',
      admin_id: 1,
      tags: ['vip'],
      emails: ['alt@example.com'],
      enabled: false,
      job_title: 'Chef',
    });
  });

  it('a shopper who registered without a gender re-imports unchanged; a new row still needs one', async () => {
    await call('POST', '/api/register', {
      json: {
        first_name: 'Reg',
        last_name: 'Istered',
        email: 'registered@example.com',
        password: 'Password1!',
        password_confirmation: 'Password1!',
      },
    });
    const [registered] = await findByEmail('registered@example.com');
    const bytes = await workbook(
      ['id', 'first_name', 'last_name', 'email', 'gender'],
      [
        [registered!.id, 'Reg', 'Istered', 'registered@example.com', ''],
        ['', 'New', 'Person', 'new-no-gender@example.com', ''],
      ],
    );
    const reply = await runImport(token, 'user', bytes);
    expect(reply.body).toMatchObject({ imported: 1, failed: 1, failures: [{ row: 3, messages: { gender: ['This field is required.'] } }] });
    expect((await getCustomer(registered!.id)).gender).toBeNull();
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { RECAPTCHA_TEST_TOKEN } from '../../local/recaptcha-local.js';
import { adminToken, call, limitedAdmin, PDF_BYTES, PNG_BYTES } from '../testing.js';

let seq = 0;
const unique = () => `${String(Date.now())}-${String(++seq)}`;
/** Each submission its own network address unless a test shares one, so the throttle counts apart. */
const nextIp = () => `203.0.113.${String((++seq % 250) + 1)}`;

const fields = [
  { type: 'text', key: 'email', title: 'E-mail', required: true, order: 0 },
  { type: 'text', key: 'first_name', title: 'Name', order: 1 },
  { type: 'single_select', key: 'size', title: 'Size', required: true, additional_options: ['S', 'M', 'L'], order: 2 },
  { type: 'multiple_checkbox', key: 'consent', title: 'Send me offers', additional_options: ['yes'], order: 3 },
  { type: 'file', key: 'cv', title: 'CV', order: 4 },
];

async function createForm(token: string, extra: object = {}) {
  const url = `survey-${unique()}`;
  const reply = await call('POST', '/api/admin/form', {
    token,
    json: {
      title: 'Survey',
      url,
      description: '<p>Tell us</p><script>alert(1)</script>',
      meta_title: 'Survey page',
      tabs: [{ title: 'About you', order: 0, fields }],
      ...extra,
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.id as number, url };
}

function submission(values: Record<string, string | string[]>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(Array.isArray(value) ? `${key}[]` : key, v);
  }
  if (file) form.append('cv', new Blob([new Uint8Array(file.bytes)]), file.name);
  return form;
}

const send = (url: string, form: FormData, options: { token?: string; ip?: string } = {}) =>
  call('POST', `/api/form/${url}`, { form, remoteAddress: options.ip ?? nextIp(), ...(options.token ? { token: options.token } : {}) });

async function shopper() {
  const email = `form-shopper-${unique()}@example.com`;
  const reply = await call('POST', '/api/register', {
    json: { first_name: 'Ada', last_name: 'Lovelace', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
    remoteAddress: nextIp(),
  });
  expect(reply.status).toBe(201);
  return { token: reply.body.token as string, email };
}

describe('form builder', () => {
  it('keeps tabs and fields in order, sanitises the description, and round-trips save → load → save', async () => {
    const token = await adminToken();
    const { id } = await createForm(token);
    const got = await call('GET', `/api/admin/form/${String(id)}`, { token });
    expect(got.body.description).toBe('<p>Tell us</p>');
    expect(got.body.tabs[0].fields.map((f: { key: string }) => f.key)).toEqual(['email', 'first_name', 'size', 'consent', 'cv']);
    expect(got.body.tabs[0].fields[2]).toMatchObject({
      type: 'single_select',
      additional_options: ['S', 'M', 'L'],
      enabled: true,
      required: true,
    });
    const { id: _id, language: _l, created_at: _c, updated_at: _u, ...input } = got.body;
    const again = await call('PUT', `/api/admin/form/${String(id)}`, { token, json: input });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.tabs).toEqual(got.body.tabs);
    const list = await call('GET', '/api/admin/form?per_page=10', { token });
    expect(list.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({ field_count: 5, title: 'Survey' });
  });

  it('refuses bad keys (key_format), repeated keys, a taken url, and a dropdown without options', async () => {
    const token = await adminToken();
    const { url } = await createForm(token);
    const refused = async (json: object, status = 422) => {
      const reply = await call('POST', '/api/admin/form', { token, json: { title: 'X', url: `x-${unique()}`, ...json } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      return reply.body.messages as Record<string, string[]>;
    };
    const tab = (list: object[]) => ({ tabs: [{ title: 'T', fields: list }] });
    expect((await refused(tab([{ type: 'text', key: 'Email', title: 'E' }])))['tabs.0.fields.0.key']).toContain(
      'Input must start with a lowercase letter',
    );
    expect((await refused(tab([{ type: 'text', key: 'e-mail', title: 'E' }])))['tabs.0.fields.0.key']).toEqual([
      'Input can only contain lowercase letters, numbers and _ character',
    ]);
    const twice = await refused({
      tabs: [
        { title: 'A', fields: [{ type: 'text', key: 'name', title: 'N' }] },
        { title: 'B', fields: [{ type: 'textarea', key: 'name', title: 'N2' }] },
      ],
    });
    expect(twice).toEqual({ 'tabs.1.fields.0.key': ['Field key can not be repeated'] });
    expect((await refused(tab([{ type: 'single_select', key: 'pick', title: 'P' }])))['tabs.0.fields.0.additional_options']).toBeDefined();
    expect(await refused({ url }, 409)).toEqual({ url: ['Please make sure that url field is unique'] });
  });

  it('is permission-checked: an admin without form rights is refused', async () => {
    const { token } = await limitedAdmin(['get statuses']);
    expect((await call('GET', '/api/admin/form', { token })).status).toBe(403);
    expect((await call('PUT', '/api/admin/form/submit_histories/1', { token, json: { status: 'completed' } })).status).toBe(403);
  });
});

describe('form submissions', () => {
  it('a guest submission creates a lead (lead_source form) with consent; a second by the same e-mail updates it', async () => {
    const token = await adminToken();
    const { id, url } = await createForm(token);
    const email = `lead-${unique()}@example.com`;
    const first = await send(url, submission({ email, first_name: 'Grace', size: 'M', consent: ['yes'] }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const customerId = first.body.customer_id as number;
    const lead = await call('GET', `/api/admin/lead/${String(customerId)}`, { token });
    // The form's e-mail consent turns the newsletter flag on too, recorded once (decision 0072).
    expect(lead.body).toMatchObject({ email, first_name: 'Grace', lead_source: 'form', is_subscribe: true });
    const consent = await call('GET', `/api/admin/lead/${String(customerId)}/consent`, { token });
    expect(consent.body).toEqual([expect.objectContaining({ channel: 'email', granted: true, source: 'form' })]);

    const second = await send(url, submission({ email: email.toUpperCase(), first_name: 'Grace B.', size: 'L' }));
    expect(second.body.customer_id).toBe(customerId);
    expect((await call('GET', `/api/admin/lead/${String(customerId)}`, { token })).body.first_name).toBe('Grace B.');

    const histories = await call('GET', `/api/admin/form/${String(id)}/submit_histories?per_page=10`, { token });
    expect(histories.body.total).toBe(2);
    expect(histories.body.data[0]).toMatchObject({ status: 'pending', user_id: customerId, lead_source: 'form' });
    expect(histories.body.data[0].answers).toEqual(
      expect.arrayContaining([{ key: 'size', title: 'Size', type: 'single_select', value: 'L', file_name: null }]),
    );
  });

  it('refuses missing required fields, a value outside the options, and a file of the wrong type or too large', async () => {
    const token = await adminToken();
    const { url } = await createForm(token);
    const missing = await send(url, submission({ first_name: 'X' }));
    expect(missing.status).toBe(422);
    expect(missing.body.messages).toEqual({ email: ['This field is required.'], size: ['This field is required.'] });
    expect((await send(url, submission({ email: 'a@example.com', size: 'XXL' }))).body.messages).toEqual({
      size: ['Please check your input.'],
    });
    const exe = await send(
      url,
      submission({ email: 'a@example.com', size: 'S' }, { bytes: new TextEncoder().encode('MZ not a document'), name: 'cv.pdf' }),
    );
    expect(exe.status).toBe(422);
    expect(exe.body.messages.cv[0]).toContain('The file must be a PDF');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PDF_BYTES);
    const tooLarge = await send(url, submission({ email: 'a@example.com', size: 'S' }, { bytes: big, name: 'cv.pdf' }));
    expect(tooLarge.body.messages).toEqual({ cv: ['The file may not be greater than 5 MB.'] });
    // A real PDF is kept privately; staff open it through a signed link.
    const ok = await send(url, submission({ email: `cv-${unique()}@example.com`, size: 'S' }, { bytes: PDF_BYTES, name: 'my cv.pdf' }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const formId = (await call('GET', `/api/form/${url}`)).body.id as number;
    const got = await call('GET', `/api/admin/form/${String(formId)}/submit_histories/${String(ok.body.history_id)}`, { token });
    const cv = got.body.answers.find((a: { key: string }) => a.key === 'cv');
    expect(cv).toMatchObject({ type: 'file', file_name: 'my cv.pdf' });
    expect(cv.value).toMatch(/^private\/forms\/submissions\/[0-9a-z]{26}\.pdf$/);
    const link = await call(
      'GET',
      `/api/admin/form/submit_histories/${String(ok.body.history_id)}/file?key=${encodeURIComponent(cv.value)}`,
      { token },
    );
    expect(link.status).toBe(200);
    expect(link.body.url).toContain(cv.value);
  });

  it('access: unknown or disabled form 404; a guest on a login-only form 401; limit_submit refuses a second submission', async () => {
    const token = await adminToken();
    expect((await call('GET', '/api/form/no-such-form')).status).toBe(404);
    const disabled = await createForm(token, { enabled: false });
    expect((await call('GET', `/api/form/${disabled.url}`)).status).toBe(404);
    expect((await send(disabled.url, submission({ email: 'a@example.com', size: 'S' }))).status).toBe(404);

    const members = await createForm(token, { allow_guest: false, limit_submit: true });
    const asGuest = await call('GET', `/api/form/${members.url}`);
    expect(asGuest.body).toMatchObject({ allow_guest: false, tabs: [], submitted: false, meta_title: 'Survey page' });
    const guest = await send(members.url, submission({ email: 'a@example.com', size: 'S' }));
    expect(guest.status).toBe(401);
    expect(guest.body.messages).toBe('Please log in to fill in this form.');

    const me = await shopper();
    expect((await call('GET', `/api/form/${members.url}`, { token: me.token })).body.tabs[0].fields).toHaveLength(5);
    const first = await send(members.url, submission({ email: me.email, size: 'S' }), { token: me.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await call('GET', `/api/form/${members.url}`, { token: me.token })).body.submitted).toBe(true);
    const again = await send(members.url, submission({ email: me.email, size: 'M' }), { token: me.token });
    expect(again.status).toBe(409);
    expect(again.body.messages).toBe('You have already submitted this form.');
    // Two at once: exactly one goes through.
    const other = await shopper();
    const both = await Promise.all(
      [0, 1].map(() => send(members.url, submission({ email: other.email, size: 'S' }), { token: other.token })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('a shopper sees only their own submissions; staff set the status and attach files', async () => {
    const token = await adminToken();
    const { id, url } = await createForm(token);
    const me = await shopper();
    const other = await shopper();
    const mine = await send(url, submission({ email: me.email, size: 'S' }), { token: me.token });
    await send(url, submission({ email: other.email, size: 'M' }), { token: other.token });
    const list = await call('GET', '/api/submit_histories', { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((h: { id: number }) => h.id)).toEqual([mine.body.history_id]);
    expect((await call('GET', '/api/submit_histories')).status).toBe(401);
    const hid = String(mine.body.history_id);

    const status = await call('PUT', `/api/admin/form/submit_histories/${hid}`, { token, json: { status: 'completed' } });
    expect(status.body.status).toBe('completed');
    expect((await call('PUT', `/api/admin/form/submit_histories/${hid}`, { token, json: { status: 'lost' } })).status).toBe(422);

    const upload = new FormData();
    upload.append('admin_file', new Blob([new Uint8Array(PNG_BYTES)]), 'receipt.png');
    const attached = await call('POST', `/api/admin/form/submit_histories/${hid}/upload`, { token, form: upload });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.admin_files).toEqual([{ file: expect.stringMatching(/^private\/forms\/staff\/.+\.png$/), name: 'receipt.png' }]);
    const bad = new FormData();
    bad.append('admin_file', new Blob(['plain text']), 'notes.txt');
    expect((await call('POST', `/api/admin/form/submit_histories/${hid}/upload`, { token, form: bad })).status).toBe(422);

    // The shopper opens their own file; another shopper cannot.
    const key = encodeURIComponent(attached.body.admin_files[0].file as string);
    expect((await call('GET', `/api/submit_histories/${hid}/file?key=${key}`, { token: me.token })).status).toBe(200);
    expect((await call('GET', `/api/submit_histories/${hid}/file?key=${key}`, { token: other.token })).status).toBe(404);
    // The history belongs to its form: another form's id does not find it.
    expect((await call('GET', `/api/admin/form/${String(id + 100000)}/submit_histories/${hid}`, { token })).status).toBe(404);
  });

  it('exports a form’s submissions as xlsx, a column per field key', async () => {
    const token = await adminToken();
    const { id, url } = await createForm(token);
    const email = `export-${unique()}@example.com`;
    await send(url, submission({ email, first_name: 'Lin', size: 'L', consent: ['yes'] }));
    const reply = await call('GET', `/api/admin/form/${String(id)}/export`, { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(reply.body as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'id',
      'created_at',
      'status',
      'customer_id',
      'customer',
      'email',
      'first_name',
      'size',
      'consent',
      'cv',
    ]);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[2]).toBe('pending');
    expect(row.slice(5, 9)).toEqual([email, 'Lin', 'L', 'yes']);
  });

  it('past the per-address count: asks for reCAPTCHA instead of refusing when keys are set; refuses (429) without them', async () => {
    const token = await adminToken();
    const { url } = await createForm(token);
    const ip = '192.0.2.77';
    const values = () => submission({ email: `crowd-${unique()}@example.com`, size: 'S' });
    for (let i = 0; i < 10; i++) expect((await send(url, values(), { ip })).status).toBe(200);
    expect((await send(url, values(), { ip })).status).toBe(429);

    const on = await call('PUT', '/api/admin/configuration', {
      token,
      json: { recaptcha_site_key: 'site-key', recaptcha_secret: 'secret-key' },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    try {
      const asked = await send(url, values(), { ip });
      expect(asked.status).toBe(422);
      expect(asked.body).toMatchObject({
        messages: { recaptcha_token: ['The reCAPTCHA check expired or failed; please try again.'] },
        recaptcha_site_key: 'site-key',
      });
      const withToken = values();
      withToken.append('recaptcha_token', RECAPTCHA_TEST_TOKEN);
      expect((await send(url, withToken, { ip })).status).toBe(200);
      // Another address is not asked.
      expect((await send(url, values())).status).toBe(200);
    } finally {
      await call('PUT', '/api/admin/configuration', { token, json: { recaptcha_site_key: '', recaptcha_secret: '' } });
    }
  });
});

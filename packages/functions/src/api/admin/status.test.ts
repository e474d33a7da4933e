import { describe, expect, it } from 'vitest';
import { adminToken, call, limitedAdmin, PDF_BYTES, uploadEbook } from '../testing.js';

describe('lead statuses', () => {
  it('keep a title per language, a trigger, its template, and for an e-book its file and button', async () => {
    const token = await adminToken();
    const file = await uploadEbook(token);
    expect(file).toMatch(/^private\/ebooks\/[0-9a-z]{26}\.pdf$/);
    const created = await call('POST', '/api/admin/status', {
      token,
      json: {
        title: 'Guide sent',
        trigger: 'ebook_email_to_lead',
        trigger_template: 'Hi {first_name}, here is your guide: {link}',
        file,
        button_name: 'Download the guide',
        order: 20,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Guide sent',
      trigger: 'ebook_email_to_lead',
      file,
      button_name: 'Download the guide',
      order: 20,
    });

    // The Chinese title is its own; the template and button fall back until translated.
    const id = created.body.id as number;
    const zh = await call('PUT', `/api/admin/status/${String(id)}?language=zh-HK`, {
      token,
      json: {
        title: '已寄指南',
        trigger: 'ebook_email_to_lead',
        trigger_template: '你好 {first_name}：{link}',
        file,
        button_name: '下載指南',
        order: 20,
      },
    });
    expect(zh.status, JSON.stringify(zh.body)).toBe(200);
    expect((await call('GET', `/api/admin/status/${String(id)}`, { token })).body).toMatchObject({
      title: 'Guide sent',
      button_name: 'Download the guide',
    });
    expect((await call('GET', `/api/admin/status/${String(id)}?language=zh-HK`, { token })).body).toMatchObject({
      title: '已寄指南',
      button_name: '下載指南',
    });

    // Another trigger clears the file and the button (spec §4).
    const sms = await call('PUT', `/api/admin/status/${String(id)}`, {
      token,
      json: { title: 'Guide sent', trigger: 'sms_to_lead', trigger_template: 'Hi {first_name}', file, button_name: 'Download', order: 20 },
    });
    expect(sms.body).toMatchObject({ trigger: 'sms_to_lead', file: null, button_name: '' });

    // Listed in board order, found by title.
    await call('POST', '/api/admin/status', { token, json: { title: 'New', order: 0 } });
    const list = await call('GET', '/api/admin/status?sort=name&order=asc', { token });
    expect((list.body.data as { title: string }[]).map((s) => s.title)).toEqual(['New', 'Guide sent']);
    expect((await call('GET', '/api/admin/status?search=guide', { token })).body.data).toHaveLength(1);
  });

  it('refuses a trigger without its template, an e-book without its file or button, and files no upload stored', async () => {
    const token = await adminToken();
    const refused = async (json: object) => {
      const reply = await call('POST', '/api/admin/status', { token, json: { title: 'X', ...json } });
      expect(reply.status, JSON.stringify(json)).toBe(422);
      return reply.body.messages as Record<string, string[]>;
    };
    const before = (await call('GET', '/api/admin/status', { token })).body.total as number;
    expect(await refused({ trigger: 'email_to_lead' })).toEqual({ trigger_template: ['This field is required.'] });
    expect(await refused({ trigger: 'ebook_email_to_assigned', trigger_template: 'Hi' })).toEqual({
      file: ['This field is required.'],
      button_name: ['This field is required.'],
    });
    expect((await refused({ trigger: 'fax_to_lead' })).trigger).toEqual(['Please check your input.']);
    expect((await refused({ title: ' ' })).title).toEqual(['This field is required.']);
    // A key of the right shape that no upload stored, and a path outside the e-books.
    const missing = 'private/ebooks/01hzzzzzzzzzzzzzzzzzzzzzzz.pdf';
    expect(await refused({ trigger: 'ebook_email_to_lead', trigger_template: 'Hi', file: missing, button_name: 'Get' })).toEqual({
      file: ['Please upload the file here; this is not an uploaded file.'],
    });
    expect(
      (await refused({ trigger: 'ebook_email_to_lead', trigger_template: 'Hi', file: 'uploads/2026/01/x.pdf', button_name: 'Get' })).file,
    ).toEqual(['Please upload the file here; this is not an uploaded file.']);
    expect((await call('GET', '/api/admin/status', { token })).body.total).toBe(before);

    // The upload takes e-books only, by their bytes.
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('just text')], 'fake.pdf', { type: 'application/pdf' }));
    const notEbook = await call('POST', '/api/admin/status/upload', { token, form });
    expect(notEbook.status).toBe(422);
    expect(notEbook.body.messages.file).toEqual(['The file must be a PDF or EPUB e-book.']);
  });

  it('need their own permissions, the e-book upload included', async () => {
    const reader = await limitedAdmin(['get statuses', 'get status']);
    expect((await call('GET', '/api/admin/status', { token: reader.token })).status).toBe(200);
    expect((await call('POST', '/api/admin/status', { token: reader.token, json: { title: 'X' } })).status).toBe(403);
    const form = new FormData();
    form.append('file', new File([PDF_BYTES], 'guide.pdf', { type: 'application/pdf' }));
    expect((await call('POST', '/api/admin/status/upload', { token: reader.token, form })).status).toBe(403);
    const editor = await limitedAdmin(['update status']);
    expect(await uploadEbook(editor.token)).toMatch(/^private\/ebooks\//);
  });
});

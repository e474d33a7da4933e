import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, setChecked, unique } from './helpers';
import { apiPost, chooseOption, limitedAdmin, rowByColumn } from './ui-helpers';

/** A Hong Kong mobile number no other test uses (9xxx xxxx). */
const mobile = () => `9${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

async function apiPut(request: APIRequestContext, path: string, data: object) {
  const response = await request.put(`/api/admin/${path}`, { headers: bearer(await apiAdminToken(request)), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as Record<string, unknown>;
}

/** The dev outbox's table of a channel, as the page shows it. */
const outboxTable = (page: Page, name: 'SMS' | 'WhatsApp' | 'E-mail') => page.getByRole('table', { name, exact: true });

test('a lead who agreed to SMS gets the status trigger’s SMS, seen in the outbox', async ({ page, request }) => {
  const status = await apiPost<{ id: number; title: string }>(request, 'status', {
    title: unique('Quoted'),
    trigger: 'sms_to_lead',
    trigger_template: 'Hi {first_name}, your quote is ready.',
  });
  const phone = mobile();
  const email = `${unique('sms-lead').toLowerCase()}@example.com`;
  const lead = await apiPost<{ id: number }>(request, 'lead', { first_name: 'Mei', last_name: 'Chan', email, phone, country_code: 'HKG' });
  // A CRM manager: `get users` lets them see every lead, not only their sales team's (decision 0061).
  const staff = await limitedAdmin(request, ['get statuses', 'get status', 'get leads', 'get lead', 'update lead', 'get users']);

  await adminAt(page, `/admin/lead/edit/${String(lead.id)}`, staff);
  // Consent first, as the lead gave it on the phone.
  await page.getByRole('tab', { name: 'Messages' }).click();
  await setChecked(page.getByRole('checkbox', { name: 'SMS', exact: true }), true);
  await expectToast(page, 'Update Success');
  await expect(page.getByText(/Given \(staff/)).toBeVisible();

  await page.getByRole('tab', { name: 'Basic' }).click();
  const form = page.getByRole('form', { name: /Edit Lead/ });
  await chooseOption(form, 'Status', status.title);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  await page.goto('/admin/outbox');
  await expect(
    outboxTable(page, 'SMS')
      .getByRole('row')
      .filter({ hasText: `+852${phone}` }),
  ).toContainText('Hi Mei, your quote is ready.');
});

test('a broadcast to a tag reaches its customers, and not one who unsubscribed with the mail’s link', async ({
  page,
  request,
  browser,
}) => {
  const tag = unique('Vip').replace(/\W/g, '');
  const people = [];
  for (const name of ['Ann', 'Bob']) {
    const email = `${unique(name).toLowerCase()}@example.com`;
    const created = await apiPost<{ id: number }>(request, 'lead', { first_name: name, last_name: 'Lee', email, tags: [tag] });
    await apiPut(request, `lead/${String(created.id)}/consent`, { channel: 'email', granted: true });
    people.push({ name, email });
  }
  const message = await apiPost<{ id: number; title: string }>(request, 'broadcast-message', {
    title: unique('Sale'),
    channel: 'email',
    subject: 'Sale for {first_name}',
    body: '<p>Dear {first_name}, the sale starts today.</p>',
  });
  const audience = unique('Fans').replace(/[^\w ]/g, '');
  await apiPost(request, 'broadcast-receiver', { name: audience, tags: [tag] });
  const staff = await limitedAdmin(request, [
    'get broadcasts',
    'get broadcast',
    'create broadcast',
    'update broadcast',
    'get broadcast_messages',
    'get broadcast_receivers',
    'get leads',
  ]);

  // Staff write the broadcast and send it from its page.
  await adminAt(page, '/admin/broadcast/create', staff);
  const form = page.getByRole('form', { name: 'Create Broadcast' });
  const title = unique('Spring news');
  await form.getByLabel('Title').fill(title);
  await chooseOption(form, 'Message', message.title);
  const audiences = form.getByRole('combobox', { name: 'Audiences', exact: true });
  await audiences.fill(audience.slice(0, 8));
  await page.getByRole('listbox').getByRole('option', { name: audience, exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'View' }).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('broadcast-sent')).toHaveText('2');

  // Bob unsubscribes with his mail's link, as a visitor.
  await page.goto('/admin/outbox');
  const bobsMail = outboxTable(page, 'E-mail').getByRole('row').filter({ hasText: people[1]!.email });
  await expect(bobsMail).toContainText('Sale for Bob');
  const link = (await rowByColumn(bobsMail))['Template or unsubscribe link']!;
  expect(link).toMatch(/\/unsubscribe\?email=/);
  const visitor = await browser.newPage();
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByText(`${people[1]!.email} will get no more marketing e-mails`)).toBeVisible();
  await visitor.close();

  // The next broadcast to the same audience reaches Ann only.
  const second = await apiPost<{ id: number }>(request, 'broadcast', {
    title: unique('Second'),
    message_id: message.id,
    receivers: [audience],
  });
  await page.goto(`/admin/broadcast/view/${String(second.id)}`);
  await page.getByRole('button', { name: 'Send now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Done', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('broadcast-sent')).toHaveText('1');
  await expect(page.getByTestId('broadcast-skipped')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Recipients' }).getByRole('row').filter({ hasText: 'No consent' })).toHaveCount(1);
});

import { expect, test } from './fixtures';
import { adminAt, expectToast, unique } from './helpers';
import { chooseOption, limitedAdmin } from './ui-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('CRM staff define an e-book status, put a lead in it and log a call on the lead', async ({ page, request }) => {
  const staff = await limitedAdmin(request, [
    'get statuses',
    'get status',
    'create status',
    'update status',
    'get leads',
    'get lead',
    'create lead',
    'update lead',
    'get contacts',
    'get contact',
    'create contact',
  ]);
  const title = unique('Guide sent');
  await adminAt(page, '/admin/status/create', staff);
  const form = page.getByRole('form', { name: 'Create Lead status' });
  await form.getByLabel('Title').fill(title);
  // The e-book's file and button appear only for an e-book trigger (spec §4).
  await expect(form.getByLabel('Button name')).toHaveCount(0);
  await form.getByLabel('Trigger').selectOption({ label: 'E-book e-mail → lead' });
  await expect(form.getByLabel('Button name')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(3);
  await form.getByLabel('Message template').fill('Hi {first_name}, your guide: {link}');
  await form.getByLabel('Button name').fill('Download the guide');
  await page.locator('#field-file').setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectToast(page, 'Upload Success');
  await expect(form.getByTestId('ebook-file')).toHaveText(/\.pdf$/);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('E-book e-mail → lead');

  // A lead in that status, from Instagram.
  const email = `${unique('lead').toLowerCase()}@example.com`;
  await page.goto('/admin/lead/create');
  const leadForm = page.getByRole('form', { name: 'Create Lead' });
  await leadForm.getByLabel('First name').fill('Mei');
  await leadForm.getByLabel('Last name').fill('Chan');
  await leadForm.getByLabel('Email').fill(email);
  await chooseOption(leadForm, 'Status', title);
  await leadForm.getByLabel('Lead source', { exact: true }).selectOption({ label: 'Instagram' });
  await leadForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(title);
  await expect(row).toContainText('Instagram');

  // A call logged on the lead shows in its Contacts tab.
  await page.goto('/admin/contact/create');
  const contactForm = page.getByRole('form', { name: 'Create Contact' });
  await chooseOption(contactForm, 'Lead', email);
  await contactForm.getByLabel('Kind').selectOption({ label: 'Call' });
  await contactForm.getByLabel('When').fill('2031-03-01T10:30');
  await contactForm.getByLabel('Outcome').fill('Wants a quote');
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await page.goto('/admin/lead');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^Edit / })
    .click();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row').filter({ hasText: 'Wants a quote' })).toContainText('Call');
});

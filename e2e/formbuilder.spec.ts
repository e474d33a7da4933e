import { expect, test } from './fixtures';
import { adminAt, expectToast, unique, uniqueEmail } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('staff build a form (text, dropdown, file); a visitor on a phone sends it; staff see it and set its status', async ({
  page,
  browser,
}) => {
  const title = unique('Fitting request ');
  const url = unique('fitting-').toLowerCase();

  // The builder: one tab, three fields.
  await adminAt(page, '/admin/formbuilder/create');
  const form = page.getByRole('form', { name: 'Create Form' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('URL', { exact: true }).fill(url);
  await form.getByLabel('Meta title').fill(`${title} — book now`);
  await form.getByRole('button', { name: 'Add tab' }).click();
  const tab = form.getByRole('listitem', { name: 'Tab 1' });
  await tab.getByLabel('Tab title').fill('About you');
  for (let i = 0; i < 3; i++) await tab.getByRole('button', { name: 'Add field' }).click();
  const field = (n: number) => tab.getByRole('listitem', { name: `Field ${String(n)}` });
  await field(1).getByLabel('Key').fill('email');
  await field(1).getByLabel('Field title').fill('Your e-mail');
  await field(1).getByText('Required', { exact: true }).click();
  await expect(field(1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await field(2).getByLabel('Type').selectOption({ label: 'Dropdown' });
  await field(2).getByLabel('Key').fill('size');
  await field(2).getByLabel('Field title').fill('Size');
  await field(2).getByLabel('Options').fill('Small\nMedium\nLarge');
  await field(3).getByLabel('Type').selectOption({ label: 'File' });
  // A repeated key is refused beside the field.
  await field(3).getByLabel('Key').fill('size');
  await field(3).getByLabel('Field title').fill('Measurements');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(field(3).getByText('Field key can not be repeated')).toBeVisible();
  await field(3).getByLabel('Key').fill('measurements');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(url);

  // The page is a document: the server renders it with the form's own head; no such form goes home (spec §4).
  const html = await page.request.get(`/form/${url}`);
  expect(html.status()).toBe(200);
  expect(await html.text()).toMatch(new RegExp(`<title[^>]*>${title} — book now`));
  const missing = await page.request.get(`/form/${url}-gone`, { maxRedirects: 0 });
  expect(missing.status()).toBe(302);
  expect(missing.headers().location).toBe('/');

  // A visitor on a 390 px phone fills /form/:url.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail('fitting');
  await visitor.goto(`/form/${url}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`${title} — book now`));
  expect(
    await visitor.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    ),
  ).toBeLessThanOrEqual(390);
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('This field is required.')).toBeVisible();
  await visitor.getByLabel('Your e-mail').fill(email);
  await visitor.getByLabel('Size').selectOption('Medium');
  await visitor.getByLabel('Measurements').setInputFiles({ name: 'measurements.pdf', mimeType: 'application/pdf', buffer: PDF });
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expectToast(visitor, 'Submit Success');
  await expect(visitor.getByText('Thank you! Your form was sent.')).toBeVisible();
  await visitorContext.close();

  // Staff see the submission and set its status.
  await row.getByRole('link', { name: `Submissions: ${title}` }).click();
  const histories = page.getByRole('table', { name: 'Submissions' });
  await expect(histories.getByRole('row')).toHaveCount(2);
  await expect(histories).toContainText('Pending');
  await histories.getByRole('link', { name: /^Submission #/ }).click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Medium')).toBeVisible();
  await expect(page.getByRole('button', { name: 'measurements.pdf' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Completed' });
  await expectToast(page, 'Submit Success');
  await page.getByRole('link', { name: 'Back to submissions' }).click();
  await expect(page.getByRole('table', { name: 'Submissions' })).toContainText('Completed');
});

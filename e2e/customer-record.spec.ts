import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminAt, expectToast, unique } from './helpers';
import { apiPost } from './ui-helpers';

/** The address dialog: fills the five required fields and the defaults asked for, then saves. */
async function fillAddress(page: Page, address: string, defaults: { billing?: boolean; shipping?: boolean } = {}): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Mei');
  await dialog.getByLabel('Last Name').fill('Chan');
  await dialog.getByLabel('Country').selectOption('HKG');
  await dialog.getByLabel('Contact number').fill('+852 9123 4567');
  await dialog.getByLabel('Address').fill(address);
  if (defaults.billing) await dialog.getByText('Default billing').click();
  if (defaults.shipping) await dialog.getByText('Default shipping').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(dialog).toHaveCount(0);
}

const addresses = (page: Page): Locator => page.getByRole('table', { name: 'Addresses' });
const radio = (page: Page, kind: 'Default billing' | 'Default shipping', address: string) =>
  page.getByRole('radio', { name: `${kind}: ${address}` });

async function deleteAddress(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: `Delete: ${address}` }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toContainText('Delete this address?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Delete Success');
  await expect(addresses(page).getByRole('row').filter({ hasText: address })).toHaveCount(0);
}

test('a new customer continues on the lead form, whose save returns to the customer list; then staff keep the address book', async ({
  page,
}) => {
  const email = `${unique('record').toLowerCase()}@example.com`;
  await adminAt(page, '/admin/customer/create');
  const form = page.getByRole('form', { name: 'Create Customer' });
  await form.getByLabel('First Name').fill('Mei');
  await form.getByLabel('Last Name').fill('Chan');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Password', { exact: true }).fill('Secret123!');
  await form.getByLabel('Confirm password').fill('Secret123!');
  await form.getByLabel('Time zone').selectOption('America/New_York');
  // Spec §3: additional e-mails, and tags picked or created here.
  await form.getByLabel('Additional e-mails').fill(`work-${email}, home-${email}`);
  const tag = unique('Walk-in').replace(/[^\p{L}\p{N} _-]/gu, '-');
  const tags = form.getByRole('combobox', { name: 'Tags', exact: true });
  await tags.click();
  await tags.fill(tag);
  await page.getByRole('option', { name: `Create “${tag}”` }).click();
  await expect(form.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // Spec §2: on to the lead form of the new customer; its save returns to the customer list.
  await expect(page).toHaveURL(/\/admin\/lead\/edit\/\d+\?from=customer-create$/);
  const id = /edit\/(\d+)/.exec(page.url())![1]!;
  const leadForm = page.getByRole('form', { name: 'Edit Lead' });
  await expect(leadForm.getByLabel('Email')).toHaveValue(email);
  await expect(leadForm.getByLabel('Time zone')).toHaveValue('America/New_York');
  await expect(leadForm.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/customer');
  await leadForm.getByLabel('Lead source', { exact: true }).selectOption({ label: 'Instagram' });
  await leadForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/customer$/);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();

  // Opened from the lead list, the lead form stays where it is after a save.
  await page.goto(`/admin/lead/edit/${id}`);
  await page.getByRole('form', { name: 'Edit Lead' }).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(new RegExp(`/admin/lead/edit/${id}$`));

  // The customer's address book: the first address takes both defaults, a radio moves one.
  await page.goto(`/admin/customer/edit/${id}`);
  // The lists were kept through the lead's save; the new tag exists as a tag.
  await expect(page.getByLabel('Additional e-mails')).toHaveValue(`work-${email}, home-${email}`);
  await expect(page.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();
  // The CRM fields show read-only, with the way to the lead that edits them.
  const lead = page.getByRole('region', { name: 'Lead', exact: true });
  await expect(lead.getByRole('definition').filter({ hasText: 'Instagram' })).toHaveCount(1);
  await expect(lead.getByRole('link', { name: 'Open the lead' })).toHaveAttribute('href', `/admin/lead/edit/${id}`);
  await expect(page.getByText('No addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, '1 Home Street');
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, '2 Office Road', { shipping: true });
  await expect(radio(page, 'Default billing', '1 Home Street')).toBeChecked();
  await expect(radio(page, 'Default shipping', '2 Office Road')).toBeChecked();
  await expect(radio(page, 'Default shipping', '1 Home Street')).not.toBeChecked();
  await radio(page, 'Default billing', '2 Office Road').check();
  await expectToast(page, 'Submit Success');
  await expect(radio(page, 'Default billing', '2 Office Road')).toBeChecked();
  await expect(radio(page, 'Default billing', '1 Home Street')).not.toBeChecked();

  // A required field left empty is refused beside it.
  await page.getByRole('button', { name: 'Edit address: 1 Home Street' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Address').fill('1 Home Street, Flat B');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(addresses(page)).toContainText('1 Home Street, Flat B');

  // Deleting asks first; the address left takes both defaults.
  await page.getByRole('button', { name: 'Delete: 2 Office Road' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Cancel' }).click();
  await expect(addresses(page).getByRole('row').filter({ hasText: '2 Office Road' })).toHaveCount(1);
  await deleteAddress(page, '2 Office Road');
  await expect(radio(page, 'Default billing', '1 Home Street, Flat B')).toBeChecked();
  await expect(radio(page, 'Default shipping', '1 Home Street, Flat B')).toBeChecked();
  // Kept by the server: after a reload the book is the same.
  await page.reload();
  await expect(addresses(page).getByRole('row')).toHaveCount(2);
});

test('the address table is usable on a 390 px phone', async ({ page, request }) => {
  const customer = await apiPost<{ id: number }>(request, 'user', {
    first_name: 'Ka Ming',
    last_name: 'Wong',
    email: `${unique('phone').toLowerCase()}@example.com`,
    gender: 'male',
    password: 'Secret123!',
    password_confirmation: 'Secret123!',
    lead_inputs: { budget: 5000, interests: ['bags', 'shoes'] },
  });
  await adminAt(page, `/admin/customer/edit/${String(customer.id)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  // The lead inputs an outside source sent show read-only.
  const inputs = page.getByRole('region', { name: 'Lead inputs' });
  await expect(inputs).toContainText('budget');
  await expect(inputs).toContainText('bags, shoes');

  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, '8 Nathan Road');
  await page.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(page, '9 Canton Road');
  // The table scrolls inside its card; the page itself does not scroll sideways.
  const pageWidth = await page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
  expect(pageWidth).toBeLessThanOrEqual(390);
  await radio(page, 'Default shipping', '9 Canton Road').check();
  await expectToast(page, 'Submit Success');
  await expect(radio(page, 'Default shipping', '8 Nathan Road')).not.toBeChecked();
  await page.getByRole('button', { name: 'Edit address: 9 Canton Road' }).click();
  await expect(page.getByRole('dialog').getByLabel('Address')).toHaveValue('9 Canton Road');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await deleteAddress(page, '8 Nathan Road');
  await expect(radio(page, 'Default billing', '9 Canton Road')).toBeChecked();
});

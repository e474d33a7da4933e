import { expect, test } from './fixtures';
import { adminAt, adminMenu, expectToast, unique } from './helpers';
import { optionValues } from './ui-helpers';

test('product form: an option is created inline, the special price is checked beside its cell, and the save bar stays in reach', async ({
  page,
}) => {
  const tag = unique('f');
  await page.setViewportSize({ width: 1280, height: 720 });
  await adminAt(page, '/admin/product/create');
  await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();
  // A long form: Save is on screen without scrolling to its end.
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();

  await page.getByLabel('Name', { exact: true }).fill(`Jacket ${tag}`);
  // No suitable option yet: create one without leaving the form.
  await page.getByRole('button', { name: 'New option…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New option' });
  await dialog.getByLabel('Key').fill(`Fit ${tag}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Input must start with a lowercase letter')).toBeVisible();
  await dialog.getByLabel('Key').fill(`fit_${tag}`);
  await dialog.getByLabel('Label').fill(`Fit ${tag}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Submit Success');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Option 1', { exact: true })).toHaveValue(`fit_${tag}`);
  await optionValues(page, 1).fill('slim, loose');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Generate variants' }).click();
  await expect(page.getByLabel(/^SKU of /)).toHaveCount(2);
  await page.getByLabel('Price of slim', { exact: true }).fill('50');
  await page.getByLabel('Price of loose', { exact: true }).fill('60');

  // A special price above the price is refused beside its cell, before anything is sent.
  await page.getByLabel('Special price of slim').fill('55');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The special price may not be greater than the price.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/product\/create$/);
  await page.getByLabel('Special price of slim').fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/product\/edit\/\d+$/);
});

test('every form warns before unsaved changes are lost, in the app and on reload', async ({ page }) => {
  await adminAt(page, '/admin/brand/create');
  await expect(page.getByRole('heading', { name: 'Create Brand' })).toBeVisible();
  // Untouched: leaving does not ask.
  await adminMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/admin/brand/create');
  await page.getByLabel('Title').fill(unique('Unsaved '));
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await adminMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('Leave without saving?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/brand\/create$/);

  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/brand$/);

  // The browser's own warning on reload or closing the tab.
  await page.goto('/admin/brand/create');
  await page.getByLabel('Title').fill(unique('Unsaved '));
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
});

import { expect, test } from './fixtures';
import { adminAt, expectToast } from './helpers';
import { limitedAdmin, rowByColumn } from './ui-helpers';

/** A year no other test writes holidays in, so the list holds only this test's days. */
const YEAR = 2040 + Math.floor(Math.random() * 50);

test('HR staff list holidays by year and create one; a day taken twice is refused; a wrong one is deleted after asking', async ({
  page,
  request,
}) => {
  const clerk = await limitedAdmin(request, ['get holidays', 'create holiday', 'destroy holiday', 'batch_destroy holidays']);
  await adminAt(page, '/admin/holiday', clerk);
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();

  for (const [date, name] of [
    [`${YEAR}-12-25`, 'Christmas Day'],
    [`${YEAR}-01-01`, 'The first day of January'],
  ]) {
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel('Date').fill(date!);
    await page.getByLabel('Name').fill(name!);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Submit Success');
    await expect(page).toHaveURL(/\/admin\/holiday$/);
  }

  // The same day again: refused beside the date, nothing saved.
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await page.getByLabel('Date').fill(`${YEAR}-12-25`);
  await page.getByLabel('Name').fill('Christmas again');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Create Holiday' }).getByText('Please make sure that date field is unique')).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();

  // One year, in calendar order; no edit for anyone (listed and created only).
  await page.getByLabel('Year').fill(String(YEAR));
  const rows = page.getByRole('row').filter({ hasText: String(YEAR) });
  await expect(rows).toHaveCount(2);
  // In calendar order; the date column is the sorted one (its header carries the arrow).
  const shown = await Promise.all((await rows.all()).map((row) => rowByColumn(row)));
  expect(shown.map((r) => [r['Date ▲'], r.Name])).toEqual([
    [`${YEAR}-01-01`, 'The first day of January'],
    [`${YEAR}-12-25`, 'Christmas Day'],
  ]);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);

  await page.getByRole('button', { name: `Delete ${YEAR}-12-25 Christmas Day` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);

  // A reader sees the list and no Create button; the create screen sends them away.
  const reader = await limitedAdmin(request, ['get holidays']);
  await adminAt(page, '/admin/holiday', reader);
  await expect(page.getByRole('heading', { name: 'Holidays', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
  await page.goto('/admin/holiday/create');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

import { expect, test, type Page } from './fixtures';
import { adminAt, adminMenu, expectToast, unique, seriousViolations } from './helpers';
import { limitedAdmin } from './ui-helpers';

const inboxItem = (page: Page, title: string) => page.getByTestId('announcement-item').filter({ hasText: title });

test('an announcement for a role reaches its staff on the dashboard as unread, opening it marks it read; another role does not see it', async ({
  page,
  request,
}) => {
  const reader = await limitedAdmin(request, []);
  const other = await limitedAdmin(request, []);
  const title = unique('Stocktake on Friday ');
  const body = unique('Please count the back room ');

  // Staff write it for the reader's role, through the form.
  await adminAt(page, '/admin/announcement/create');
  await expect(page.getByRole('heading', { name: 'Create Announcement' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Audience', { exact: true }).selectOption('roles');
  const roles = page.getByRole('combobox', { name: 'Roles', exact: true });
  await roles.click();
  await roles.fill(reader.role.name);
  await page.getByRole('listbox').getByRole('option', { name: reader.role.name, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${reader.role.name}` })).toBeVisible();
  await page.keyboard.press('Escape');
  // Publish at left blank: now, when saved.
  await expect(page.getByRole('textbox', { name: 'Publish at', exact: true })).toHaveValue('');
  await page.getByRole('textbox', { name: 'Content' }).fill(body);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/announcement$/);

  // The reader, on a phone: unread on the dashboard, and the page fits the screen.
  await adminAt(page, '/admin/dashboard', reader);
  await page.setViewportSize({ width: 390, height: 844 });
  const item = inboxItem(page, title);
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
  expect(width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await item.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/announcement\/view\/\d+$/);
  const address = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-content')).toHaveText(body);
  await expect(page.getByTestId('announcement-read-state')).toHaveText('Read');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(inboxItem(page, title)).toHaveAttribute('data-read', 'true');
  await expect(inboxItem(page, title).getByText('Read', { exact: true })).toBeVisible();

  // Staff of another role never see it, on the dashboard or at its address.
  await page.setViewportSize({ width: 1280, height: 720 });
  await adminAt(page, '/admin/dashboard', other);
  await expect(page.getByRole('heading', { name: 'Announcements', level: 2 })).toBeVisible();
  await expect(page.getByTestId('announcement-inbox').or(page.getByText('No announcements for you right now.'))).toBeVisible();
  await expect(inboxItem(page, title)).toHaveCount(0);
  await page.goto(address);
  await expect(page.getByText('ID not exists')).toBeVisible();
  await expect(page.getByText(body)).toHaveCount(0);
  await expect(adminMenu(page)).toBeAttached();
});

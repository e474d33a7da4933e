import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { adminAt, apiAdminToken, apiList, bearer, expectToast, searchList, setChecked, unique } from './helpers';

async function menu(request: APIRequestContext, token: string, title: string) {
  const response = await request.post('/api/admin/menu', {
    headers: bearer(token),
    data: { title, type: 'link', url: 'https://example.com/' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { id: number };
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

test('menu list: batch disable and enable the selected menus', async ({ page, request }) => {
  const tag = unique('mb');
  const token = await apiAdminToken(request);
  const titles = [`One ${tag}`, `Two ${tag}`];
  for (const title of titles) await menu(request, token, title);

  await adminAt(page, '/admin/menu');
  await searchList(page, tag);
  await expect(page.getByRole('row')).toHaveCount(3); // header + 2
  for (const title of titles) await setChecked(page.getByRole('checkbox', { name: `Select ${title}` }), true);
  const batch = page.getByRole('group', { name: 'Actions for selected rows' });
  await expect(batch.getByText('Selected: 2')).toBeVisible();
  await batch.getByRole('button', { name: 'Disable selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable selected' }).click();
  expect(await expectToast(page, 'Update Success')).toContain('2 updated');
  for (const title of titles) await expect(row(page, title).getByText('Disabled', { exact: true })).toBeVisible();
  const disabled = await apiList<{ enabled: boolean }>(request, token, 'menu', { search: tag });
  expect(disabled.data.map((m) => m.enabled)).toEqual([false, false]);

  for (const title of titles) await setChecked(page.getByRole('checkbox', { name: `Select ${title}` }), true);
  await batch.getByRole('button', { name: 'Enable selected' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enable selected' }).click();
  expect(await expectToast(page, 'Update Success')).toContain('2 updated');
  for (const title of titles) await expect(row(page, title).getByText('Enabled', { exact: true })).toBeVisible();
  const enabled = await apiList<{ enabled: boolean }>(request, token, 'menu', { search: tag });
  expect(enabled.data.map((m) => m.enabled)).toEqual([true, true]);
});

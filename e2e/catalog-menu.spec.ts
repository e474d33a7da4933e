import { expect, test, type APIRequestContext } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, unique } from './helpers';

async function menu(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const response = await request.post('/api/admin/menu', { headers: bearer(token), data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { id: number };
}

test('menu form: the url field follows the type', async ({ page }) => {
  await adminAt(page, '/admin/menu/create');
  await page.getByLabel('Title', { exact: true }).fill(unique('Menu '));
  await page.getByLabel('Type', { exact: true }).selectOption('link');
  await page.getByLabel('URL', { exact: true }).fill('ftp://example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This input must be a valid URL')).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('contact_us');
  await expect(page.getByLabel('URL', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
});

test('menu order: moves are saved through the generic update; a refused one restores the order', async ({ page, request }) => {
  const tag = unique('m');
  const token = await apiAdminToken(request);
  const parent = await menu(request, token, { title: `Parent ${tag}`, type: 'category', url: `${tag}-p` });
  const first = await menu(request, token, { title: `First ${tag}`, type: 'category', url: `${tag}-1`, parent_id: parent.id });
  await menu(request, token, { title: `Second ${tag}`, type: 'category', url: `${tag}-2`, parent_id: parent.id });

  await adminAt(page, '/admin/menu');
  await page.getByRole('link', { name: 'Menu order' }).click();
  await expect(page.getByRole('heading', { name: 'Menu order' })).toBeVisible();
  // Each row's first paragraph is its title.
  const order = async () =>
    (await page.locator('li[data-menu-id]').evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent ?? ''))).filter(
      (t) => t.endsWith(tag),
    );

  await expect.poll(order).toEqual([`Parent ${tag}`, `First ${tag}`, `Second ${tag}`]);
  await page.getByRole('button', { name: `Move Second ${tag} up` }).click();
  await expectToast(page, 'Update Success');
  await expect.poll(order).toEqual([`Parent ${tag}`, `Second ${tag}`, `First ${tag}`]);
  const saved = await request.get(`/api/admin/menu/${first.id}`, { headers: bearer(token) });
  expect(((await saved.json()) as { order: number }).order).toBe(100);

  await page.route('**/api/admin/menu/*', (route) =>
    ['POST', 'PUT'].includes(route.request().method())
      ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ messages: { order: ['Refused.'] } }) })
      : route.continue(),
  );
  await page.getByRole('button', { name: `Move First ${tag} up` }).click();
  await expectToast(page, 'Update Menu Order Fail');
  await expect.poll(order).toEqual([`Parent ${tag}`, `Second ${tag}`, `First ${tag}`]);
});

test('a page menu chooses its page by title; the menu stores the page url', async ({ page, request }) => {
  const tag = unique('mp');
  const token = await apiAdminToken(request);
  const created = await request.post('/api/admin/page', {
    headers: bearer(token),
    data: { title: `Opening hours ${tag}`, url: `hours-${tag}`, enabled: true, content: `<p>Open daily ${tag}</p>` },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await adminAt(page, '/admin/menu/create');
  await page.getByLabel('Title', { exact: true }).fill(`Hours ${tag}`);
  await page.getByLabel('Type', { exact: true }).selectOption('page');
  const url = page.getByRole('combobox', { name: 'URL', exact: true });
  await url.fill(`Opening hours ${tag}`);
  await page.getByRole('option', { name: `Opening hours ${tag} (/hours-${tag})` }).click();
  await expect(url).toHaveValue(`Opening hours ${tag} (/hours-${tag})`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/menu$/);

  const menus = await request.get('/api/admin/menu', { headers: bearer(token), params: { search: `Hours ${tag}` } });
  const saved = ((await menus.json()) as { data: { id: number; title: string }[] }).data.find((m) => m.title === `Hours ${tag}`);
  expect(saved).toBeDefined();
  const item = (await (await request.get(`/api/admin/menu/${saved?.id ?? 0}`, { headers: bearer(token) })).json()) as { url: string };
  expect(item.url).toBe(`hours-${tag}`);

  // Back on the edit screen the stored url is shown as it is.
  await page.goto(`/admin/menu/edit/${saved?.id ?? 0}`);
  await expect(page.getByRole('combobox', { name: 'URL', exact: true })).toHaveValue(`hours-${tag}`);
});

import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, unique, uniqueEmail } from './helpers';
import { apiPost, chooseOption } from './ui-helpers';

/**
 * Dropdowns over a paged resource search as you type (decision 0021): the brand is found by a word
 * of its name among every brand, and a chosen brand is shown by its name after a reload, read by id.
 */
test('brand filter and brand field: found by typing, shown by name after a reload', async ({ page, request }) => {
  const tag = unique('ob');
  const brand = await apiPost<{ id: number }>(request, 'brand', { title: `Acorn ${tag}`, url: `acorn-${tag}` });
  const other = await apiPost<{ id: number }>(request, 'brand', { title: `Birch ${tag}`, url: `birch-${tag}` });
  const product = (name: string, brandId?: number) =>
    apiPost<{ id: number }>(request, 'product', {
      name: `${name} ${tag}`,
      url: `${name.toLowerCase()}-${tag}`,
      sku: `${tag}-${name}`.toUpperCase(),
      ...(brandId ? { brand_id: brandId } : {}),
      stocks: [{ sku: `${tag}-${name}-1`.toUpperCase(), price: '5', attributes: {} }],
    });
  const cap = await product('Cap', brand.id);
  await product('Hat');

  // The products list's brand filter: typing the brand's second word finds it.
  await adminAt(page, '/admin/product');
  const filter = page.getByRole('combobox', { name: 'Brand', exact: true });
  await filter.click();
  await filter.fill(tag);
  await expect(page.getByRole('option', { name: `Birch ${tag}` })).toBeVisible();
  await page.getByRole('option', { name: `Acorn ${tag}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`brand_id=${String(brand.id)}`));
  await expect(page.getByRole('cell', { name: `Cap ${tag}`, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `Hat ${tag}`, exact: true })).toHaveCount(0);
  // After a reload the filter names its brand without any search: the brand is read by its id.
  await page.reload();
  await expect(filter).toHaveValue(`Acorn ${tag}`);
  await expect(page.getByRole('cell', { name: `Cap ${tag}`, exact: true })).toBeVisible();

  // The product form's brand field: shown by name, changed by typing the other brand's name.
  await adminAt(page, `/admin/product/edit/${String(cap.id)}`);
  const field = page.getByRole('combobox', { name: 'Brand', exact: true });
  await expect(field).toHaveValue(`Acorn ${tag}`);
  await chooseOption(page, 'Brand', `Birch ${tag}`, `birch ${tag}`);
  await expect(field).toHaveValue(`Birch ${tag}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const token = await apiAdminToken(request);
  const saved = await request.get(`/api/admin/product/${String(cap.id)}`, { headers: bearer(token) });
  expect(((await saved.json()) as { brand_id: number }).brand_id).toBe(other.id);
});

test('a group’s admins: several chosen by typing, only commission-enabled ones offered, shown by name on edit', async ({
  page,
  request,
}) => {
  const tag = unique('og');
  const role = await apiPost<{ id: number }>(request, 'role', { name: `Group role ${tag}`, permissions: [] });
  const admin = (name: string, commission: boolean) =>
    apiPost<{ id: number; name: string }>(request, 'account', {
      name: `${name} ${tag}`,
      email: uniqueEmail(name.toLowerCase()),
      password: 'Group-pass-7391',
      password_confirmation: 'Group-pass-7391',
      role_id: role.id,
      enabled: true,
      commission_enabled: commission,
    });
  const [ada, bob] = [await admin('Ada', true), await admin('Bob', true)];
  await admin('Cy', false);

  await adminAt(page, '/admin/group/create');
  await page.getByLabel('Name', { exact: true }).fill(`Team ${tag}`);
  const admins = page.getByRole('combobox', { name: 'Admins' });
  // Cy takes no commission: the server leaves Cy out of the search.
  await admins.click();
  await admins.fill(`cy ${tag}`);
  await expect(page.getByText(`Nothing matches “cy ${tag}”.`)).toBeVisible();
  for (const chosen of [ada, bob]) {
    await admins.fill(chosen.name);
    await page.getByRole('listbox').getByRole('option', { name: chosen.name, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${chosen.name}` })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  const token = await apiAdminToken(request);
  const groups = await request.get(`/api/admin/group/options?search=${encodeURIComponent(`team ${tag}`)}`, { headers: bearer(token) });
  const group = ((await groups.json()) as { data: { id: number; admins: number[] }[] }).data[0]!;
  expect([...group.admins].sort((a, b) => a - b)).toEqual([ada.id, bob.id].sort((a, b) => a - b));
  // On edit, both are named (read by id), and one can be removed.
  await adminAt(page, `/admin/group/edit/${String(group.id)}`);
  await expect(page.getByRole('button', { name: `Remove ${ada.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${bob.name}` })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { adminAt, apiAdminToken, bearer, expectToast, unique } from './helpers';
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

import { expect, test, type APIRequestContext } from './fixtures';
import { setChecked, unique } from './helpers';
import { apiPost } from './ui-helpers';

/** A category with 22 Acme products (HK$10.00 … HK$31.00) and 2 Zenith ones (HK$1.00). */
async function shelf(request: APIRequestContext) {
  const tag = unique('Shelf').replace(/\W/g, '');
  const category = await apiPost<{ id: number; url: string }>(request, 'menu', {
    title: `Boots ${tag}`,
    type: 'category',
    url: `boots-${tag.toLowerCase()}`,
    meta_description: `Boots for every season ${tag}`,
  });
  const brand = (title: string) =>
    apiPost<{ id: number }>(request, 'brand', { title: `${title} ${tag}`, url: `${title}-${tag}`.toLowerCase() });
  const [acme, zenith] = [await brand('Acme'), await brand('Zenith')];
  const product = (name: string, price: string, brandId: number) => {
    const sku = `${tag}-${name.replace(/\W/g, '')}`.toUpperCase();
    return apiPost(request, 'product', {
      name: `${name} ${tag}`,
      url: sku.toLowerCase(),
      sku,
      brand_id: brandId,
      categories: [category.id],
      track_inventories: false,
      stocks: [{ sku: `${sku}-V`, price }],
    });
  };
  for (let i = 0; i < 22; i++) await product(`Acme boot ${String(i).padStart(2, '0')}`, `${String(10 + i)}.00`, acme.id);
  for (const name of ['Zenith clog', 'Zenith mule']) await product(name, '1.00', zenith.id);
  return { tag, category };
}

test('a shopper opens a category, filters by brand, sorts by price, pages and opens a product', async ({ page, request }) => {
  const { tag, category } = await shelf(request);
  await page.goto(`/category/${category.url}`);
  await expect(page.getByRole('heading', { name: `Boots ${tag}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Boots ${tag}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `Boots for every season ${tag}`);
  await expect(page.getByText('Products: 24')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(20);

  await setChecked(page.getByRole('checkbox', { name: `Acme ${tag} (22)` }), true);
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(page.getByText('Products: 22')).toBeVisible();

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByTestId('card-price')).toHaveText(Array.from({ length: 20 }, (_, i) => `HK$${String(10 + i)}.00`));
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByTestId('card-price')).toHaveText(['HK$30.00', 'HK$31.00']);

  // Back keeps the listing's state: it lives in the URL.
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.goForward();
  await page.getByRole('link', { name: `Acme boot 21 ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `Acme boot 21 ${tag}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/product\//);
});

test('a search from the header goes to /search/{keyword}; the listing’s search field updates the URL', async ({ page, request }) => {
  const { tag } = await shelf(request);
  await page.goto('/');
  const header = page.getByRole('search');
  await header.getByRole('searchbox').fill(`Zenith`);
  await header.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/Zenith$/);
  await expect(page.getByRole('heading', { name: 'Search: Zenith', level: 1 })).toBeVisible();

  const field = page.getByRole('searchbox', { name: 'Search products' });
  await field.fill(`Zenith clog ${tag}`);
  await expect(page).toHaveURL(new RegExp(`/search/Zenith%20clog%20${tag}$`));
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Zenith clog ${tag}` })).toBeVisible();

  // Symbols alone go nowhere: the field says why and the URL stays (decision 0042).
  await field.fill('<%>');
  await expect(page.getByText('Type a letter or a number to search.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search/Zenith%20clog%20${tag}$`));
  await field.fill(`Zenith clog ${tag}`);
  await expect(page.getByText('Type a letter or a number to search.')).toHaveCount(0);
  // In the header, ".." goes nowhere (not home) and says why; punctuation beside words is ignored.
  await header.getByRole('searchbox').fill('..');
  await header.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Type a letter or a number to search.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/search/Zenith%20clog%20${tag}$`));
  await header.getByRole('searchbox').fill(`zenith-clog! ${tag}`);
  await header.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: `Zenith clog ${tag}` })).toBeVisible();
});

test('the price filter applies with Enter and with its button (decision 0042)', async ({ page, request }) => {
  const { tag, category } = await shelf(request);
  await page.goto(`/category/${category.url}`);
  await expect(page.getByRole('heading', { name: `Boots ${tag}`, level: 1 })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Minimum price' }).fill('20');
  await filters.getByRole('textbox', { name: 'Minimum price' }).press('Enter');
  await expect(page).toHaveURL(/[?&]min=20\.00/);
  await expect(page.getByText('Products: 12', { exact: true })).toBeVisible();
  await filters.getByRole('textbox', { name: 'Maximum price' }).fill('25');
  await filters.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/[?&]max=25\.00/);
  await expect(page.getByText('Products: 6', { exact: true })).toBeVisible();
});

test('on a phone the filters open in a drawer', async ({ page, request }) => {
  const { tag, category } = await shelf(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/category/${category.url}`);
  await expect(page.getByRole('heading', { name: `Boots ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Zenith ${tag} (2)` })).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await setChecked(drawer.getByRole('checkbox', { name: `Zenith ${tag} (2)` }), true);
  await expect(page).toHaveURL(/[?&]brand=\d+/);
  await expect(page.getByText('Products: 2', { exact: true })).toBeVisible();
});

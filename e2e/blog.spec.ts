import { expect, test } from './fixtures';
import { adminAt, expectToast, unique } from './helpers';
import { productForSale } from './ui-helpers';

/** Chooses `option` in a multiple search-as-you-type field (RemoteCombobox) by typing it. */
async function chooseMany(page: import('@playwright/test').Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(option);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove ${option}` })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('staff file an article with a related product under a new blog category; a shopper reads it from the category', async ({
  page,
  request,
}) => {
  const tag = unique('blog');
  const category = { title: `Garden notes ${tag}`, url: `garden-${tag}`, description: `Seasonal tips ${tag}` };
  const article = { title: `Planting peas ${tag}`, url: `peas-${tag}`, short: `When and how ${tag}`, body: `Sow them early ${tag}.` };
  const product = await productForSale(request, 5);

  // The category, through its form.
  await adminAt(page, '/admin/blog/category/create');
  await expect(page.getByRole('heading', { name: 'Create Blog category' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(category.title);
  await page.getByLabel('URL', { exact: true }).fill(category.url);
  await page.getByLabel('Short Description', { exact: true }).fill(category.description);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/blog\/category$/);

  // The article in it, with the product related.
  await adminAt(page, '/admin/blog/article/create');
  await expect(page.getByRole('heading', { name: 'Create Article' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(article.title);
  await page.getByLabel('URL', { exact: true }).fill(article.url);
  await page.getByLabel('Short Description', { exact: true }).fill(article.short);
  await page.getByRole('textbox', { name: 'Content' }).fill(article.body);
  await chooseMany(page, 'Categories', category.title);
  await chooseMany(page, 'Related products', product.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/blog\/article$/);

  // A shopper opens the category, then the article, and sees the related product.
  await page.goto(`/blog/category/${category.url}`);
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  await expect(page.getByText(category.description)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${category.title}`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/category/${category.url}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', category.title);
  const card = page.getByTestId('article-card').filter({ hasText: article.title });
  await expect(card.getByText(article.short)).toBeVisible();
  await card.getByRole('link', { name: article.title }).click();

  await expect(page).toHaveURL(new RegExp(`/blog/article/${article.url}$`));
  await expect(page.getByRole('heading', { name: article.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${article.title}`));
  // One canonical address and Open Graph tags of the article's own (the category's went with it).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/article/${article.url}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.getByText(article.body)).toBeVisible();
  await expect(page.getByText(/^Published/)).toBeVisible();
  await expect(page.getByRole('link', { name: category.title })).toHaveAttribute('href', `/blog/category/${category.url}`);
  const related = page.getByRole('region', { name: 'Related products' });
  const productCard = related.getByTestId('product-card').filter({ hasText: product.name });
  await expect(productCard.getByTestId('card-price')).toBeVisible();
  await productCard.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.url}$`));
});

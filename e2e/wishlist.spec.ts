import { expect, test } from './fixtures';
import { DEMO_SHOPPER, uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

test('a guest visiting /wishlist is sent to /login, and back to the wishlist after logging in', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'My wishlist', level: 1 })).toBeVisible();
});

test('a shopper saves a product from its page, finds it on /wishlist and removes it after confirming', async ({ page, request }) => {
  const product = await productForSale(request, 2);
  const shopper = { email: uniqueEmail('wishlist'), password: 'Wishlist-123' };
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'Wish',
      last_name: 'List',
      email: shopper.email,
      password: shopper.password,
      password_confirmation: shopper.password,
    },
  });
  expect(registered.ok()).toBe(true);

  // A guest's "Save to wishlist" asks for a login, then comes back to the product.
  await page.goto(`/product/${product.url}`);
  await page.getByRole('link', { name: 'Save to wishlist' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.url}$`));
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  const header = page.getByRole('navigation', { name: 'Account and preferences' });
  await header.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'My wishlist', level: 1 })).toBeVisible();
  const item = page.getByRole('article', { name: product.name });
  await expect(item.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.url}`);
  await expect(item).toContainText('HK$12.00');
  await expect(item).toContainText('In stock');

  // Removing asks first; cancelling keeps it.
  const remove = item.getByRole('button', { name: `Remove ${product.name} from your wishlist` });
  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Remove this product from your wishlist?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();
  await remove.click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(item).toBeHidden();

  // The product page shows it as not saved any more.
  await page.goto(`/product/${product.url}`);
  await expect(page.getByRole('button', { name: 'Save to wishlist' })).toBeVisible();
});

test('a saved product goes into the cart from the wishlist, and the toast leaves the cart button in view (zh-HK)', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productForSale(request, 2);
  const email = uniqueEmail('wishlist-cart');
  const registered = await request.post('/api/register', {
    data: { first_name: 'Wish', last_name: 'Cart', email, password: 'Wishlist-123', password_confirmation: 'Wishlist-123' },
  });
  expect(registered.ok()).toBe(true);
  const { token, expires_at } = (await registered.json()) as { token: string; expires_at: string };
  const saved = await request.post('/api/wishlist', { headers: { authorization: `Bearer ${token}` }, data: { product_id: product.id } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const url = new URL(baseURL!).origin;
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(token), url },
    { name: 'token_expires_at', value: encodeURIComponent(expires_at), url },
    { name: 'language', value: 'zh_hk', url },
  ]);

  await page.goto('/wishlist');
  const item = page.getByRole('article', { name: product.name });
  await item.getByRole('button', { name: `將 ${product.name} 加入購物車` }).click();
  const cartButton = page.getByRole('button', { name: /^購物車，/ });
  await expect(cartButton).toHaveAccessibleName(/1/);
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: '已加入購物車' });
  await expect(toast).toBeVisible();
  const [a, b] = [await toast.boundingBox(), await cartButton.boundingBox()];
  const overlaps = a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, 'the toast covers the cart button').toBe(false);
});

import type { Page } from '../fixtures';
import { apiShopperLogin, bearer, shopperAt } from '../helpers';
import { newShopper } from '../ui-helpers';
import { shelf } from './catalog';
import { expect, test } from './site';

/** The header's cart button ("Cart, N items"). */
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart, \d+ items$/ });

test('members only: guests see neither prices nor the cart on a category or product page; after logging in the shopper sees both', async ({
  page,
  request,
  site,
}) => {
  await site.set({ member_only: 1, catalog_mode: 0 });
  const shopper = await newShopper(request);
  const category = await shelf(request, [{ name: 'Rain boot', price: '12.00' }]);
  const [boot] = category.products;

  await page.goto(`/category/${category.url}`);
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  const card = page.getByTestId('product-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Log in to see prices.');
  await expect(page.getByTestId('card-price')).toHaveCount(0);
  // Nothing to sort or filter by price either.
  await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option')).toHaveText(['Newest', 'Name']);
  await expect(cartButton(page)).toHaveCount(0);

  await card.getByRole('link', { name: boot!.name }).click();
  await expect(page.getByRole('heading', { name: boot!.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Log in to see prices.')).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(cartButton(page)).toHaveCount(0);

  // Not only hidden by the page: the server withholds the prices and refuses a guest's cart.
  const guestView = await request.post('/api/product', { data: { url: boot!.url } });
  expect(await guestView.json()).toMatchObject({ prices_hidden: true, stocks: [{ price: null, special_price: null }] });
  const guestCart = await request.post('/api/cart/item', { data: { stock_id: boot!.stockId, quantity: 1 } });
  expect(guestCart.status()).toBe(403);
  expect(await guestCart.json()).toEqual({ messages: 'Please log in to use the cart.' });

  // Log in from the header; back on the pages already seen, the prices and the cart are there.
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  // The login page replaces itself with the account page (a chunk of its own): going back before
  // that lands would be undone by it.
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: boot!.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('HK$12.00');
  await expect(page.getByText('Log in to see prices.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 items');

  await page.goBack();
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('card-price')).toHaveText(['HK$12.00']);
  await expect(page.getByRole('combobox', { name: 'Sort by' }).getByRole('option')).toHaveText([
    'Newest',
    'Price: low to high',
    'Price: high to low',
    'Name',
  ]);
});

test('catalogue mode: nobody gets a cart, guest or shopper, and the server refuses every cart call with 403 until it is off again', async ({
  page,
  browser,
  request,
  site,
}) => {
  await site.set({ catalog_mode: 0, member_only: 0 });
  const shopper = await newShopper(request);
  const category = await shelf(request, [{ name: 'Rain boot', price: '12.00' }]);
  const [boot] = category.products;
  // A guest's cart from before: catalogue mode freezes it, and it is still there afterwards.
  const filled = await request.post('/api/cart/item', { data: { stock_id: boot!.stockId, quantity: 2 } });
  expect(filled.status(), await filled.text()).toBe(200);
  const before = (await filled.json()) as { cart_id: string; items: { id: number; quantity: number }[] };

  await site.set({ catalog_mode: 1 });

  // The guest sees the product and its price, but no cart and no way to add to one.
  await page.goto(`/product/${boot!.url}`);
  await expect(page.getByRole('heading', { name: boot!.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('HK$12.00');
  await expect(page.getByTestId('stock-state')).toHaveText('In stock');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(cartButton(page)).toHaveCount(0);

  // Nor does a signed-in shopper.
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await shopperAt(shopperPage, `/product/${boot!.url}`, shopper);
  await expect(shopperPage.getByTestId('product-price')).toHaveText('HK$12.00');
  await expect(shopperPage.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(cartButton(shopperPage)).toHaveCount(0);
  await shopperContext.close();

  const closed = { messages: 'The cart is not available in this shop.' };
  const { cart_id } = before;
  const item_id = before.items[0]!.id;
  const { token } = await apiShopperLogin(request, shopper);
  const calls = [
    () => request.post('/api/cart', { data: { cart_id } }),
    () => request.post('/api/cart/item', { data: { cart_id, stock_id: boot!.stockId, quantity: 1 } }),
    () => request.put('/api/cart/item', { data: { cart_id, item_id, quantity: 1 } }),
    () => request.delete('/api/cart/item', { data: { cart_id, item_id } }),
    () => request.post('/api/cart', { headers: bearer(token), data: {} }),
    () => request.post('/api/cart/item', { headers: bearer(token), data: { stock_id: boot!.stockId, quantity: 1 } }),
  ];
  for (const call of calls) {
    const refused = await call();
    expect(refused.status(), refused.url()).toBe(403);
    expect(await refused.json()).toEqual(closed);
  }

  // Off again: the same cart, unchanged, and the cart is back on the page (a new browser: the old
  // one may keep the site settings it read for up to 30 s).
  await site.set({ catalog_mode: 0 });
  const reopened = await request.post('/api/cart', { data: { cart_id } });
  expect(reopened.status(), await reopened.text()).toBe(200);
  expect(await reopened.json()).toMatchObject({ cart_id, count: 2, items: [{ id: item_id, quantity: 2 }] });
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await guestPage.goto(`/product/${boot!.url}`);
  await expect(guestPage.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(cartButton(guestPage)).toBeVisible();
  await guestContext.close();
});

import { expect, test } from './fixtures';
import { DEMO_SHOPPER } from './helpers';
import { productForSale } from './ui-helpers';

test('a guest adds to the cart within the stock, edits it in the mini-cart, removes a line after confirming', async ({ page, request }) => {
  const product = await productForSale(request, 3);
  await page.goto(`/product/${product.url}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items$/ });
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');

  // More than the stock is refused by the server with the spec's key, translated.
  await page.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('add-to-cart-error')).toHaveText(
    'Not enough stock for this quantity (counting what is already in your cart).',
  );

  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  // The cart highlight (spec section 9) shows, then goes after 1.8 s.
  await expect(cartButton).toHaveAttribute('data-highlighted', 'true');
  await expect(cartButton).not.toHaveAttribute('data-highlighted', { timeout: 4_000 });

  // 2 in the cart + 2 > 3: counted with what is already in the cart.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('add-to-cart-error')).toBeVisible();

  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  const line = drawer.getByRole('listitem', { name: product.name });
  await expect(line).toContainText('HK$12.00 × 2 = HK$24.00');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('HK$24.00');
  await line.getByRole('button', { name: `One more ${product.name}` }).click();
  await expect(line).toContainText('× 3');
  // A fourth is refused and the quantity goes back.
  await line.getByRole('button', { name: `One more ${product.name}` }).click();
  await expect(page.getByText('The quantity was not changed')).toBeVisible();
  await expect(line.getByRole('textbox')).toHaveValue('3');

  // 0 asks first; cancelling keeps the line.
  await line.getByRole('textbox').fill('0');
  await line.getByRole('textbox').press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Remove this product from your cart?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(line.getByRole('textbox')).toHaveValue('3');
  await line.getByRole('button', { name: 'Delete' }).click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
});

test('a guest cart joins the shopper’s cart at login', async ({ page, request }) => {
  const product = await productForSale(request, 5);
  await page.goto(`/product/${product.url}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items$/ });
  await expect(cartButton).toHaveAccessibleName('Cart, 1 items');

  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await cartButton.click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem', { name: product.name })).toContainText('× 1');
});

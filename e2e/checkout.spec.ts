import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

test('a guest checks out with a new address and a shipping method, and the order takes the stock', async ({ page, request }) => {
  const product = await productForSale(request, 5);
  await page.goto(`/product/${product.url}`);
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cartButton = page.getByRole('button', { name: /^Cart, \d+ items$/ });
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  await cartButton.click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // Nothing filled: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('This field is required.')).not.toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);

  const email = uniqueEmail('guest-order');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Country').selectOption({ label: 'Hong Kong' });
  await page.getByLabel('Contact number').fill('+852 5555 0101');
  await page.getByLabel('Address', { exact: true }).fill('1 Harbour Road');
  await expect(page.getByTestId('summary-shipping')).toHaveText('—');
  await page
    .getByRole('radiogroup', { name: 'Shipping method' })
    .getByText(/^Standard delivery/)
    .click();
  // 2 × 12.00 + 30.00 shipping (free only from 500).
  await expect(page.getByTestId('summary-shipping')).toHaveText('HK$30.00');
  await expect(page.getByTestId('summary-total')).toHaveText('HK$54.00');
  await page.getByLabel('Anything we should know about this order?').fill('Leave with the concierge');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  // What was ordered, what it costs, where it goes and what happens next (issue 25 §8).
  await expect(page.getByTestId('result-total')).toHaveText('HK$54.00');
  await expect(page.getByText(`${product.name} × 2`)).toBeVisible();
  await expect(page.getByText('Shipping to: Grace Hopper, 1 Harbour Road, Hong Kong')).toBeVisible();
  await expect(page.getByText(/we will e-mail you once the payment is checked/)).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.replace('Order number: ', '');
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');

  // The stock was taken with the order (5 − 2), recorded as an Order movement.
  const token = await apiAdminToken(request);
  const history = await request.get(`/api/admin/inventory/history?stock_id=${String(product.stockId)}`, { headers: bearer(token) });
  const moves = ((await history.json()) as { data: { quantity: number; reason: string; reference: string | null }[] }).data;
  expect(moves).toContainEqual(expect.objectContaining({ quantity: -2, reason: 'Order', reference: number }));
  // Staff see that movement on the product with its order number, linked to the order (issue 25 §7).
  await adminAt(page, `/admin/product/edit/${String(product.id)}`);
  const stockHistory = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Inventory history' }) });
  await expect(stockHistory.getByRole('row').filter({ hasText: 'Order' })).toContainText(`Order ${number}`);
  await stockHistory.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${String(Number(number.slice(4)))}$`));

  // Without an order number the result page sends the shopper home.
  await page.context().clearCookies();
  await page.goto('/order/success');
  await expect(page).toHaveURL(/\/$/);
});

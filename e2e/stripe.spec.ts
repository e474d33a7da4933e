import { expect, test, type Page } from './fixtures';
import { uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

interface Placed {
  order_number: string;
  payment: { method: string; client_secret: string | null };
}

/** A guest's card order of one unit, placed from the checkout page; answers what POST /api/order answered. */
async function placeCardOrder(
  page: Page,
  request: Parameters<typeof productForSale>[0],
  options: { signedIn?: boolean } = {},
): Promise<Placed> {
  const product = await productForSale(request, 3);
  await page.goto(`/product/${product.url}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, \d+ items$/ })).toHaveAccessibleName('Cart, 1 items');
  await page.goto('/checkout');
  if (!options.signedIn) await page.getByLabel('Email').fill(uniqueEmail('card-order'));
  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Country').selectOption({ label: 'Hong Kong' });
  await page.getByLabel('Contact number').fill('+852 5555 0101');
  await page.getByLabel('Address', { exact: true }).fill('1 Harbour Road');
  await page
    .getByRole('radiogroup', { name: 'Shipping method' })
    .getByText(/^Standard delivery/)
    .click();
  await page.getByRole('radiogroup', { name: 'Payment' }).getByText('Card', { exact: true }).click();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/order');
  await page.getByRole('button', { name: 'Place order' }).click();
  const placed = (await (await answer).json()) as Placed;
  expect(placed.payment.method).toBe('card');
  await expect(page).toHaveURL(`/stripe?order_number=${placed.order_number}`);
  await expect(page.getByRole('heading', { name: 'Card payment', level: 1 })).toBeVisible();
  await expect(page.getByText('Amount to pay: HK$42.00')).toBeVisible();
  return placed;
}

/** On the local stand-in's card page (what Stripe Elements is on AWS). */
async function payWith(page: Page, number: string) {
  await page.getByRole('link', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/pi_/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

const statusOf = async (request: Parameters<typeof productForSale>[0], placed: Placed) => {
  const query = new URLSearchParams({ order_number: placed.order_number, client_secret: placed.payment.client_secret ?? '' });
  const reply = await request.get(`/api/order/payment?${query.toString()}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { status: string }).status;
};

test('a guest pays a card order with 4242 4242 4242 4242 and the order is paid', async ({ page, request }) => {
  const placed = await placeCardOrder(page, request);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(`/order/success?order_number=${placed.order_number}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  // The stand-in's signed webhook made the order paid before it sent the shopper back.
  expect(await statusOf(request, placed)).toBe('paid');
  // Paid: the card page now sends the shopper to the result instead of asking again.
  await page.goto(`/stripe?order_number=${placed.order_number}`);
  await expect(page).toHaveURL(`/order/success?order_number=${placed.order_number}`);
});

test('a declined card (4000 0000 0000 0002) lands on /order/fail and the order still waits for payment', async ({ page, request }) => {
  const placed = await placeCardOrder(page, request);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(`/order/fail?order_number=${placed.order_number}`);
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  expect(await statusOf(request, placed)).toBe('pending');
  // Not a dead end (issue 25 §3): the order and its summary are there, and the card can be tried again.
  await expect(page.getByTestId('result-total')).toBeVisible();
  await page.getByRole('link', { name: 'Try the card again' }).click();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(`/order/success?order_number=${placed.order_number}`);
  expect(await statusOf(request, placed)).toBe('paid');
  // The failure page of a paid order says it is paid, not that nothing was charged.
  await page.goto(`/order/fail?order_number=${placed.order_number}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Nothing was charged')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try the card again' })).toHaveCount(0);
});

test('a result page for an order this tab knows nothing of thanks no one', async ({ page }) => {
  await page.goto('/order/success?order_number=ORD-999999');
  await expect(page.getByRole('heading', { name: 'Order ORD-999999', level: 1 })).toBeVisible();
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await expect(page.getByText('We cannot show this order here.', { exact: false })).toBeVisible();
});

test('the shopper cancels on the card page and lands on /order/cancel; /stripe without an order number goes home', async ({
  page,
  request,
}) => {
  const placed = await placeCardOrder(page, request);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(`/order/cancel?order_number=${placed.order_number}`);
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  await page.goto('/stripe');
  await expect(page).toHaveURL(/\/$/);
  // An order number without its payment's secret (another tab, another shopper) reads nothing either.
  await page.goto('/stripe?order_number=ORD-000001');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in shopper whose card was declined pays the waiting order from their account', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('pay-now');
  const registered = await request.post('/api/register', {
    data: { first_name: 'Grace', last_name: 'Hopper', email, password: 'Analytical1', password_confirmation: 'Analytical1' },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
  const { token, expires_at } = (await registered.json()) as { token: string; expires_at: string };
  const url = new URL(baseURL!).origin;
  await page.context().addCookies([
    { name: 'token', value: encodeURIComponent(token), url },
    { name: 'token_expires_at', value: encodeURIComponent(expires_at), url },
  ]);
  const placed = await placeCardOrder(page, request, { signedIn: true });
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(`/order/fail?order_number=${placed.order_number}`);

  // Later, from the account: the order says its card was declined, waits for payment, and "Pay now"
  // opens the card page again.
  await page.goto('/account');
  const row = page.getByRole('listitem', { name: placed.order_number });
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByTestId('payment-declined')).toContainText('The card payment was declined');
  await row.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(`/stripe?order_number=${placed.order_number}`);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(`/order/success?order_number=${placed.order_number}`);
  expect(await statusOf(request, placed)).toBe('paid');
});

test('after a declined card the shopper pays by bank transfer instead: the result page shows how to pay', async ({ page, request }) => {
  const placed = await placeCardOrder(page, request);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(`/order/fail?order_number=${placed.order_number}`);
  await page.getByRole('button', { name: 'Pay by bank transfer instead' }).click();
  await expect(page).toHaveURL(`/order/success?order_number=${placed.order_number}`);
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions.locator('[data-field="reference"]')).toHaveText(placed.order_number);
  await expect(page.getByText('Pay by bank transfer as shown', { exact: false })).toBeVisible();
  // The card payment is closed: its secret reads nothing more, and the card page sends the shopper home.
  const query = new URLSearchParams({ order_number: placed.order_number, client_secret: placed.payment.client_secret ?? '' });
  expect((await request.get(`/api/order/payment?${query.toString()}`)).status()).toBe(404);
  await page.goto(`/stripe?order_number=${placed.order_number}`);
  await expect(page).toHaveURL(/\/$/);
});

test('back from the card page, the checkout offers the waiting order and puts its items back in the cart (zh-HK)', async ({
  page,
  request,
  baseURL,
}) => {
  const placed = await placeCardOrder(page, request);
  await page.context().addCookies([{ name: 'language', value: 'zh_hk', url: new URL(baseURL!).origin }]);
  await page.goBack();
  await expect(page).toHaveURL('/checkout');
  await page.reload();
  const waiting = page.getByTestId('waiting-order');
  await expect(waiting.getByRole('heading', { name: `訂單 ${placed.order_number} 正等待付款` })).toBeVisible();
  await waiting.getByRole('button', { name: '修改訂單' }).click();
  await expect(page.getByText('貨品已放回您的購物車。')).toBeVisible();
  // The checkout shows the cart again, ready to be ordered; the order is cancelled and its stock on sale.
  await expect(page.getByTestId('waiting-order')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '購物車，1 件' })).toBeVisible();
  expect(await statusOf(request, placed)).toBe('canceled');
  await expect(page.getByRole('button', { name: '確認下單' })).toBeVisible();
});

import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, shopperAt, uniqueEmail } from './helpers';
import { productForSale, signedInShopper, silverTierOne } from './ui-helpers';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0202', address: '8 Harbour Road' };

test('a member earns points on a paid order and spends them on the next', async ({ page, request }) => {
  const admin = bearer(await apiAdminToken(request));
  await silverTierOne(request);

  const account = { email: uniqueEmail('member'), password: 'Member-points-42' };
  const shopper = bearer((await signedInShopper(request, { ...account, first_name: 'Mei', last_name: 'Chan' })).token);

  // The first order (2 × 12.00), placed through the API and marked paid by staff.
  const product = await productForSale(request, 10);
  const cart = await request.post('/api/cart/item', { headers: shopper, data: { stock_id: product.stockId, quantity: 2 } });
  expect(cart.ok(), await cart.text()).toBeTruthy();
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number; name: string }[];
  const placed = await request.post('/api/order', {
    headers: shopper,
    data: {
      cart_id: ((await cart.json()) as { cart_id: string }).cart_id,
      shipping_method_id: methods[0]!.id,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const paid = await request.put(`/api/admin/order/${String(order.id)}/status`, { headers: admin, data: { status: 'paid' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();

  // 24 points earned: the account shows the tier and the balance, with the entry in the history.
  // The paid event is handled by the membership subscriber (a worker of its own locally: its first start is slow here).
  await expect
    .poll(async () => ((await (await request.get('/api/membership', { headers: shopper })).json()) as { balance: number }).balance, {
      timeout: 30_000,
    })
    .toBe(24);
  await shopperAt(page, '/account', account);
  const card = page.getByTestId('membership');
  await expect(card).toContainText('Silver');
  await expect(page.getByTestId('points-balance')).toContainText('24');
  await expect(card.getByRole('row').filter({ hasText: 'Earned' })).toContainText('24');

  // The next order: 20 points take $2.00 off at checkout.
  await page.goto(`/product/${product.url}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByLabel('First Name').fill('Mei');
  await page.getByLabel('Last Name').fill('Chan');
  await page.getByLabel('Country').selectOption({ label: 'Hong Kong' });
  await page.getByLabel('Contact number').fill('+852 5555 0202');
  await page.getByLabel('Address', { exact: true }).fill('8 Harbour Road');
  await page
    .getByRole('radiogroup', { name: 'Shipping method' })
    .getByText(/^Standard delivery/)
    .click();
  await page.getByRole('spinbutton', { name: 'Use points' }).fill('20');
  await expect(page.getByTestId('points-discount')).toHaveText('−2.00');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);

  // The points were spent with the order: 24 − 20 left, and the order carries the points discount.
  const mine = (await (await request.get('/api/membership', { headers: shopper })).json()) as { balance: number };
  expect(mine.balance).toBe(4);
  const orders = (await (await request.get('/api/admin/order?per_page=10&order=desc', { headers: admin })).json()) as {
    data: { id: number; email: string }[];
  };
  const second = orders.data.find((o) => o.email === account.email && o.id !== order.id)!;
  const detail = (await (await request.get(`/api/admin/order/${String(second.id)}`, { headers: admin })).json()) as {
    discount: string;
    discounts: { kind: string; points?: number }[];
  };
  expect(detail.discount).toBe('2.00');
  expect(detail.discounts).toEqual([expect.objectContaining({ kind: 'points', points: 20 })]);

  // Staff see both entries on the customer's Reward Points History tab.
  const info = (await (await request.post('/api/info', { headers: shopper })).json()) as { id: number };
  await adminAt(page, `/admin/customer/edit/${String(info.id)}`);
  await page.getByRole('tab', { name: 'Reward Points History' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Spent' })).toContainText('20');
  await expect(page.getByRole('row').filter({ hasText: 'Earned' })).toContainText('24');
});

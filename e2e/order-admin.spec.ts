import { expect, test } from './fixtures';
import { adminAt, uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

const ADDRESS = { first_name: 'Lin', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0202', address: '2 Nathan Road' };

test('staff mark a shopper’s order paid and shipped; the shopper sees it in their account and comments; staff read it', async ({
  page,
  browser,
  request,
}) => {
  const product = await productForSale(request, 3);
  const email = uniqueEmail('ordering');
  const password = 'Ordering-pass-4821';
  const registered = await request.post('/api/register', {
    data: { first_name: 'Lin', last_name: 'Chan', email, password, password_confirmation: password },
  });
  const token = ((await registered.json()) as { token: string }).token;
  const auth = { Authorization: `Bearer ${token}` };
  await request.post('/api/cart/item', { headers: auth, data: { stock_id: product.stockId, quantity: 1 } });
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number; name: string }[];
  const placed = await request.post('/api/order', {
    headers: auth,
    data: {
      shipping_method_id: methods.find((m) => m.name === 'Standard delivery')!.id,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
    },
  });
  expect(placed.status()).toBe(201);
  const { id, order_number: number } = (await placed.json()) as { id: number; order_number: string };

  // Staff find it by number and move it along.
  await adminAt(page, '/admin/order');
  await page.getByRole('searchbox').fill(number);
  await page.getByRole('link', { name: number, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${String(id)}$`));
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  // The tab names the order, not just "Orders" (issue 25 §7).
  await expect(page).toHaveTitle(new RegExp(`^Order ${number}`));
  await expect(page.getByTestId('order-grand-total')).toHaveText('HKD 42.00');
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(actions.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Mark paid' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark paid' }).click();
  // Shipping asks who carries it and its tracking number (issue 25 §7); the order keeps them.
  await actions.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('form', { name: 'Mark shipped' });
  await expect(ship.getByLabel('Carrier')).toHaveValue('Standard delivery');
  await ship.getByLabel('Carrier').fill('SF Express');
  await ship.getByLabel('Tracking number').fill('SF1234567890');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByTestId('order-shipment')).toHaveText('SF Express · SF1234567890');
  await expect(actions.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await expect(page.getByText('Status history')).toBeVisible();
  // Who moved it, by name rather than "staff #1".
  await expect(page.getByText(/staff #\d+/)).toHaveCount(0);

  // The shopper sees it shipped in their account and writes to the shop.
  const shopper = await browser.newPage();
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill(password);
  await shopper.getByRole('button', { name: 'Log in' }).click();
  await expect(shopper).toHaveURL(/\/account$/);
  const row = shopper.getByRole('listitem', { name: number });
  await expect(row).toContainText('Shipped');
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByTestId('order-shipment')).toHaveText('SF Express · SF1234567890');
  await row.getByRole('button', { name: 'Hide' }).click();
  await row.getByRole('button', { name: 'Details' }).click();
  await row.getByLabel('Write to the shop about this order').fill('Please ring the bell');
  await row.getByRole('button', { name: 'Send' }).click();
  await expect(row.getByText('Please ring the bell')).toBeVisible();
  await shopper.close();

  await page.reload();
  await expect(page.getByText('Please ring the bell')).toBeVisible();
});

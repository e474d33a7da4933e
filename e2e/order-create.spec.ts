import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, uniqueEmail } from './helpers';
import { chooseOption, limitedAdmin, productForSale } from './ui-helpers';

const ADDRESS = { first_name: 'Mei', last_name: 'Wong', country: 'HKG', contact_number: '+852 5555 0303', address: '8 Hennessy Road' };

test('staff create a paid order for a customer through the screen; it opens, and shows in the customer’s Order History tab', async ({
  page,
  request,
}) => {
  const product = await productForSale(request, 5);
  // A customer with a saved (default) address.
  const email = uniqueEmail('phoned');
  const password = 'Phoned-order-5182';
  const registered = await request.post('/api/register', {
    data: { first_name: 'Mei', last_name: 'Wong', email, password, password_confirmation: password },
  });
  const shopper = bearer(((await registered.json()) as { token: string }).token);
  expect(
    (await request.post('/api/address', { headers: shopper, data: { ...ADDRESS, default_shipping: true, default_billing: true } })).ok(),
  ).toBe(true);
  const customerId = ((await (await request.get('/api/info', { headers: shopper })).json()) as { id: number }).id;
  const clerk = await limitedAdmin(request, ['get orders', 'get order', 'create order', 'get users', 'get user', 'update user']);

  // From the order list's Create button.
  await adminAt(page, '/admin/order', clerk);
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/order\/create$/);
  await expect(page.getByRole('heading', { name: 'Create order', level: 1 })).toBeVisible();

  await chooseOption(page, 'Customer', `Mei Wong <${email}>`, email);
  // The customer's default address is chosen for them.
  await expect(page.getByRole('radiogroup', { name: 'Shipping address' }).getByRole('radio', { name: /8 Hennessy Road/ })).toBeChecked();

  // A variant found by its SKU, with its price and stock left; two of it.
  const finder = page.getByRole('combobox', { name: 'Add a product', exact: true });
  await finder.click();
  await finder.fill(product.sku);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`${product.sku} · 12\\.00 · 5$`) })
    .click();
  const quantity = page.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await quantity.fill('2');
  await page.getByText('Standard delivery', { exact: true }).click();
  // Paid in cash, as chosen (the default): not recorded as a bank transfer (issue 25 §7).
  await expect(page.getByRole('radiogroup', { name: 'Payment' }).getByRole('radio', { name: 'Cash' })).toBeChecked();
  await page.getByLabel('Payment note (how it was paid, a receipt number)').fill('Cash, receipt 77');
  await page.getByLabel('Comment (the customer sees it)').fill('Ordered by phone');

  // The server's summary: 2 × 12.00 + 30.00 shipping.
  await expect(page.getByTestId('order-create-subtotal')).toHaveText('HKD 24.00');
  await expect(page.getByTestId('order-create-total')).toHaveText('HKD 54.00');

  // A double click creates one order.
  await page.getByRole('button', { name: 'Create order' }).dblclick();
  await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
  const id = /\/admin\/order\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByTestId('order-grand-total')).toHaveText('HKD 54.00');
  await expect(page.getByText('Cash, receipt 77')).toBeVisible();
  await expect(page.getByText('Ordered by phone')).toBeVisible();
  const token = await apiAdminToken(request);
  const theirs = await request.get(`/api/admin/order?customer_id=${String(customerId)}`, { headers: bearer(token) });
  const orders = (await theirs.json()) as { data: { id: number; status: string; order_number: string }[]; total: number };
  expect(orders.total).toBe(1);
  expect(orders.data[0]).toMatchObject({ id: Number(id), status: 'paid', payment_method: 'cash' });

  // The customer screen's Order History tab lists it and links to it.
  await page.goto(`/admin/customer/edit/${String(customerId)}`);
  await page.getByRole('tab', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  const history = page.getByRole('table', { name: 'Order History' });
  await history.getByRole('link', { name: orders.data[0]!.order_number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/order/${id}$`));
});

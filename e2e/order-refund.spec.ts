import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, setChecked, uniqueEmail } from './helpers';
import { productForSale } from './ui-helpers';

const ADDRESS = { first_name: 'Mei', last_name: 'Wong', country: 'HKG', contact_number: '+852 5555 0303', address: '3 Des Voeux Road' };

test('staff refund one unit of a line, back to stock, with a reason; the order shows the refund and stays paid', async ({
  page,
  browser,
  request,
}) => {
  const product = await productForSale(request, 5);
  const email = uniqueEmail('refunding');
  const password = 'Refunding-pass-5137';
  const registered = await request.post('/api/register', {
    data: { first_name: 'Mei', last_name: 'Wong', email, password, password_confirmation: password },
  });
  const shopperAuth = bearer(((await registered.json()) as { token: string }).token);
  await request.post('/api/cart/item', { headers: shopperAuth, data: { stock_id: product.stockId, quantity: 3 } });
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number; name: string }[];
  const placed = await request.post('/api/order', {
    headers: shopperAuth,
    data: {
      shipping_method_id: methods.find((m) => m.name === 'Standard delivery')!.id,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
      payment_method: 'offline',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id, order_number: number } = (await placed.json()) as { id: number; order_number: string };
  const token = await apiAdminToken(request);
  const paid = await request.put(`/api/admin/order/${String(id)}/status`, { headers: bearer(token), data: { status: 'paid' } });
  expect(paid.status()).toBe(200);

  await adminAt(page, `/admin/order/${String(id)}`);
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  await page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${number}` });
  await expect(dialog.getByText('this only records the refund')).toBeVisible();
  // Nothing chosen and no reason: told beside the fields, nothing sent.
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText('Choose a quantity of a line or enter an amount to refund.')).toBeVisible();
  await expect(dialog.getByText('This field is required.')).toBeVisible();

  const quantity = dialog.getByLabel(`Refund quantity of ${product.name}`);
  await quantity.fill('4');
  await dialog.getByLabel('Reason').fill('Arrived torn');
  await dialog.getByRole('button', { name: 'Review refund' }).click();
  await expect(dialog.getByText('At most 3.')).toBeVisible();
  await quantity.fill('1');
  await setChecked(dialog.getByLabel(`Put ${product.name} back in stock`), true);
  await expect(dialog.getByTestId('refund-total')).toHaveText('To refund: HKD 12.00 (left: HKD 66.00)');
  // The dialog has no critical or serious accessibility violations (axe).
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
  // Keyboard: Enter in the quantity reviews, the review is confirmed explicitly.
  await quantity.press('Enter');
  await expect(dialog.getByTestId('refund-review')).toContainText(`Refund HKD 12.00 of order ${number}?`);
  await expect(dialog.getByTestId('refund-review')).toContainText('back to stock');
  await dialog.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('order-refunded-total')).toHaveText('−HKD 12.00');
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds).toContainText('HKD 12.00');
  await expect(refunds).toContainText('Reason: Arrived torn');
  await expect(refunds).toContainText(`${product.name} × 1`);
  await expect(page.getByText('1 refunded')).toBeVisible();
  // A partial refund keeps the order paid: it can still be shipped.
  await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Mark shipped' })).toBeVisible();

  const order = (await (await request.get(`/api/admin/order/${String(id)}`, { headers: bearer(token) })).json()) as {
    status: string;
    refunded_total: string;
    lines: { refunded_quantity: number }[];
  };
  expect(order).toMatchObject({ status: 'paid', refunded_total: '12.00', lines: [{ refunded_quantity: 1 }] });

  // The shopper sees the refund in their account.
  const shopper = await browser.newPage();
  await shopper.goto('/login');
  await shopper.getByLabel('Email').fill(email);
  await shopper.getByLabel('Password', { exact: true }).fill(password);
  await shopper.getByRole('button', { name: 'Log in' }).click();
  await expect(shopper).toHaveURL(/\/account$/);
  const row = shopper.getByRole('listitem', { name: number });
  await row.getByRole('button', { name: 'Details' }).click();
  await expect(row.getByTestId('order-refund')).toHaveText(/^Refunded HKD 12\.00 on \d/);
  await shopper.close();
});

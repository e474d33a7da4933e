import { expect, test } from './fixtures';
import { adminAt, apiShopperLogin, bearer, expectToast, shopperAt, unique, seriousViolations } from './helpers';
import { newShopper, productForSale } from './ui-helpers';

/** A 1×1 PNG: the receipt the shopper uploads. */
const RECEIPT = {
  name: 'receipt.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

test('a bank-transfer shopper sees how to pay and uploads a proof; staff reject it with a reason, then approve the next one', async ({
  page,
  browser,
  request,
}) => {
  // Staff enter the shop's bank details on the configuration's Bank transfer tab.
  const accountNumber = unique('888-').slice(0, 30);
  await adminAt(page, '/admin/configuration?active_tab=bank');
  await page.getByLabel('Account name').fill('Harbour Shop Ltd');
  await page.getByLabel('Bank', { exact: true }).fill('Harbour Bank');
  await page.getByLabel('Account number').fill(accountNumber);
  await page.getByLabel('FPS ID').fill('7654321');
  await page.getByLabel('Days to pay').fill('4');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // A shopper orders by bank transfer (12.00 + 30.00 shipping).
  const product = await productForSale(request, 3);
  const account = await newShopper(request);
  const { token } = await apiShopperLogin(request, account);
  await request.post('/api/cart/item', { headers: bearer(token), data: { stock_id: product.stockId, quantity: 1 } });
  // A context of its own (axe analyses pages of a context, not of `browser.newPage()`).
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopperAt(shopper, '/checkout', account);
  await shopper.getByLabel('First Name').fill('Mei');
  await shopper.getByLabel('Last Name').fill('Wong');
  await shopper.getByLabel('Country').selectOption({ label: 'Hong Kong' });
  await shopper.getByLabel('Contact number').fill('+852 5555 0303');
  await shopper.getByLabel('Address', { exact: true }).fill('3 Harbour Road');
  await shopper
    .getByRole('radiogroup', { name: 'Shipping method' })
    .getByText(/^Standard delivery/)
    .click();
  const placing = Date.now();
  await shopper.getByRole('button', { name: 'Place order' }).click();

  // The result page says how to pay: the bank details, the order number as reference, the amount, the deadline.
  await expect(shopper).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);
  const number = (await shopper.getByTestId('order-number').textContent())!.replace('Order number: ', '');
  const instructions = shopper.getByTestId('payment-instructions');
  await expect(shopper.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(instructions.locator('[data-field="accountName"]')).toHaveText('Harbour Shop Ltd');
  await expect(instructions.locator('[data-field="accountNumber"]')).toHaveText(accountNumber);
  await expect(instructions.locator('[data-field="fpsId"]')).toHaveText('7654321');
  await expect(instructions.locator('[data-field="reference"]')).toHaveText(number);
  await expect(instructions.locator('[data-field="amount"]')).toHaveText('HKD 42.00');
  const deadline = new Date(placing + 4 * 86_400_000);
  const day = `${String(deadline.getFullYear())}-${String(deadline.getMonth() + 1).padStart(2, '0')}-${String(deadline.getDate()).padStart(2, '0')}`;
  await expect(instructions.locator('[data-field="deadline"]')).toContainText(day);
  expect(await seriousViolations(shopper)).toEqual([]);

  // The shopper uploads the receipt there: the order goes to review.
  await shopper.getByLabel('Proof of payment (a picture)').setInputFiles(RECEIPT);
  await expect(shopper.getByTestId('proof-sent')).toBeVisible();
  const orders = await request.get('/api/order', { headers: bearer(token) });
  const row = ((await orders.json()) as { data: { id: number; identifier: string; status: string }[] }).data.find(
    (o) => o.identifier === number,
  )!;
  expect(row.status).toBe('payment_review');

  // Staff reject it: the reason is required, kept in the history and shown to the shopper.
  await page.goto(`/admin/order/${String(row.id)}`);
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(page.getByRole('img', { name: 'Proof of payment' })).toBeVisible();
  await actions.getByRole('button', { name: 'Reject payment' }).click();
  const reject = page.getByRole('form', { name: 'Reject payment' });
  await expect(reject.getByRole('button', { name: 'Reject payment' })).toBeDisabled();
  await reject.getByLabel('Reason for rejecting (the shopper receives it)').fill('The receipt shows HKD 40.00');
  expect(await seriousViolations(page)).toEqual([]);
  await reject.getByRole('button', { name: 'Reject payment' }).click();
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await expect(page.getByText('The receipt shows HKD 40.00')).toBeVisible();

  // The shopper reads why in their account, with the instructions again, and sends a new proof there.
  await shopper.goto('/account');
  const item = shopper.getByRole('listitem', { name: number });
  await item.getByRole('button', { name: 'Details' }).click();
  await expect(item.getByTestId('payment-rejected')).toContainText('The receipt shows HKD 40.00');
  await expect(item.getByTestId('payment-instructions').locator('[data-field="reference"]')).toHaveText(number);
  await item.getByLabel('Proof of payment (a picture)').setInputFiles(RECEIPT);
  await expectToast(shopper, 'Thank you: we will check your payment.');
  await shopperContext.close();

  // Staff approve the new proof: the order is paid.
  await page.reload();
  await actions.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve payment' }).click();
  await expect(actions.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
});

import { expect, test, type APIRequestContext } from './fixtures';
import { apiAdminToken, bearer, expectToast, shopperAt, unique, uniqueEmail } from './helpers';
import { productForSale, saleWarehouseId, signedInShopper, silverTierOne } from './ui-helpers';

const ADDRESS = { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0202', address: '8 Harbour Road' };

/** A shopper made by staff and signed in (no sign-up: the suite shares its throttle): the account and its bearer header. */
async function shopper(request: APIRequestContext, prefix: string) {
  const account = { email: uniqueEmail(prefix), password: 'Account-lists-42' };
  const { token } = await signedInShopper(request, { ...account, first_name: 'Mei', last_name: 'Chan' });
  return { account, auth: bearer(token) };
}

/** A form with one required textarea, made by staff. */
async function form(request: APIRequestContext, admin: Record<string, string>, title: string) {
  const response = await request.post('/api/admin/form', {
    headers: admin,
    data: {
      title,
      url: unique('acct-form').toLowerCase(),
      allow_guest: false,
      tabs: [{ title: 'You', order: 0, fields: [{ type: 'textarea', key: 'why', title: 'What do you need?', required: true, order: 0 }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; url: string };
}

test('a shopper sees their form submissions and service applications on the account page, on a phone, and sets and clears a birthday', async ({
  page,
  request,
}) => {
  const admin = bearer(await apiAdminToken(request));
  const { account, auth } = await shopper(request, 'lists');

  // A plain form, sent by the shopper and marked completed by staff.
  const formTitle = unique('Fitting request ');
  const plain = await form(request, admin, formTitle);
  const sent = await request.post(`/api/form/${plain.url}`, { headers: auth, multipart: { why: 'A suit for June' } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const { history_id } = (await sent.json()) as { history_id: number };
  const completed = await request.put(`/api/admin/form/submit_histories/${String(history_id)}`, {
    headers: admin,
    data: { status: 'completed' },
  });
  expect(completed.ok(), await completed.text()).toBeTruthy();

  // A service that needs approval: the shopper applies by its form and staff approve, with a message.
  const serviceFormTitle = unique('Consultation form ');
  const serviceForm = await form(request, admin, serviceFormTitle);
  const name = unique('Shop fit-out consultation ');
  const sku = unique('ACCT-SVC-').toUpperCase();
  const created = await request.post('/api/admin/product', {
    headers: admin,
    data: {
      type: 'service',
      name,
      url: sku.toLowerCase(),
      sku,
      is_approval_required: true,
      form_id: serviceForm.id,
      stocks: [{ sku: `${sku}-V`, price: '300.00' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const service = (await created.json()) as { url: string; stocks: { id: number }[] };
  const stocked = await request.post('/api/admin/inventory/plus', {
    headers: admin,
    data: { stock_id: service.stocks[0]!.id, warehouse_id: await saleWarehouseId(request), quantity: 5 },
  });
  expect(stocked.ok(), await stocked.text()).toBeTruthy();
  const applied = await request.post(`/api/service/${service.url}`, { headers: auth, multipart: { why: 'A new shop in Mong Kok' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applied.json()) as { id: number };
  const approved = await request.put(`/api/admin/application/${String(application.id)}`, {
    headers: admin,
    data: { status: 'approved', message: 'See you on Monday' },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // On a 390 px phone: both submissions with their dates and statuses, and the approved application.
  await shopperAt(page, '/account', account);
  await page.setViewportSize({ width: 390, height: 844 });
  const today = new Date().toISOString().slice(0, 10);
  const submissions = page.getByRole('list', { name: 'My form submissions' });
  const plainItem = submissions.getByRole('listitem').filter({ hasText: formTitle });
  await expect(plainItem).toContainText('Completed');
  await expect(plainItem).toContainText(`Sent on ${today}`);
  await expect(submissions.getByRole('listitem').filter({ hasText: serviceFormTitle })).toContainText('Received');
  const item = page.getByRole('list', { name: 'My applications' }).getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('Approved');
  await expect(item).toContainText(`Applied on ${today}`);
  await expect(item).toContainText('Message from the shop: See you on Monday');
  // Nothing wider than the phone.
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);

  // By keyboard: the approved application leads to its service page, where it is added to the cart.
  const buy = item.getByRole('link', { name: 'Add it to your cart on the service page' });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/service/${service.url}$`));
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // The birthday: set, shown as saved, then cleared.
  await page.goto('/account');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Birthday', { exact: true }).fill('1990-05-17');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const info = async () => ((await (await request.post('/api/info', { headers: auth })).json()) as { birthday?: string | null }).birthday;
  expect(await info()).toBe('1990-05-17');
  await page.reload();
  await expect(profile.getByLabel('Birthday', { exact: true })).toHaveValue('1990-05-17');
  await profile.getByRole('button', { name: 'Clear the birthday' }).click();
  await expect(profile.getByLabel('Birthday', { exact: true })).toHaveValue('');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  expect(await info()).toBeFalsy();
  await page.reload();
  await expect(profile.getByLabel('Birthday', { exact: true })).toHaveValue('');
});

test('a new shopper sees empty lists', async ({ page, request }) => {
  const { account } = await shopper(request, 'empty-lists');
  await shopperAt(page, '/account', account);
  await expect(page.getByTestId('submissions')).toContainText('You have not sent a form yet.');
  await expect(page.getByTestId('applications')).toContainText('You have not applied for a service yet.');
});

test("checkout's summary shows the points spent as a discount line of its own, and the total without them", async ({ page, request }) => {
  const admin = bearer(await apiAdminToken(request));
  await silverTierOne(request);
  const { account, auth } = await shopper(request, 'points-line');

  // A paid order of 2 × 12.00 earns 24 points.
  const product = await productForSale(request, 10);
  const cart = await request.post('/api/cart/item', { headers: auth, data: { stock_id: product.stockId, quantity: 2 } });
  expect(cart.ok(), await cart.text()).toBeTruthy();
  const methods = (await (await request.get('/api/shipping?country=HKG')).json()) as { id: number }[];
  const placed = await request.post('/api/order', {
    headers: auth,
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
  await expect
    .poll(async () => ((await (await request.get('/api/membership', { headers: auth })).json()) as { balance: number }).balance, {
      timeout: 30_000,
    })
    .toBe(24);

  await shopperAt(page, `/product/${product.url}`, account);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/checkout');
  await page.getByLabel('First Name').fill('Mei');
  await page.getByLabel('Last Name').fill('Chan');
  await page.getByLabel('Country').selectOption({ label: 'Hong Kong' });
  await page.getByLabel('Contact number').fill('+852 5555 0202');
  await page.getByLabel('Address', { exact: true }).fill('8 Harbour Road');
  await page
    .getByRole('radiogroup', { name: 'Shipping method' })
    .getByText(/^Standard delivery/)
    .click();
  const amount = async (testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^0-9.]/g, ''));
  await expect(page.getByTestId('summary-points')).toHaveCount(0);
  const before = await amount('summary-total');

  await page.getByRole('spinbutton', { name: 'Use points' }).fill('20');
  const line = page.getByTestId('summary-points');
  await expect(line).toContainText('Points discount');
  await expect(line).toContainText('−');
  await expect(line).toContainText('2.00');
  await expect(page.getByTestId('summary-discount')).toContainText('2.00');
  await expect.poll(() => amount('summary-total')).toBeCloseTo(before - 2, 2);

  // The order is placed with the total the summary showed (the server refuses any other).
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/success\?order_number=ORD-\d{6}$/);
  const mine = (await (await request.get('/api/membership', { headers: auth })).json()) as { balance: number };
  expect(mine.balance).toBe(4);
});

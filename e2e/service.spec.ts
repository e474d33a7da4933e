import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, shopperAt, unique } from './helpers';
import { newShopper, saleWarehouseId } from './ui-helpers';

test('a shopper applies for a service by its form, staff approve it, and the approved application buys it once', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiAdminToken(request);
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number; url: string; stocks: { id: number }[] };
  };
  const form = await post('form', {
    title: 'Consultation request',
    url: unique('consult-form').toLowerCase(),
    allow_guest: false,
    tabs: [
      {
        title: 'Your business',
        order: 0,
        fields: [{ type: 'textarea', key: 'why', title: 'What do you need?', required: true, order: 0 }],
      },
    ],
  });
  const name = unique('Shop fit-out consultation ');
  const sku = unique('SVC-').toUpperCase();
  const service = await post('product', {
    type: 'service',
    name,
    url: sku.toLowerCase(),
    sku,
    is_approval_required: true,
    form_id: form.id,
    stocks: [{ sku: `${sku}-V`, price: '300.00' }],
  });
  const stocked = await request.post('/api/admin/inventory/plus', {
    headers: bearer(token),
    data: { stock_id: service.stocks[0]!.id, warehouse_id: await saleWarehouseId(request), quantity: 5 },
  });
  expect(stocked.ok()).toBe(true);

  // The services list and the service's own page, drawn by the server.
  const html = await (await request.get(`/service/${service.url}`)).text();
  expect(html).toContain(`>${name}</h1>`);
  const shopper = await newShopper(request);
  const phone = await browser.newContext();
  const mobile = await phone.newPage();
  await shopperAt(mobile, '/service', shopper);
  // Signed in (the header's Log out shows at desktop width); the rest on a phone.
  await mobile.setViewportSize({ width: 390, height: 844 });
  await mobile.getByRole('link', { name }).click();
  await expect(mobile.getByRole('heading', { name: 'Apply for this service' })).toBeVisible();
  await mobile.getByRole('button', { name: 'Send' }).click();
  await expect(mobile.getByText('This field is required.')).toBeVisible();
  await mobile.getByLabel('What do you need?').fill('A new shop in Mong Kok');
  await mobile.getByRole('button', { name: 'Send' }).click();
  await expect(mobile.getByRole('status').filter({ hasText: 'waiting for review' })).toBeVisible();

  // Staff approve it, with a message.
  await adminAt(page, '/admin/service');
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: /^Application #\d+/ })).toContainText('Pending');
  await page.getByLabel('Message to the shopper').fill('See you on Monday');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Update Success');
  await expect(page.getByRole('heading', { name: /^Application #\d+/ })).toContainText('Approved');

  // The shopper buys it with the approval; a second unit is refused.
  await mobile.reload();
  await expect(mobile.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();
  await mobile.getByRole('button', { name: 'Add to cart' }).click();
  await expect(mobile.getByRole('button', { name: 'Cart, 1 items' })).toBeVisible();
  await phone.close();
  const login = await request.post('/api/login', { data: shopper });
  const shopperToken = ((await login.json()) as { token: string }).token;
  const again = await request.post('/api/cart/item', {
    headers: bearer(shopperToken),
    data: { stock_id: service.stocks[0]!.id, quantity: 1, additional_options: { application_id: 999999 } },
  });
  expect(again.status()).toBe(422);
});

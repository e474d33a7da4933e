import { expect, test, type APIRequestContext } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, unique } from './helpers';
import { chooseOption } from './ui-helpers';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as { id: number; stocks?: { id: number }[] };
}

test('purchase order: lines with exact totals, send, receipt in two parts into stock, printable view', async ({ page, request }) => {
  const tag = unique('po');
  const token = await apiAdminToken(request);
  await post(request, token, 'supplier', { name: `Supplier ${tag}` });
  await post(request, token, 'warehouse', { name: `Dock ${tag}`, code: tag.toUpperCase().slice(0, 20) });
  const product = await post(request, token, 'product', {
    name: `Mug ${tag}`,
    url: `${tag}-mug`,
    sku: `${tag}-MUG`,
    stocks: [{ sku: `${tag}-MUG-1`, price: '9', attributes: {} }],
  });

  await adminAt(page, '/admin/po/create');
  await chooseOption(page, 'Supplier', `Supplier ${tag}`);
  await chooseOption(page, 'Warehouse', `Dock ${tag}`);
  await page.getByLabel('Find a product').fill(`${tag}-MUG`);
  await page.getByRole('button', { name: new RegExp(`Mug ${tag}`) }).click();
  await page.getByRole('button', { name: new RegExp(`Add ${tag}-MUG-1`, 'i') }).click();
  await page.getByLabel(/^Quantity of /).fill('3');
  await page.getByLabel(/^Unit cost of /).fill('0.1');
  await expect(page.getByRole('row').filter({ hasText: 'Total' })).toContainText('0.30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/po\/view\/\d+$/);
  await expectToast(page, 'Submit Success');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send order' }).click();
  await expectToast(page, 'Update Success');
  await page.getByRole('button', { name: 'Receive goods' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Receive now/).fill('4');
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(dialog.getByText('The quantity cannot be more than the stock available.')).toBeVisible();
  await dialog.getByLabel(/^Receive now/).fill('2');
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByTestId('po-status')).toHaveText('Partially received');

  const stockId = product.stocks?.[0]?.id;
  const rows = await request.get('/api/admin/inventory', { headers: bearer(token), params: { per_page: 100 } });
  const stock = ((await rows.json()) as { data: { stock_id: number; quantity: number }[] }).data.find((r) => r.stock_id === stockId);
  expect(stock?.quantity).toBe(2);

  // The second part completes the order.
  await page.getByRole('button', { name: 'Receive goods' }).click();
  await dialog.getByLabel(/^Receive now/).fill('1');
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByTestId('po-status')).toHaveText('Received');
  await expect(page.getByRole('button', { name: 'Receive goods' })).toHaveCount(0);
  const after = await request.get('/api/admin/inventory', { headers: bearer(token), params: { per_page: 100 } });
  expect(
    ((await after.json()) as { data: { stock_id: number; quantity: number }[] }).data.find((r) => r.stock_id === stockId)?.quantity,
  ).toBe(3);

  // Printing shows the document only.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^PO-\d+$/ })).toBeVisible();
});

import { expect, test } from './fixtures';
import { adminAt, expectToast, unique } from './helpers';
import { chooseOption, limitedAdmin, productForSale } from './ui-helpers';

test('staff build a funnel from landing content and an offer; a visitor on a phone walks it and the report counts each step once', async ({
  page,
  request,
  browser,
}) => {
  const offer = await productForSale(request, 5);
  const staff = await limitedAdmin(request, ['get funnels', 'get funnel', 'create funnel', 'update funnel', 'get products']);
  const url = unique('spring').toLowerCase();
  await adminAt(page, '/admin/funnel/create', staff);
  const form = page.getByRole('form', { name: 'Create Funnel' });
  await form.getByLabel('Title', { exact: true }).fill('Spring campaign');
  await form.getByLabel('URL', { exact: true }).fill(url);
  const steps = form.getByTestId('funnel-step');
  await steps.nth(0).getByLabel('Step title').fill('Meet the collection');
  await steps.nth(0).getByLabel('Button name').fill('Show me');
  await form.getByRole('button', { name: 'Add a step' }).click();
  await steps.nth(1).getByLabel('Step key').fill('offer');
  await steps.nth(1).getByLabel('Step type').selectOption({ label: 'Offer product' });
  await steps.nth(1).getByLabel('Step title').fill('Your spring pick');
  // An offer without its product is refused beside the field, and nothing is saved.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(steps.nth(1).getByText('This field is required.')).toBeVisible();
  await chooseOption(steps.nth(1), 'Offer product', offer.name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const row = page.getByRole('row').filter({ hasText: url });
  await expect(row).toContainText('Spring campaign');

  // The storefront page is the server's HTML with its own head.
  const html = await (await request.get(`/funnel/${url}`)).text();
  expect(html).toMatch(/<h1[^>]*>Meet the collection<\/h1>/);
  expect(html).toMatch(/<title[^>]*>Spring campaign/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(`/funnel/${url}?source=facebook`);
  await expect(visitor.getByRole('heading', { name: 'Meet the collection' })).toBeVisible();
  await visitor.reload();
  await visitor.getByRole('link', { name: 'Show me' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your spring pick' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: offer.name }).first()).toBeVisible();
  await phone.close();

  // The report: one visit per step (the reload is the same visitor), from the link's source.
  await row.getByRole('link', { name: 'Report' }).click();
  const report = page.getByRole('table', { name: 'Report' });
  await expect(report.getByRole('row').filter({ hasText: 'Meet the collection' })).toContainText('Facebook');
  await expect
    .poll(async () => (await report.getByRole('row').filter({ hasText: 'Your spring pick' }).count()) > 0, { timeout: 10_000 })
    .toBe(true);
  await page.reload();
  await expect(report.getByRole('row').filter({ hasText: 'Meet the collection' }).getByRole('cell').nth(2)).toHaveText('1');
  await expect(report.getByRole('row').filter({ hasText: 'Your spring pick' }).getByRole('cell').nth(2)).toHaveText('1');
});

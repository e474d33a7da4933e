import { expect, test } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, unique, waitForMail } from './helpers';
import { chooseOption, limitedAdmin, productForSale, rowByColumn } from './ui-helpers';

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
  const step = (n: number) => form.getByRole('group', { name: `Step ${String(n)}`, exact: true });
  await step(1).getByLabel('Step title').fill('Meet the collection');
  await step(1).getByLabel('Button name').fill('Show me');
  await form.getByRole('button', { name: 'Add a step' }).click();
  await step(2).getByLabel('Step key').fill('offer');
  await step(2).getByLabel('Step type').selectOption({ label: 'Offer product' });
  await step(2).getByLabel('Step title').fill('Your spring pick');
  // An offer without its product is refused beside the field, and nothing is saved.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(step(2).getByText('This field is required.')).toBeVisible();
  await chooseOption(step(2), 'Offer product', offer.name);
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
  // The offer is the product's card, linking to its page.
  await expect(visitor.locator(`a[href="/product/${offer.url}"]`)).not.toHaveCount(0);
  await phone.close();

  // The report: one visit per step (the reload is the same visitor), from the link's source.
  await row.getByRole('link', { name: 'Report' }).click();
  const report = page.getByRole('table', { name: 'Report' });
  await expect(report.getByRole('row').filter({ hasText: 'Meet the collection' })).toContainText('Facebook');
  await expect
    .poll(async () => (await report.getByRole('row').filter({ hasText: 'Your spring pick' }).count()) > 0, { timeout: 10_000 })
    .toBe(true);
  await page.reload();
  await expect.poll(() => rowByColumn(report.getByRole('row').filter({ hasText: 'Meet the collection' }))).toMatchObject({ Visits: '1' });
  await expect.poll(() => rowByColumn(report.getByRole('row').filter({ hasText: 'Your spring pick' }))).toMatchObject({ Visits: '1' });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test('a visitor fills a funnel form on a phone; staff drag the lead to an e-book status on the board; the e-book mail opens the file', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiAdminToken(request);
  const post = async (path: string, data: object) => {
    const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: number; url: string };
  };
  const upload = await request.post('/api/admin/status/upload', {
    headers: bearer(token),
    multipart: { file: { name: 'guide.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const ebook = ((await upload.json()) as { path: string }).path;
  const statusTitle = unique('Guide sent');
  await post('status', {
    title: statusTitle,
    trigger: 'ebook_email_to_lead',
    trigger_template: 'Hi {first_name}, here is your guide.',
    file: ebook,
    button_name: 'Download the guide',
    order: 1,
  });
  const form = await post('form', {
    title: 'Get the guide',
    url: unique('guide-form').toLowerCase(),
    allow_guest: true,
    tabs: [
      {
        title: 'You',
        order: 0,
        fields: [
          { type: 'text', key: 'email', title: 'E-mail', required: true, order: 0 },
          { type: 'text', key: 'first_name', title: 'First name', order: 1 },
          { type: 'multiple_checkbox', key: 'consent', title: 'Send me offers', additional_options: ['Yes'], order: 2 },
        ],
      },
    ],
  });
  const url = unique('guide').toLowerCase();
  const funnel = await post('funnel', {
    title: 'Free guide',
    url,
    enabled: true,
    steps: [
      { key: 'welcome', type: 'content', title: 'A free guide', content: '<p>Learn the basics</p>', button_name: 'Get it' },
      { key: 'details', type: 'form', title: 'Where shall we send it?', form_id: form.id },
    ],
  });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await phone.newPage();
  await visitor.goto(`/funnel/${url}?utm_source=instagram`);
  await visitor.getByRole('link', { name: 'Get it' }).click();
  await expect(visitor.getByRole('heading', { name: 'Where shall we send it?' })).toBeVisible();
  const email = `${unique('guide-lead').toLowerCase()}@example.com`;
  await visitor.getByLabel('E-mail').fill(email);
  await visitor.getByLabel('First name').fill('Mei');
  await visitor.getByLabel('Yes').check();
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await phone.close();

  // Staff see the lead on the funnel's board and drag it into the e-book status.
  await adminAt(page, `/admin/lead/funnel/management/${String(funnel.id)}`);
  const card = page.getByTestId('board-card').filter({ hasText: email });
  await expect(card).toBeVisible();
  await expect(page.getByRole('region', { name: 'No status' })).toContainText(email);
  const target = page.getByRole('region', { name: statusTitle });
  const from = (await card.getByRole('button', { name: /^Drag / }).boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 5, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
  await page.mouse.up();
  await expectToast(page, 'Lead moved');
  await expect(target).toContainText(email);
  // The card's name opens the lead (active_lead_id).
  await target.getByRole('button', { name: 'Mei -', exact: true }).click();
  await expect(page).toHaveURL(/active_lead_id=\d+/);
  await expect(page.getByRole('dialog')).toContainText(email);
  await expect(page.getByRole('dialog')).toContainText('Instagram');

  // The lead's e-book mail: its link opens the file; an altered link does not.
  const mail = await waitForMail(email, (m) => m.html.includes('/ebook?token='));
  const link = /\/ebook\?token=([^"&<\s]+)/.exec(mail.html)![1]!;
  const opened = await request.get(`/api/ebook?token=${link}`);
  expect(opened.status(), await opened.text()).toBe(200);
  const file = await request.get(((await opened.json()) as { url: string }).url);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect((await request.get(`/api/ebook?token=${link.slice(0, -4)}abcd`)).status()).toBe(403);

  // The report counts the lead for the form step and the link's source.
  await page.goto(`/admin/funnel/report/${String(funnel.id)}`);
  const row = page.getByRole('table', { name: 'Report' }).getByRole('row').filter({ hasText: 'Where shall we send it?' });
  await expect(row).toContainText('Instagram');
  await expect.poll(() => rowByColumn(row)).toMatchObject({ Leads: '1' });
});

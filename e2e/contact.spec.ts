import { expect, test } from './fixtures';
import { expectToast, unique, uniqueEmail, waitForMail } from './helpers';

/** The sender address of every mail, where contact messages go while the shop sets no email of its own. */
const SHOP_MAIL = 'no-reply@shop.local';

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor sends a message from /contact-us on a phone: field errors first, then the shop and the visitor get their mails', async ({
  page,
}) => {
  const visitor = uniqueEmail('contact');
  const subject = `Opening hours ${unique('ct')}`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Contact us/);
  // Fits the phone: nothing wider than the screen.
  expect(
    await page.evaluate(
      () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
    ),
  ).toBeLessThanOrEqual(390);

  // Sent empty: each field says what it needs, and nothing is sent.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(4);

  // With the keyboard: typed field after field, sent with Enter on the button.
  await page.getByLabel('Name').fill('Ada Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Tab');
  await page.keyboard.type(subject);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Are you open on Sunday?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please check your input.')).toBeVisible();
  await page.getByLabel('Email').fill(visitor);
  await page.getByRole('button', { name: 'Send' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Your message was sent. Thank you!');
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const toShop = await waitForMail(SHOP_MAIL, (mail) => mail.subject.endsWith(`Contact: ${subject}`));
  expect(toShop.text).toContain(`Email: ${visitor}`);
  expect(toShop.text).toContain('Are you open on Sunday?');
  const ack = await waitForMail(visitor, (mail) => mail.subject.endsWith('we received your message'));
  expect(ack.text).not.toContain('Sunday');
});

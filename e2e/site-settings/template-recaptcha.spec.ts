import { expect, test } from './site';
import { adminLogin, expectToast } from '../helpers';

/** A CSS variable on the document's root element, as the page computes it (run in the page). */
const rootVariable = (name: string): string => {
  const window = globalThis as unknown as {
    getComputedStyle(element: unknown): { getPropertyValue(property: string): string };
    document: { documentElement: unknown };
  };
  return window.getComputedStyle(window.document.documentElement).getPropertyValue(name).trim();
};

test('template colours changed in the admin show on the storefront, and the admin template on the back office', async ({
  page,
  browser,
  site,
}) => {
  // Starting from the built-in colours; the fixture puts back whatever was there after the test.
  await site.set({ primary_color: '', accent_color: '', admin_primary_color: '', admin_accent_color: '' });
  await adminLogin(page);
  await page.goto('/admin/configuration?active_tab=template');
  await expect(page.getByRole('tab', { name: 'Template' })).toHaveAttribute('aria-selected', 'true');
  // Too light for white text: refused beside the field.
  await page.getByLabel('Storefront primary colour').fill('#ffff00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This colour is too light for white text on it (contrast below 4.5:1); choose a darker one.')).toBeVisible();
  await page.getByLabel('Storefront primary colour').fill('#1A4D2E');
  // The accent with the colour picker beside the text: both edit the one value.
  await page.getByRole('group', { name: 'Storefront accent colour' }).getByLabel('Pick a colour').fill('#b45309');
  await expect(page.getByLabel('Storefront accent colour')).toHaveValue('#b45309');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // The admin template: Forest, applied to the back office at once.
  await page.goto('/admin/change_admin_template');
  await expect(page.getByRole('heading', { name: 'Admin template', level: 1 })).toBeVisible();
  await page.getByRole('heading', { name: 'Forest' }).locator('xpath=..').getByRole('button', { name: 'Use this template' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByRole('button', { name: 'Current template' })).toBeVisible();
  await expect.poll(() => page.evaluate(rootVariable, '--shop-primary')).toBe('#166534');

  // A shopper (a new browser: the old one keeps the public settings for a while) sees the storefront's own colours.
  const shopper = await browser.newContext();
  const store = await shopper.newPage();
  await store.goto('/contact-us');
  await expect(store.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect.poll(() => store.evaluate(rootVariable, '--shop-primary')).toBe('#1a4d2e');
  await expect(store.getByRole('button', { name: 'Send' })).toHaveCSS('background-color', 'rgb(26, 77, 46)');
  await expect(store.locator('header')).toHaveCSS('border-top-color', 'rgb(180, 83, 9)');
  await shopper.close();
});

test('with reCAPTCHA guarding the contact form, a message sent without a token is refused', async ({ browser, site }) => {
  await site.set({ recaptcha_site_key: 'e2e-site-key', recaptcha_secret: 'e2e-secret', enable_recaptcha_forms: ['contact'] });
  const context = await browser.newContext();
  const page = await context.newPage();
  // Google is not reachable from the test machine: its script fails, so the form has no token to send.
  await context.route('https://www.google.com/**', (route) => route.abort());
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.locator('script[data-recaptcha]')).toHaveAttribute(
    'src',
    /^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=e2e-site-key$/,
  );
  await page.getByLabel('Name').fill('Bot');
  await page.getByLabel('Email').fill('bot@example.com');
  await page.getByLabel('Subject').fill('Guarded');
  await page.getByLabel('Message').fill('No token here');
  await page.getByRole('button', { name: 'Send' }).click();
  const text = await expectToast(page, 'Your message could not be sent; please try again later.');
  expect(text).toContain('The reCAPTCHA check expired or failed; please try again.');
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { adminAt, adminMenu, apiAdminToken, apiList, bearer, expectToast, unique } from './helpers';
import { apiPost } from './ui-helpers';

/** A 1×1 PNG: the upload route checks the file's content, not its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const currentSlide = (page: Page) => page.locator('[data-testid="carousel-slide"][data-current]');

/** The homepage's carousel shows `first`, then moves on to `second` by itself (spec: every 5 s). */
async function expectAdvancing(page: Page, first: string, second: string) {
  const carousel = page.getByTestId('carousel');
  await expect(carousel).toHaveAttribute('data-slider', 'home');
  await expect(currentSlide(page)).toContainText(first);
  await expect(currentSlide(page)).toContainText(second, { timeout: 9000 });
}

test('staff create the homepage slider with two slides; a shopper sees it move on by itself at desktop and phone widths, with a widget', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = unique('sl');
  const slides = [
    { title: `Summer sale ${tag}`, text: 'Up to half off', link: '/category/demo-shop' },
    { title: `New arrivals ${tag}`, text: 'Fresh in this week', link: '' },
  ];

  // The seed's slider `home` makes way: this test creates the homepage's slider itself.
  const token = await apiAdminToken(request);
  const existing = await apiList<{ id: number; identifier: string }>(request, token, 'slider', { search: 'home', per_page: 50 });
  for (const slider of existing.data.filter((s) => s.identifier === 'home')) {
    expect((await request.delete(`/api/admin/slider/${slider.id}`, { headers: bearer(token) })).ok()).toBeTruthy();
  }
  // A featured product for the homepage's widget.
  const sku = unique('FEAT-').toUpperCase();
  const productName = `Featured lamp ${tag}`;
  await apiPost(request, 'product', {
    name: productName,
    url: sku.toLowerCase(),
    sku,
    is_featured: true,
    stocks: [{ sku: `${sku}-1`, price: '25.00' }],
  });

  // Staff: Content › Sliders › Create, two slides with pictures.
  await adminAt(page, '/admin/dashboard');
  await adminMenu(page).getByRole('link', { name: 'Sliders' }).click();
  await expect(page.getByRole('heading', { name: 'Sliders', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Slider' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(`Homepage ${tag}`);
  await page.getByLabel('Identifier').fill('home');
  for (const [index, slide] of slides.entries()) {
    await page.getByRole('button', { name: 'Add a slide' }).click();
    const item = page.getByRole('listitem', { name: `Slide ${index + 1}` });
    await item.getByLabel('Image').setInputFiles({ name: `slide-${index}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(item.getByRole('img')).toBeVisible();
    await item.getByLabel('Slide title').fill(slide.title);
    await item.getByLabel('Text').fill(slide.text);
    if (slide.link) await item.getByLabel('Link').fill(slide.link);
  }
  // Reordering is keyboard-usable: move the second slide up, and back down.
  await page.getByRole('button', { name: 'Move Slide 2 up' }).press('Enter');
  await expect(page.getByRole('listitem', { name: 'Slide 1' }).getByLabel('Slide title')).toHaveValue(slides[1]!.title);
  await page.getByRole('button', { name: 'Move Slide 1 down' }).press('Enter');
  await expect(page.getByRole('listitem', { name: 'Slide 1' }).getByLabel('Slide title')).toHaveValue(slides[0]!.title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/slider$/);

  // A shopper at desktop width: the slider moves on by itself; the featured product is in its widget.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectAdvancing(page, slides[0]!.title, slides[1]!.title);
  const featured = page.locator('[data-widget="featured_products"]');
  await expect(featured.getByRole('heading', { name: 'Featured products' })).toBeVisible();
  await expect(featured.getByRole('link', { name: productName })).toBeVisible();
  // By hand: the dots and the previous/next buttons.
  await page.getByRole('button', { name: 'Slide 1 of 2' }).click();
  await expect(currentSlide(page)).toContainText(slides[0]!.title);
  await page.getByRole('button', { name: 'Next slide' }).press('Enter');
  await expect(currentSlide(page)).toContainText(slides[1]!.title);

  // At a phone's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectAdvancing(page, slides[0]!.title, slides[1]!.title);
  const box = await page.getByTestId('carousel').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await expect(featured.getByRole('link', { name: productName })).toBeVisible();
});

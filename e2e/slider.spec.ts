import { expect, test, type Page } from './fixtures';
import { adminAt, adminMenu, apiAdminToken, apiList, bearer, expectToast, followMenu, MENU_TEXTS, unique } from './helpers';
import { apiPost } from './ui-helpers';

/** A 1×1 PNG: the upload route checks the file's content, not its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

// Both tests make the homepage's slider `home` their own: one after the other, in one worker.
test.describe.configure({ mode: 'default' });

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
  // The first slide's picture (the page's largest paint) was asked for, with high priority, as soon
  // as the slider was known: before the carousel was drawn.
  const firstPicture = await page.getByTestId('carousel-slide').filter({ hasText: slides[0]!.title }).getByRole('img').getAttribute('src');
  expect(firstPicture).toBeTruthy();
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveAttribute('href', firstPicture!);
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

test('staff build a page, the homepage slider and block, and link the page from a menu; a shopper sees them in two languages on desktop and phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = unique('site');
  const token = await apiAdminToken(request);
  const headers = bearer(token);
  const en = {
    page: `Our tea farm ${tag}`,
    body: `Picked by hand ${tag}`,
    slide: `Autumn harvest ${tag}`,
    block: `Free delivery ${tag}`,
    menu: `Farm ${tag}`,
  };
  const zh = {
    page: `我們的茶園 ${tag}`,
    body: `人手採摘 ${tag}`,
    slide: `秋季收成 ${tag}`,
    block: `免費送貨 ${tag}`,
    menu: `茶園 ${tag}`,
  };

  // The page, in English and in Traditional Chinese (its screens have their own test).
  const url = `farm-${tag}`;
  const created = await request.post('/api/admin/page', {
    headers,
    data: { title: en.page, url, enabled: true, content: `<p>${en.body}</p>` },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const pageId = ((await created.json()) as { id: number }).id;
  const translated = await request.put(`/api/admin/page/${pageId}?language=zh_hk`, {
    headers,
    data: { title: zh.page, url, content: `<p>${zh.body}</p>` },
  });
  expect(translated.ok(), await translated.text()).toBeTruthy();

  // The homepage slider: one slide in both languages (the slider screens have the test above).
  const existing = await apiList<{ id: number; identifier: string }>(request, token, 'slider', { search: 'home', per_page: 50 });
  for (const slider of existing.data.filter((s) => s.identifier === 'home')) {
    expect((await request.delete(`/api/admin/slider/${slider.id}`, { headers })).ok()).toBeTruthy();
  }
  const upload = await request.post('/api/admin/upload', {
    headers,
    multipart: { image: { name: 'slide.png', mimeType: 'image/png', buffer: PNG } },
  });
  const image = ((await upload.json()) as { path: string }).path;
  const slider = await apiPost<{ id: number; slides: { key: string }[] }>(request, 'slider', {
    title: `Home ${tag}`,
    identifier: 'home',
    enabled: true,
    slides: [{ image, title: en.slide, link: `/${url}` }],
  });
  const zhSlider = await request.put(`/api/admin/slider/${slider.id}?language=zh_hk`, {
    headers,
    data: {
      title: `Home ${tag}`,
      identifier: 'home',
      enabled: true,
      slides: [{ key: slider.slides[0]!.key, image, title: zh.slide, link: `/${url}` }],
    },
  });
  expect(zhSlider.ok(), await zhSlider.text()).toBeTruthy();

  // Staff: the homepage block `home`, in both languages, on its screen.
  // The seed's block `home` is the homepage's.
  const blocks = await apiList<{ id: number; identifier: string }>(request, token, 'block', { search: 'home', per_page: 50 });
  const home = blocks.data.find((b) => b.identifier === 'home');
  expect(home).toBeDefined();
  await adminAt(page, '/admin/dashboard');
  await adminMenu(page).getByRole('link', { name: 'Blocks' }).click();
  await expect(page.getByRole('heading', { name: 'Blocks', level: 1 })).toBeVisible();
  await page.goto(`/admin/block/edit/${home?.id}`);
  await expect(page.getByLabel('Identifier')).toHaveValue('home');
  await page.getByLabel('Title', { exact: true }).fill(en.block);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(en.block);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await page.goto(`/admin/block/edit/${home?.id}`);
  await page.getByLabel('Content language').selectOption({ label: '繁體中文' });
  await expect(page.getByLabel('Content language')).toHaveValue('zh_hk');
  await page.getByLabel('Title', { exact: true }).fill(zh.block);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(zh.block);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // Staff: a top-level menu that links to the page, chosen by its title, named in both languages.
  await page.goto('/admin/menu/create');
  await page.getByLabel('Title', { exact: true }).fill(en.menu);
  await page.getByLabel('Type', { exact: true }).selectOption('page');
  const menuUrl = page.getByRole('combobox', { name: 'URL', exact: true });
  await menuUrl.fill(en.page);
  await page.getByRole('option', { name: `${en.page} (/${url})` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const menus = await apiList<{ id: number; title: string }>(request, token, 'menu', { search: en.menu });
  const menuId = menus.data.find((m) => m.title === en.menu)?.id;
  await page.goto(`/admin/menu/edit/${menuId}`);
  await page.getByLabel('Content language').selectOption({ label: '繁體中文' });
  await expect(page.getByLabel('Content language')).toHaveValue('zh_hk');
  await page.getByLabel('Title', { exact: true }).fill(zh.menu);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  // A shopper (another browser: public answers may be kept 30 s, decision 0019) on a desktop, in
  // English, then in Traditional Chinese.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(currentSlide(shop)).toContainText(en.slide);
  await expect(shop.getByTestId('home-block')).toContainText(en.block);
  await followMenu(shop, en.menu);
  await expect(shop).toHaveURL(new RegExp(`/${url}$`));
  await expect(shop.getByRole('heading', { name: en.page, level: 1 })).toBeVisible();
  await expect(shop.getByTestId('page-content')).toHaveText(en.body);
  await shop.getByLabel('Language').selectOption('zh_hk');
  await expect(shop.getByRole('heading', { name: zh.page, level: 1 })).toBeVisible();
  await expect(shop.getByTestId('page-content')).toHaveText(zh.body);

  // On a phone, still in Traditional Chinese: the homepage's slide and block, and the menu to the page.
  await shop.setViewportSize({ width: 390, height: 844 });
  await shop.goto('/');
  await expect(currentSlide(shop)).toContainText(zh.slide);
  await expect(shop.getByTestId('home-block')).toContainText(zh.block);
  expect(Number(await shop.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(390);
  await followMenu(shop, zh.menu, MENU_TEXTS['zh-HK']);
  await expect(shop.getByRole('heading', { name: zh.page, level: 1 })).toBeVisible();
  // The slide leads to the page too.
  await shop.goto('/');
  await currentSlide(shop).getByRole('link').click();
  await expect(shop.getByRole('heading', { name: zh.page, level: 1 })).toBeVisible();
  await context.close();
});

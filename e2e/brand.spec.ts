import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminLogin, adminMenu, apiAdminToken, apiList, bearer, searchList, setChecked, expectToast, unique } from './helpers';

/** A 1×1 transparent PNG. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface BrandRow {
  id: number;
  title: string;
  url: string;
  enabled: boolean;
  image: string | null;
  image_path: string | null;
}

async function openCreateForm(page: Page) {
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Brand' })).toBeVisible();
}

const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

test('brand with image and translation, listed per language, then batch-disabled', async ({ page, request }, testInfo) => {
  const tag = unique('e2e');
  const first = { title: `Brand ${tag} A`, zh: `品牌 ${tag} 甲`, url: `${tag}-a`, short: `Short text ${tag}` };
  const second = { title: `Brand ${tag} B`, url: `${tag}-b` };
  const png = testInfo.outputPath('pixel.png');
  writeFileSync(png, Buffer.from(PIXEL_PNG, 'base64'));

  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Brands' }).click();
  await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();

  // Create in the main language, with an uploaded image.
  await openCreateForm(page);
  await expect(page.getByLabel('Content language')).toHaveCount(0); // languages are edited after creating
  await page.getByLabel('Title').fill(first.title);
  await page.getByLabel('URL').fill(first.url);
  await page.getByRole('textbox', { name: 'Short Description' }).fill(first.short);
  await expect(page.getByText('No image uploaded.')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles(png);
  await expectToast(page, 'Upload Success');
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace image' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/brand$/);

  // Translate the title in the second content language.
  await searchList(page, first.url);
  await page.getByRole('link', { name: `Edit ${first.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(first.title);
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  const formLanguage = page.getByLabel('Content language');
  await expect(formLanguage.getByRole('option')).toHaveText(['Main language (English)', '繁體中文', '简体中文']);
  await formLanguage.selectOption({ label: '繁體中文' });
  await expect(formLanguage).toHaveValue('zh_hk');
  await expect(page.getByLabel('URL')).toHaveValue(first.url); // the zh_hk item has loaded
  await page.getByLabel('Title').fill(first.zh);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByLabel('Title')).toHaveValue(first.zh);
  // The main language keeps its own title.
  await formLanguage.selectOption({ label: 'Main language (English)' });
  await expect(page.getByLabel('Title')).toHaveValue(first.title);

  // A second brand, through the form as well.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/brand(\?|$)/);
  await openCreateForm(page);
  await page.getByLabel('Title').fill(second.title);
  await page.getByLabel('URL').fill(second.url);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/brand$/);

  // The list finds both; the zh_hk list shows the translated title.
  await searchList(page, tag);
  await expect(page.getByRole('row')).toHaveCount(3); // header + 2
  await expect(row(page, first.title)).toBeVisible();
  await expect(row(page, second.title)).toBeVisible();
  const listLanguage = page.getByLabel('Content language');
  await listLanguage.selectOption({ label: '繁體中文' });
  await expect(page).toHaveURL(/language=zh_hk/);
  await expect(row(page, first.zh)).toBeVisible();
  await expect(page.getByRole('cell', { name: first.title, exact: true })).toHaveCount(0);
  await listLanguage.selectOption({ label: 'Main language (English)' });
  await expect(row(page, first.title)).toBeVisible();

  // Both enabled, then disabled together.
  for (const title of [first.title, second.title]) await expect(row(page, title).getByText('Enabled', { exact: true })).toBeVisible();
  await setChecked(page.getByRole('checkbox', { name: `Select ${first.title}` }), true);
  await setChecked(page.getByRole('checkbox', { name: `Select ${second.title}` }), true);
  const batch = page.getByRole('group', { name: 'Actions for selected rows' });
  await expect(batch.getByText('Selected: 2')).toBeVisible();
  await batch.getByRole('button', { name: 'Disable selected' }).click();
  // Batch changes ask first and report how many records changed.
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('2 selected record(s) will change');
  await ask.getByRole('button', { name: 'Disable selected' }).click();
  expect(await expectToast(page, 'Update Success')).toContain('2 updated');
  for (const title of [first.title, second.title]) {
    await expect(row(page, title).getByText('Disabled', { exact: true })).toBeVisible();
  }
  await expect(batch).toHaveCount(0); // selection cleared

  // The API agrees: disabled, translated, with the uploaded image.
  const token = await apiAdminToken(request);
  const list = await apiList<BrandRow>(request, token, 'brand', { search: tag });
  expect(list.total).toBe(2);
  expect(list.data.map((b) => [b.url, b.enabled]).sort()).toEqual([
    [first.url, false],
    [second.url, false],
  ]);
  const created = list.data.find((b) => b.url === first.url) as BrandRow;
  expect(created.image_path).toBeTruthy();
  const zh = await request.get(`/api/admin/brand/${created.id}`, { headers: bearer(token), params: { language: 'zh_hk' } });
  expect(((await zh.json()) as BrandRow).title).toBe(first.zh);
});

test('a brand with a picture can be saved twice and the picture still loads', async ({ page, request }, testInfo) => {
  const tag = unique('twice');
  const brand = { title: `Brand ${tag}`, url: `${tag}` };
  const png = testInfo.outputPath('pixel.png');
  writeFileSync(png, Buffer.from(PIXEL_PNG, 'base64'));
  const preview = page.getByRole('img', { name: 'Image preview' });
  /** The preview decoded a real picture (a broken one has no natural size). */
  const loaded = () =>
    preview.evaluate((node) => {
      const img = node as unknown as { complete: boolean; naturalWidth: number };
      return img.complete && img.naturalWidth > 0;
    });

  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Brands' }).click();
  await openCreateForm(page);
  await page.getByLabel('Title').fill(brand.title);
  await page.getByLabel('URL').fill(brand.url);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles(png);
  await expectToast(page, 'Upload Success');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');

  await searchList(page, brand.url);
  await page.getByRole('link', { name: `Edit ${brand.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Brand' })).toBeVisible();
  for (let save = 1; save <= 2; save++) {
    await expect(preview).toBeVisible();
    await expect.poll(loaded, { message: `picture before save ${save}` }).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Submit Success');
  }
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(brand.title);
  await expect.poll(loaded, { message: 'picture after two saves' }).toBe(true);

  const token = await apiAdminToken(request);
  const [saved] = (await apiList<BrandRow>(request, token, 'brand', { search: brand.url })).data;
  expect(saved?.image).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-z]{26}\.png$/);
  expect(saved?.image_path).toBe(`/api/files/${saved?.image ?? ''}`);
  expect((await request.get(saved?.image_path ?? '')).status()).toBe(200);
});

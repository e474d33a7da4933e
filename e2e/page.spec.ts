import { expect, test, type Page } from './fixtures';
import { adminLogin, adminMenu, expectToast, searchList, unique } from './helpers';

/** The storefront page's heading, content and head as a shopper sees them. */
async function expectPage(page: Page, texts: { title: string; content: string }) {
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('page-content')).toHaveText(texts.content);
}

test('staff create a page in two languages; a shopper reads it at /page/<url> and /<url> in both, with its own css only there', async ({
  page,
}) => {
  const tag = unique('pg');
  const url = `about-${tag}`;
  const en = { title: `About us ${tag}`, content: `We sell tea since 1999 ${tag}` };
  const zh = { title: `關於我們 ${tag}`, content: `我們自1999年賣茶 ${tag}` };

  // Staff: create the page in the main language.
  await adminLogin(page);
  await adminMenu(page).getByRole('link', { name: 'Pages' }).click();
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create Page' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(en.title);
  await page.getByLabel('URL', { exact: true }).fill(url);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(en.content);
  await page.getByLabel('Meta description').fill(`The story of ${tag}`);
  // The super admin holds `update page_scripts`: the css field is theirs.
  await page.getByLabel('CSS').fill('[data-testid="page-content"] { letter-spacing: 3px; }');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(/\/admin\/page$/);

  // Staff: the same page in Traditional Chinese.
  await searchList(page, url);
  await page.getByRole('link', { name: `Edit ${en.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
  await page.getByLabel('Content language').selectOption({ label: '繁體中文' });
  await expect(page.getByLabel('Content language')).toHaveValue('zh_hk');
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(url);
  await page.getByLabel('Title', { exact: true }).fill(zh.title);
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(zh.content);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(zh.title);

  // A shopper, in the main language, at both addresses.
  await page.goto(`/page/${url}`);
  await expectPage(page, en);
  await expect(page).toHaveTitle(new RegExp(en.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `The story of ${tag}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', en.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${url}$`));
  await expect(page.getByTestId('page-content')).toHaveCSS('letter-spacing', '3px');
  await page.goto(`/${url}`);
  await expectPage(page, en);

  // The same page in Traditional Chinese; the main language's description is its fallback.
  await page.getByLabel('Language').selectOption('zh_hk');
  await expectPage(page, zh);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', `The story of ${tag}`);
  await page.goto(`/page/${url}`);
  await expectPage(page, zh);

  // The page's css leaves with it; an unknown url is the not-found page.
  await expect(page.locator('style[data-head]')).toHaveCount(1);
  await page.evaluate(`(() => { history.pushState(null, '', '/${unique('missing')}'); dispatchEvent(new PopStateEvent('popstate')); })()`);
  await expect(page.getByRole('heading', { name: '找不到頁面', level: 1 })).toBeVisible();
  await expect(page.locator('style[data-head]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

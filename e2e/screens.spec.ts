import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { adminLogin, adminMenu, adminSidebarPaths, DEMO_SHOPPER, forEachAdminScreen, STOREFRONT_PAGES, unique, visit } from './helpers';
import { apiPost } from './ui-helpers';

/**
 * Back-office pages the sidebar does not name (settings tabs, the menu tree, the editor playground);
 * every sidebar entry and its create screen are found as staff find them (`forEachAdminScreen`).
 */
const ADMIN_EXTRAS = [
  '/admin/dashboard',
  '/admin/menu/tree',
  '/admin/configuration?active_tab=currencies',
  '/admin/configuration?active_tab=template',
  '/admin/change_admin_template',
  '/admin/profile',
  '/admin/test-quasar-editor',
  '/admin/outbox',
];

async function open(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Settled: no page or activity spinner left.
  await expect(page.locator('.chakra-spinner, .shop-spinner')).toHaveCount(0);
}

/** Logs in at desktop size (the helper checks the sidebar), reads the sidebar, then turns the window into a phone. */
async function phoneLogin(page: Page): Promise<string[]> {
  await adminLogin(page);
  const sidebar = await adminSidebarPaths(page);
  await page.setViewportSize({ width: 390, height: 844 });
  return sidebar;
}

test('the back office fits a 390 px phone: drawer sidebar, tables scroll inside their card, no page wider than the screen', async ({
  page,
}) => {
  // Opens every page of the site in turn: three times the default timeout, as a11y.spec.ts does.
  test.slow();
  const sidebar = await phoneLogin(page);

  // The sidebar is a drawer behind the menu button; choosing a page closes it.
  await expect(adminMenu(page)).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await adminMenu(page).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/product$/);
  await expect(adminMenu(page)).toBeHidden();

  const checked = await forEachAdminScreen(page, [...ADMIN_EXTRAS, ...sidebar], async (path) => {
    await open(page, path);
    const width = Number(await page.evaluate('document.documentElement.scrollWidth'));
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(390);
  });
  expect(checked).toEqual(expect.arrayContaining(['/admin/brand', '/admin/brand/create', '/admin/holiday/create']));

  // A wide list scrolls inside its own box, not the page.
  await open(page, '/admin/account');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  // In-page code as text: the e2e TypeScript project has no DOM types.
  const box = (await page.evaluate(
    `(() => { const s = document.querySelector('table').parentElement; return { scroll: s.scrollWidth, client: s.clientWidth, overflow: getComputedStyle(s).overflowX }; })()`,
  )) as { scroll: number; client: number; overflow: string };
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(['auto', 'scroll']).toContain(box.overflow);
});

test('every page has its own translated document title', async ({ page }) => {
  // Opens every page of the site in turn: three times the default timeout, as a11y.spec.ts does.
  test.slow();
  const defaultTitle = /<title>([^<]*)<\/title>/.exec(readFileSync('web/index.html', 'utf8'))?.[1];
  const titles = new Map<string, string>();
  const record = async (path: string) => {
    await open(page, path);
    await expect.poll(() => page.title()).not.toBe(defaultTitle);
    titles.set(path, await page.title());
  };
  for (const path of STOREFRONT_PAGES) await record(path);
  await record('/admin/login');
  await adminLogin(page);
  await forEachAdminScreen(page, [...ADMIN_EXTRAS, ...(await adminSidebarPaths(page))], record);
  await record('/admin/brand/edit/1');

  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const [path, title] of titles) {
    if (seen.has(title)) clashes.push(`${path} and ${seen.get(title)}: ${title}`);
    seen.set(title, path);
  }
  expect(clashes).toEqual([]);
  expect(titles.get('/admin/brand/edit/1')).toBe('Edit #1 · Brands · Back office');

  // Translated with the interface.
  await page.getByLabel('Interface language').selectOption('zh-HK');
  await expect.poll(() => page.title()).toBe('編輯 #1 · 品牌 · 管理後台');
  await page.getByLabel('介面語言').selectOption('en-US');
});

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : flatten(v)));
const catalogue = (language: string, ns: string) => JSON.parse(readFileSync(`web/src/locales/${language}/${ns}.json`, 'utf8')) as Tree;

/** A catalogue's texts with their paths (`po.statuses.draft`). */
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : entries(v, `${prefix}${k}.`),
  );

/**
 * English names of values the server sends as data (statuses, types, kinds, sources, results …): a list
 * cell showing one on a zh-HK screen is a miss, while other cell texts are records' own words.
 */
function englishValueTexts(): Set<string> {
  const texts = new Set<string>();
  const value =
    /(^|\.)(statuses|states|types?|kinds|source|sources|results|channel|audience|trigger|stockStatus|orderStatus|paymentMethod|gender|match)\./;
  for (const ns of ['common', 'admin']) {
    const hk = new Map(entries(catalogue('zh-HK', ns)));
    for (const [path, text] of entries(catalogue('en-US', ns))) if (value.test(path) && hk.get(path) !== text) texts.add(text);
  }
  return texts;
}

/** English interface texts that have a different zh-HK text: seeing one on a zh-HK screen is a miss. */
function englishOnlyTexts(): Set<string> {
  const texts = new Set<string>();
  for (const ns of ['common', 'admin', 'store', 'server']) {
    const en = flatten(catalogue('en-US', ns));
    const hk = new Set(flatten(catalogue('zh-HK', ns)));
    for (const text of en) if (!hk.has(text) && /[a-z]{3}/.test(text) && !text.includes('{{')) texts.add(text);
  }
  return texts;
}

/**
 * Visible text of the page, one entry per text node and per label the browser reads out. A text in a
 * list's body cell is a record's value (`data`): a record named like an interface word ("Colour", an
 * attribute another test made) is not an untranslated interface text, though it is still checked for
 * raw keys and developer text.
 */
const SCREEN_TEXTS = `(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [hidden]')) continue;
    const text = (node.textContent || '').trim();
    if (text) out.push({ text, data: Boolean(parent.closest('tbody td')) });
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = (el.getAttribute(name) || '').trim();
      if (value) out.push({ text: value, data: false });
    }
  }
  return out;
})()`;

async function screenTexts(page: Page): Promise<{ text: string; data: boolean }[]> {
  return (await page.evaluate(SCREEN_TEXTS)) as { text: string; data: boolean }[];
}

test('no developer text reaches a zh-HK screen: no raw keys, undefined, JSON or untranslated English', async ({ page, request }) => {
  // Opens every page of the site in turn: three times the default timeout, as a11y.spec.ts does.
  test.slow();
  const english = englishOnlyTexts();
  const values = englishValueTexts();
  // The shop's own name is data, not an interface text.
  const site = ((await (await request.post('/api/configs', { data: { language: 'zh_hk' } })).json()) as { name?: string }).name;
  if (site) english.delete(site);
  const problems: string[] = [];
  const check = async (path: string) => {
    await open(page, path);
    for (const { text, data } of await screenTexts(page)) {
      if (/\b(common|admin|store|server):[a-z]/i.test(text)) problems.push(`${path}: raw key "${text}"`);
      else if (/\bundefined\b|\bnull\b|\[object Object\]|\{\{|^\s*[[{]"/.test(text)) problems.push(`${path}: developer text "${text}"`);
      else if (data ? values.has(text) : english.has(text)) problems.push(`${path}: English "${text}"`);
    }
  };

  await page.goto('/');
  await page.getByLabel('Language').selectOption('zh_hk');
  for (const path of STOREFRONT_PAGES) await check(path);

  await adminLogin(page);
  const sidebar = await adminSidebarPaths(page);
  await page.getByLabel('Interface language').selectOption('zh-HK');
  await expect(page.getByRole('heading', { name: '主控台', level: 1 })).toBeVisible();
  await forEachAdminScreen(page, [...ADMIN_EXTRAS, ...sidebar], check, '新增');

  // Server messages arrive translated, beside their field and in the toast.
  const taken = unique('Taken supplier ');
  await apiPost(request, 'supplier', { name: taken });
  await open(page, '/admin/supplier/create');
  await page.getByLabel('名稱').fill(taken);
  await page.getByLabel('電話').fill('12345678');
  await page.getByLabel('國家代碼').selectOption('HKG');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('此電話號碼不符合所選國家或地區的格式。')).toBeVisible();
  await page.getByLabel('電話').fill('91234567');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByLabel('名稱')).toHaveAccessibleErrorMessage('請確保 name 欄位的值是唯一的');
  for (const { text } of await screenTexts(page)) {
    if (/Please make sure|field is unique/.test(text)) problems.push(`supplier form: English server message "${text}"`);
  }

  await page.getByLabel('介面語言').selectOption('en-US');
  expect(problems).toEqual([]);
});

test('a shopper account page in zh-HK shows server messages translated', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('zh_hk');
  await page.goto('/login');
  await page.getByLabel('電郵').fill(DEMO_SHOPPER.email);
  await page.getByLabel('密碼', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page.getByLabel('電郵')).toHaveAccessibleErrorMessage('登入資料不正確。');
});

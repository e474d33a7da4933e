import { expectToast } from '../helpers';
import { shelf, translate } from './catalog';
import { expect, test } from './site';

test('the header’s currency changes every price shown to mark + amount × rate with 2 decimals, and is kept in a cookie', async ({
  page,
  context,
  request,
  site,
}) => {
  // A rate with four decimals, so the amounts need rounding (spec section 9).
  await site.set({
    base_currency: 'HKD',
    supported_currencies: [
      { identifier: 'HKD', rate: 1, mark: 'HK$' },
      { identifier: 'EUR', rate: 0.1173, mark: '€' },
    ],
  });
  const category = await shelf(request, [
    { name: 'Rain boot', price: '12.00' },
    { name: 'Umbrella', price: '7.35' },
    { name: 'Raincoat', price: '1999.99', special_price: '1500.50' },
  ]);
  const [boot, , coat] = category.products;

  await page.goto(`/category/${category.url}?sort=price_asc`);
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  // A card shows the lowest price paid, the regular one struck beside it (decision 0042).
  await expect(page.getByTestId('card-price')).toHaveText(['HK$7.35', 'HK$12.00', 'HK$1500.50']);
  await expect(page.getByTestId('card-regular-price')).toHaveText(['Regular price: HK$1999.99']);
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency.getByRole('option')).toHaveText(['HK$ HKD', '€ EUR']);
  await currency.selectOption('EUR');
  // 7.35 × 0.1173 = 0.862155; 12 × 0.1173 = 1.4076; 1500.50 × 0.1173 = 176.00865.
  await expect(page.getByTestId('card-price')).toHaveText(['€0.86', '€1.41', '€176.01']);
  expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('EUR');

  // The product page: the special price (1500.50 × 0.1173 = 176.00865) and the price it replaces.
  await page.getByRole('link', { name: coat!.name }).click();
  await expect(page.getByRole('heading', { name: coat!.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText('Sale price:€176.01Regular price: €234.60');

  // A new visit keeps the choice (the cookie); the mini-cart converts its lines and subtotal too.
  await page.goto(`/product/${boot!.url}`);
  await expect(page.getByTestId('product-price')).toHaveText('€1.41');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  // Dismissed: the toast sits over the header's cart button.
  await expectToast(page, 'Added to your cart.');
  const cartButton = page.getByRole('button', { name: 'Cart, 3 items' });
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  // Each amount is converted on its own (the order is charged in the base currency): 36.00 × 0.1173 = 4.2228.
  await expect(drawer.getByRole('listitem', { name: boot!.name })).toContainText('€1.41 × 3 = €4.22');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('€4.22');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Back to the base currency: the amounts as stored.
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('HKD');
  await expect(page.getByTestId('product-price')).toHaveText('HK$12.00');
  await cartButton.click();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('HK$36.00');
  expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('HKD');
});

test('the header’s language changes product names to their translation, and to the main language’s where there is none', async ({
  page,
  context,
  request,
  site,
}) => {
  await site.set({ main_language: 'en_us', supported_languages: ['en_us', 'zh_hk', 'zh_cn'] });
  const category = await shelf(request, [
    { name: 'Rain boot', price: '10.00' },
    { name: 'Umbrella', price: '20.00' },
  ]);
  const [boot, umbrella] = category.products;
  const tag = category.title.replace('Rain gear ', '');
  // Traditional Chinese for the category and the boot only; nothing in Simplified Chinese.
  await translate(request, 'menu', category.id, 'zh_hk', { title: `雨具 ${tag}` });
  await translate(request, 'product', boot!.id, 'zh_hk', { name: `雨靴 ${tag}` });

  await page.goto(`/category/${category.url}?sort=price_asc`);
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  const names = page.getByTestId('product-card').getByRole('link');
  await expect(names).toHaveText([boot!.name, umbrella!.name]);

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '繁體中文' });
  await expect(page.getByRole('heading', { name: `雨具 ${tag}`, level: 1 })).toBeVisible();
  await expect(names).toHaveText([`雨靴 ${tag}`, umbrella!.name]);
  // The interface follows (its texts are zh-HK), and the choice is kept in a cookie.
  await expect(page.getByRole('combobox', { name: '排序' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh_hk');

  await page.getByRole('link', { name: `雨靴 ${tag}` }).click();
  await expect(page.getByRole('heading', { name: `雨靴 ${tag}`, level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `雨靴 ${tag}`, level: 1 })).toBeVisible();

  // Simplified Chinese has no name of its own: the main language's.
  await page.getByRole('combobox', { name: '語言' }).selectOption({ label: '简体中文' });
  await expect(page.getByRole('heading', { name: boot!.name, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: category.title, level: 1 })).toBeVisible();
  await expect(names).toHaveText([boot!.name, umbrella!.name]);
});

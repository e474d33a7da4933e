import { expect, test } from './fixtures';
import { expectToast, unique, uniqueEmail } from './helpers';

test('a shopper keeps an address book on the account page: add, default, edit, delete', async ({ page }) => {
  const shopper = { first: unique('Addr'), email: uniqueEmail('addresses'), password: 'Addresses-123' };
  await page.goto('/register');
  await page.getByLabel('First Name').fill(shopper.first);
  await page.getByLabel('Last Name').fill('Shopper');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const book = page.getByRole('heading', { name: 'Addresses' }).locator('xpath=ancestor::div[contains(@class, "chakra-card__body")]');
  await expect(book.getByText('No addresses yet.')).toBeVisible();

  // The first address: every field is required; once filled it is both defaults.
  await book.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toHaveCount(5);
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Country').selectOption('HKG');
  await dialog.getByLabel('Contact number').fill('+852 2345 6789');
  await dialog.getByLabel('Address').fill('1 Queen’s Road, Central');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(dialog).toHaveCount(0);
  const home = book.getByRole('listitem', { name: /1 Queen’s Road/ });
  await expect(home.getByText('Default billing')).toBeVisible();
  await expect(home.getByText('Default shipping')).toBeVisible();
  await expect(home.getByText(/Hong Kong/)).toBeVisible();

  // A second one, ticked as the shipping default: it takes that default from the first.
  await book.getByRole('button', { name: 'Add address' }).click();
  await dialog.getByLabel('First Name').fill('Ada');
  await dialog.getByLabel('Last Name').fill('Lovelace');
  await dialog.getByLabel('Country').selectOption('GBR');
  await dialog.getByLabel('Contact number').fill('+44 20 7946 0000');
  await dialog.getByLabel('Address').fill('12 Baker Street, London');
  await dialog.getByText('Default shipping').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const office = book.getByRole('listitem', { name: /12 Baker Street/ });
  await expect(office.getByText('Default shipping')).toBeVisible();
  await expect(home.getByText('Default shipping')).toHaveCount(0);

  // Edit the second; then delete it, after confirming: the first is again the shipping default.
  await office.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit address' });
  await expect(edit.getByLabel('Address')).toHaveValue('12 Baker Street, London');
  await edit.getByLabel('Address').fill('221B Baker Street, London');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  const moved = book.getByRole('listitem', { name: /221B Baker Street/ });
  await moved.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Delete Success');
  await expect(moved).toHaveCount(0);
  await expect(home.getByText('Default shipping')).toBeVisible();
});

import { expect, test } from './fixtures';
import { adminAt, adminMenu } from './helpers';
import { limitedAdmin } from './ui-helpers';

test('the editor playground: staff without any permission format text, link it, and see the HTML as stored', async ({ page, request }) => {
  const staff = await limitedAdmin(request, []);
  await adminAt(page, '/admin/dashboard', staff);
  await adminMenu(page).getByRole('link', { name: 'Editor playground' }).click();
  await expect(page.getByRole('heading', { name: 'Editor playground', level: 1 })).toBeVisible();

  const editor = page.getByRole('textbox', { name: 'Content', exact: true });
  const stored = page.getByTestId('stored-html');
  // The sample shows every feature; the server's answer keeps them all.
  await expect(stored).toContainText('<blockquote><p>A quote</p></blockquote><hr />');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fresh tea');
  await page.keyboard.press('ControlOrMeta+a');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  // A link takes web, mail and phone addresses only: a script address cannot be applied.
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await expect(page.getByRole('button', { name: 'Apply link' })).toBeDisabled();
  await address.fill('https://example.com/tea');
  await address.press('Enter');
  await expect(page.getByTestId('editor-html')).toHaveText('<p><a href="https://example.com/tea"><strong>Fresh tea</strong></a></p>');
  await expect(stored).toHaveText('<p><a href="https://example.com/tea"><strong>Fresh tea</strong></a></p>');
  await expect(page.getByTestId('shown-html').getByRole('link', { name: 'Fresh tea' })).toHaveAttribute('href', 'https://example.com/tea');

  // Undo takes the link away again; the small size is 250 px high.
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect(stored).toHaveText('<p><strong>Fresh tea</strong></p>');
  await page.getByLabel('Editor size').selectOption('small');
  await expect(editor).toHaveCSS('min-height', '250px');
});

import { expect, test, type Page } from './fixtures';
import { adminAt, apiAdminToken, bearer, expectToast, seriousViolations, unique } from './helpers';
import { apiPost, limitedAdmin } from './ui-helpers';

const MARKETER = [
  'get tags',
  'get tag',
  'create tag',
  'update tag',
  'get broadcast_messages',
  'get broadcast_message',
  'create broadcast_message',
  'get broadcast_receivers',
  'get broadcast_receiver',
  'create broadcast_receiver',
  'update broadcast_receiver',
  'get statuses',
];

const AUDIENCE_TIER = {
  enabled: true,
  title: 'Audience tier',
  earn_rate_dollar: '10',
  earn_rate_point: 1,
  use_rate_dollar: '1',
  use_rate_point: 10,
  accumulation_spending_amount: '99999999',
  spending_amount: '0',
  keep_spending_amount: '0',
  birthday_points: 0,
  renew_success_points: 0,
};

async function save(page: Page, list: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Submit Success');
  await expect(page).toHaveURL(list);
}

/** The page is no wider than the phone's screen. */
async function fitsWidth(page: Page, width: number): Promise<void> {
  expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`a marketer sets up a tag, a message with a placeholder and an audience by that tag, then edits the audience by its name (${width} px)`, async ({
    page,
    request,
  }) => {
    const tag = unique('Regulars').replace(/[^\p{L}\p{N} _-]/gu, '-');
    const audience = unique('Regular buyers').replace(/[^\p{L}\p{N} _-]/gu, '-');
    const marketer = await limitedAdmin(request, MARKETER);
    const status = await apiPost<{ id: number; title: string }>(request, 'status', { title: unique('Warm') });
    // Tier 3 is this spec's own: no spending reaches it.
    const tier = await request.put('/api/admin/membership_tier/3', { headers: bearer(await apiAdminToken(request)), data: AUDIENCE_TIER });
    expect(tier.ok(), await tier.text()).toBeTruthy();

    // The tag, edited later by its name.
    await adminAt(page, '/admin/tag', marketer);
    // Signed in (the sidebar is checked at full width), then on the screen size under test.
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(tag);
    await page.getByLabel('Description', { exact: true }).fill('Customers who come back');
    await save(page, /\/admin\/tag$/);
    await page.getByRole('link', { name: `Edit ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/tag/edit/${encodeURIComponent(tag)}$`));
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await page.getByLabel('Colour', { exact: true }).fill('#3182CE');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Submit Success');
    await expect(page.getByLabel('Colour', { exact: true })).toHaveValue('#3182ce');

    // A text message: an unknown placeholder is refused beside the body; a known one is kept.
    await page.goto('/admin/broadcast-message/create');
    await page.getByLabel('Title', { exact: true }).fill(`Welcome back ${tag}`);
    await page.getByLabel('Channel', { exact: true }).selectOption('sms');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveCount(0);
    const body = page.getByLabel('Message', { exact: true });
    await body.fill('Hi {nickname}, see you soon');
    await expect(page.getByText(/^27 \/ 1530 characters\./)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Unknown placeholder {nickname}.')).toBeVisible();
    await body.fill('Hi {first_name}, see you soon');
    await save(page, /\/admin\/broadcast-message$/);
    await expect(page.getByRole('row').filter({ hasText: `Welcome back ${tag}` })).toContainText('SMS');

    // The audience: customers with the tag, or who came from Facebook.
    await page.goto('/admin/broadcast-receiver/create');
    await page.getByLabel('Name', { exact: true }).fill(audience);
    await page.getByLabel('Customers must match', { exact: true }).selectOption('any');
    const tags = page.getByRole('combobox', { name: 'Tags', exact: true });
    await tags.click();
    await tags.fill(tag);
    await page.getByRole('listbox').getByRole('option', { name: tag, exact: true }).click();
    await expect(page.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Facebook', exact: true }).check({ force: true });
    const statuses = page.getByRole('combobox', { name: 'Lead statuses', exact: true });
    await statuses.click();
    await statuses.fill(status.title);
    await page.getByRole('listbox').getByRole('option', { name: status.title, exact: true }).click();
    await page.keyboard.press('Escape');
    await save(page, /\/admin\/broadcast-receiver$/);
    if (width <= 390) await fitsWidth(page, width);

    // Edited at its name's address: the name stays, the conditions change.
    await page.goto(`/admin/broadcast-receiver/edit/${encodeURIComponent(audience)}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(audience);
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Remove ${tag}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${status.title}` })).toBeVisible();
    const tierBox = page.getByRole('group', { name: 'Membership tiers' }).getByRole('checkbox', { name: AUDIENCE_TIER.title, exact: true });
    await tierBox.check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Submit Success');
    if (width <= 390) await fitsWidth(page, width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await expect(tierBox).toBeChecked();
    await expect(page.getByLabel('Customers must match', { exact: true })).toHaveValue('any');
  });
}

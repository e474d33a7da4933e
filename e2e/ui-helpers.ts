import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiAdminToken, apiShopperLogin, bearer, unique, uniqueEmail } from './helpers';

/** POST as the super admin, expecting success; returns the body. */
export async function apiPost<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<T> {
  const token = await apiAdminToken(request);
  const response = await request.post(`/api/admin/${path}`, { headers: bearer(token), data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A role holding exactly `permissions` and an enabled admin with it (the account, and its `role`). */
export async function limitedAdmin(request: APIRequestContext, permissions: string[]) {
  const role = await apiPost<{ id: number; name: string }>(request, 'role', { name: unique('Limited role '), permissions });
  const account = { name: unique('Limited '), email: uniqueEmail('limited'), password: 'Limited-pass-7391' };
  const created = await apiPost<{ id: number }>(request, 'account', {
    ...account,
    password_confirmation: account.password,
    role_id: role.id,
    enabled: true,
    commission_enabled: false,
  });
  return { ...account, id: created.id, role };
}

export interface StockedProduct {
  id: number;
  name: string;
  sku: string;
  stockId: number;
  warehouses: { id: number; name: string }[];
}

/** A one-variant product with `quantity` in the first of two new warehouses. */
export async function stockedProduct(request: APIRequestContext, quantity: number): Promise<StockedProduct> {
  const warehouses = [];
  for (const prefix of ['Depot ', 'Shop floor ']) {
    const name = unique(prefix);
    warehouses.push(
      await apiPost<{ id: number; name: string }>(request, 'warehouse', { name, code: name.replace(/\W/g, '').slice(0, 20) }),
    );
  }
  const sku = unique('CLERK-').toUpperCase();
  const name = unique('Clerk tee ');
  const product = await apiPost<{ id: number; stocks: { id: number }[] }>(request, 'product', {
    name,
    url: sku.toLowerCase(),
    sku,
    stocks: [{ sku: `${sku}-V`, price: '12.00' }],
  });
  const stockId = product.stocks[0]!.id;
  if (quantity > 0) await apiPost(request, 'inventory/plus', { stock_id: stockId, warehouse_id: warehouses[0]!.id, quantity });
  return { id: product.id, name, sku: `${sku}-V`, stockId, warehouses };
}

/** The shop's sale warehouse (the default product warehouse; the seed sets one). */
export async function saleWarehouseId(request: APIRequestContext): Promise<number> {
  const token = await apiAdminToken(request);
  const response = await request.get('/api/admin/configuration', { headers: bearer(token) });
  const id = ((await response.json()) as { warehouse_id: number | null }).warehouse_id;
  expect(id, 'the seed sets a default product warehouse').not.toBeNull();
  return id!;
}

/** A one-variant product (12.00) on sale with `quantity` in the sale warehouse; its url is its lower-case SKU. */
export async function productForSale(request: APIRequestContext, quantity: number): Promise<StockedProduct & { url: string }> {
  const sku = unique('SALE-').toUpperCase();
  const name = unique('Sale tee ');
  const product = await apiPost<{ id: number; url: string; stocks: { id: number }[] }>(request, 'product', {
    name,
    url: sku.toLowerCase(),
    sku,
    stocks: [{ sku: `${sku}-V`, price: '12.00' }],
  });
  const stockId = product.stocks[0]!.id;
  const warehouse = await saleWarehouseId(request);
  if (quantity > 0) await apiPost(request, 'inventory/plus', { stock_id: stockId, warehouse_id: warehouse, quantity });
  return { id: product.id, name, sku: `${sku}-V`, stockId, warehouses: [{ id: warehouse, name: 'Main warehouse' }], url: product.url };
}

/** Toasts the page shows (Chakra toast roots). */
export const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** The value input of the product form's option `number` (1-based), where values are typed. */
export const optionValues = (page: Page, number: number): Locator => page.getByTestId(`option-${String(number)}-values`);

/** The little of the DOM rowByColumn uses (the e2e TypeScript project has no DOM types). */
interface DomElement {
  textContent: string | null;
  children: ArrayLike<DomElement>;
  closest(selector: string): DomElement | null;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
}

/**
 * A table row's cells keyed by their column header's text (e.g. `{ Quantity: '5' }`), so a test
 * names the column it checks. Use with `expect.poll(() => rowByColumn(row)).toMatchObject(…)`.
 */
export async function rowByColumn(row: Locator): Promise<Record<string, string>> {
  return row.evaluate(
    (tr: DomElement) => {
      const headers = Array.from(tr.closest('table')?.querySelectorAll('thead th') ?? [], (th) => th.textContent?.trim() ?? '');
      return Object.fromEntries(Array.from(tr.children, (cell, i) => [headers[i] || `#${String(i)}`, cell.textContent?.trim() ?? '']));
    },
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Chooses `option` in a searchable select (RemoteCombobox, decision 0021) the way a person does:
 * types `search` (the option's text unless told) into the field labelled `label`, then clicks the
 * match the server found.
 */
export async function chooseOption(scope: Page | Locator, label: string, option: string, search = option): Promise<void> {
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(search);
  await scope.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(option);
}

/** A newly registered shopper (`POST /api/register`), whose cart and wishlist start empty. */
export async function newShopper(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail('shopper'), password: 'Shopper-pass-5173' };
  const registered = await request.post('/api/register', {
    data: { first_name: 'Mei', last_name: 'Wong', ...account, password_confirmation: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return account;
}

/**
 * A shopper account made by staff (the admin API) and signed in: its token. Registration is throttled
 * per address (10 an hour) and the whole suite comes from one address, so only the tests about
 * registering register.
 */
export async function signedInShopper(
  request: APIRequestContext,
  account: { email: string; password: string; first_name: string; last_name: string },
): Promise<{ token: string; expires_at: string }> {
  await apiPost(request, 'user', { ...account, gender: 'female', password_confirmation: account.password });
  return apiShopperLogin(request, account);
}

/**
 * Membership tier 1 as every points test sets it: a point per dollar, 10 points take a dollar off.
 * One definition, since the specs may run side by side and each PUT must leave the same tier.
 */
export async function silverTierOne(request: APIRequestContext): Promise<void> {
  const reply = await request.put('/api/admin/membership_tier/1', {
    headers: bearer(await apiAdminToken(request)),
    data: {
      enabled: true,
      title: 'Silver',
      earn_rate_dollar: '1',
      earn_rate_point: 1,
      use_rate_dollar: '1',
      use_rate_point: 10,
      accumulation_spending_amount: '0',
      spending_amount: '0',
      keep_spending_amount: '0',
      birthday_points: 0,
      renew_success_points: 0,
    },
  });
  expect(reply.ok(), await reply.text()).toBeTruthy();
}

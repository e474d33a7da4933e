// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../components/ui/test-i18n';
import { WishlistButton } from './wishlist-button';

/**
 * Queries on the current document. Web test files share a worker without isolation (vitest.config.ts),
 * so Testing Library's `screen`, bound to the document of the first file that loaded it, may be stale.
 */
const page = () => within(document.body);

let token: string | null = null;
vi.mock('../../lib/use-session', () => ({ useSessionToken: () => token }));
vi.mock('../shell/store-context', () => ({ useStore: () => ({ language: 'en-US' }) }));
let list: () => Promise<{ items: { product_id: number }[]; max_items: number }>;
const saveToWishlist = vi.fn<(language: string, productId: number) => Promise<unknown>>();
vi.mock('./wishlist-data', () => ({
  wishlistQuery: (language: string) => queryOptions({ queryKey: ['wishlist', language], queryFn: () => list() }),
  saveToWishlist: (language: string, productId: number) => saveToWishlist(language, productId),
  removeFromWishlist: vi.fn(),
  wishlistChanged: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), warning: vi.fn() } }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en-US');
});
beforeEach(() => {
  token = null;
  list = () => Promise.resolve({ items: [], max_items: 100 });
  saveToWishlist.mockReset();
});
afterEach(cleanup);

function LoginPage() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

/** Drawn without Chakra's provider: a public page's parts are plain elements (decision 0044). */
function draw(productId = 1) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/product/canvas-tote?language=zh-HK']}>
          <Routes>
            <Route path="/product/:url" element={<WishlistButton productId={productId} />} />
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const toggle = () => page().getByTestId('wishlist-toggle') as HTMLButtonElement;

describe('the wishlist button on a product page', () => {
  it('sends a guest to /login, to come back to the product', () => {
    draw();
    const link = page().getByRole('link', { name: 'Save to wishlist' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    expect(page().getByTestId('login').textContent).toBe(JSON.stringify({ from: '/product/canvas-tote?language=zh-HK' }));
  });

  it('is disabled while the shopper’s list loads, then says whether the product is saved', async () => {
    token = 'token';
    let answer: (value: { items: { product_id: number }[]; max_items: number }) => void = () => {};
    list = () => new Promise((resolve) => (answer = resolve));
    draw(1);
    expect(toggle().disabled).toBe(true);
    expect(toggle().textContent).toBe('Save to wishlist');
    answer({ items: [{ product_id: 1 }], max_items: 100 });
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(page().getByRole('button', { name: 'Saved' })).toBe(toggle());
    expect(toggle().className).toContain('shop-button--subtle');
  });

  it('saves the product, waiting as Chakra’s loading button did', async () => {
    token = 'token';
    let answer: (value: unknown) => void = () => {};
    saveToWishlist.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    draw(1);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().className).toContain('shop-button--outline');
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().disabled).toBe(true));
    expect(saveToWishlist).toHaveBeenCalledWith('en-US', 1);
    expect(toggle().hasAttribute('data-loading')).toBe(true);
    expect(toggle().querySelector('.shop-button__spinner')).not.toBeNull();
    answer({ items: [{ product_id: 1 }], max_items: 100 });
    await waitFor(() => expect(toggle().hasAttribute('data-loading')).toBe(false));
  });
});

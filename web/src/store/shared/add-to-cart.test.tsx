// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../components/ui/test-i18n';
import { AddToCart } from './add-to-cart';

/**
 * Queries on the current document. Web test files share a worker without isolation (vitest.config.ts),
 * so Testing Library's `screen`, bound to the document of the first file that loaded it, may be stale.
 */
const page = () => within(document.body);

let allowed = true;
vi.mock('./use-cart', () => ({
  useCart: () => ({ allowed, language: 'en-US', shopper: false }),
  highlightCart: vi.fn(),
}));
const addToCart = vi.fn<(language: string, stockId: number, quantity: number) => Promise<unknown>>();
vi.mock('./cart-data', () => ({
  addToCart: (language: string, stockId: number, quantity: number) => addToCart(language, stockId, quantity),
  cartKeys: { of: (language: string, shopper: boolean) => ['cart', language, shopper] },
}));
vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), warning: vi.fn() } }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en-US');
});
beforeEach(() => {
  allowed = true;
  addToCart.mockReset();
});
afterEach(cleanup);

/** Drawn without Chakra's provider: a public page's parts are plain elements (decision 0044). */
function draw(stockId: number | undefined, inStock = true) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <AddToCart stockId={stockId} inStock={inStock} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const quantity = () => page().getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const add = () => page().getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;

describe('add to cart on a product page', () => {
  it('is a quantity box and a submit button, and draws nothing where the shop has no cart', () => {
    draw(7);
    expect(quantity().value).toBe('1');
    expect(quantity().inputMode).toBe('numeric');
    expect(add().type).toBe('submit');
    expect(add().disabled).toBe(false);
    cleanup();
    allowed = false;
    const { container } = draw(7);
    expect(container.innerHTML).toBe('');
  });

  it('keeps digits only in the quantity, and explains a quantity under 1 without asking the server', async () => {
    draw(7);
    fireEvent.change(quantity(), { target: { value: '2a' } });
    expect(quantity().value).toBe('2');
    fireEvent.change(quantity(), { target: { value: '' } });
    fireEvent.click(add());
    const alert = await page().findByTestId('add-to-cart-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('The quantity must be at least 1.');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('is disabled when the chosen variant is out of stock', () => {
    draw(7, false);
    expect(add().disabled).toBe(true);
  });

  it('waits as Chakra’s loading button did: disabled, a spinner, the same name', async () => {
    let answer: (value: unknown) => void = () => {};
    addToCart.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    draw(7);
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.click(add());
    await waitFor(() => expect(add().disabled).toBe(true));
    expect(addToCart).toHaveBeenCalledWith('en-US', 7, 3);
    expect(add().hasAttribute('data-loading')).toBe(true);
    expect(add().querySelector('.shop-button__spinner')).not.toBeNull();
    answer({ items: [], count: 3 });
    await waitFor(() => expect(add().disabled).toBe(false));
    expect(add().hasAttribute('data-loading')).toBe(false);
    expect(add().textContent).toBe('Add to cart');
  });

  it('drops "choose the options" once a variant is chosen (issue 25 §9)', async () => {
    const view = draw(undefined);
    fireEvent.click(add());
    expect((await page().findByTestId('add-to-cart-error')).textContent).toBe("Please choose the product's options first.");
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <AddToCart stockId={7} inStock />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(page().queryByTestId('add-to-cart-error')).toBeNull();
  });
});

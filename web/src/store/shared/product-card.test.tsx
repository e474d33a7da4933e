// @vitest-environment happy-dom
import { cleanup, render, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../components/ui/test-i18n';
import type { ListingCard } from './product-card';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * Queries on the current document. Web test files share a worker without isolation (vitest.config.ts),
 * so Testing Library's `screen`, bound to the document of the first file that loaded it, may be stale.
 */
const page = () => within(document.body);

vi.mock('../shell/store-context', () => ({ useStore: () => ({ currency: { identifier: 'HKD', rate: 1, mark: 'HK$' } }) }));

const CARD: ListingCard = {
  id: 1,
  url: 'canvas-tote',
  name: 'Canvas tote',
  image_path: null,
  price: '99.00',
  regular_price: '120.00',
  in_stock: true,
  is_new: false,
  is_hot: false,
  is_featured: false,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en-US');
});
afterEach(cleanup);

/** Drawn without Chakra's provider: a public page's parts are plain elements (decision 0044). */
async function draw(card: ListingCard, language = 'en-US', pricesHidden = false) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ProductCard card={card} pricesHidden={pricesHidden} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a product card’s price (decision 0042)', () => {
  it('shows the price paid, and the regular price struck through and named for screen readers', async () => {
    const { container } = await draw(CARD);
    expect(page().getByTestId('card-price').textContent).toBe('HK$99.00');
    const struck = page().getByTestId('card-regular-price');
    expect(struck.tagName).toBe('S');
    expect(struck.textContent).toBe('Regular price: HK$120.00');
    // What a screen reader reads, in order: the sale price named, then the former one.
    expect(container.querySelector('article')?.textContent).toContain('Sale price:HK$99.00Regular price: HK$120.00');
  });

  it('shows one price when no special price applies, and none when prices are withheld', async () => {
    await draw({ ...CARD, price: '120.00', regular_price: null });
    expect(page().getByTestId('card-price').textContent).toBe('HK$120.00');
    expect(page().queryByTestId('card-regular-price')).toBeNull();
    cleanup();
    await draw({ ...CARD, price: null, regular_price: null }, 'en-US', true);
    expect(page().queryByTestId('card-price')).toBeNull();
    expect(page().getByText('Log in to see prices.')).toBeTruthy();
  });

  it('names the prices in the shopper’s language', async () => {
    await draw(CARD, 'zh-HK');
    expect(page().getByTestId('card-regular-price').textContent).toBe('原價： HK$120.00');
  });
});

describe('a product card’s loading shape', () => {
  it('is the card’s boxes, hidden from screen readers: a square picture, two lines of name, a price', () => {
    const { container } = render(<ProductCardSkeleton />);
    const card = container.firstElementChild!;
    expect(card.className).toBe('shop-card');
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.textContent).toBe('');
    expect([...card.querySelectorAll('.shop-skeleton')].map((shape) => shape.className)).toEqual([
      'shop-skeleton shop-card__skeleton-picture',
      'shop-skeleton',
      'shop-skeleton',
      'shop-skeleton shop-card__skeleton-price',
    ]);
  });
});

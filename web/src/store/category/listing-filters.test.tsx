// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../../components/ui/theme';
import { testI18n } from '../../components/ui/test-i18n';
import type { Currency } from '../../lib/preferences';
import { ListingFilters } from './listing-filters';
import type { Listing, ListingState } from './listing-data';

/**
 * Queries on the current document. Web test files share a worker without isolation (vitest.config.ts),
 * so Testing Library's `screen`, bound to the document of the first file that loaded it, may be stale.
 */
const page = () => within(document.body);

/** The shopper's currency; the filters read only it from the storefront's preferences. */
let currency: Currency | undefined;
vi.mock('../shell/store-context', () => ({ useStore: () => ({ currency }) }));

const LISTING: Listing = {
  data: [],
  total: 0,
  page: 1,
  per_page: 20,
  sort: 'newest',
  prices_hidden: false,
  facets: { brands: [], attributes: [], price: { min: '10.00', max: '200.00' } },
};
const STATE: ListingState = { page: 3, sort: 'price_asc', brands: [4], min: undefined, max: undefined, attributes: {} };

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en-US');
});
beforeEach(() => {
  currency = { identifier: 'HKD', rate: 1, mark: 'HK$' };
});
afterEach(cleanup);

function draw(state: ListingState = STATE) {
  const onChange = vi.fn<(next: ListingState) => void>();
  const tree = (s: ListingState) => (
    <ChakraProvider value={getSystem()}>
      <I18nextProvider i18n={i18n}>
        <ListingFilters listing={LISTING} state={s} onChange={onChange} />
      </I18nextProvider>
    </ChakraProvider>
  );
  const view = render(tree(state));
  const min = () => page().getByRole('textbox', { name: 'Minimum price' }) as HTMLInputElement;
  const max = () => page().getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement;
  const apply = () => page().getByRole('button', { name: 'Apply price' });
  return {
    onChange,
    rerender: (s: ListingState) => view.rerender(tree(s)),
    min,
    max,
    apply,
    type: (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } }),
    /** What Enter in a box does: the browser submits the box's form (happy-dom does not do it by itself). */
    enter: async (input: HTMLInputElement) => {
      expect(input.form, 'the box is in a form').not.toBeNull();
      expect(input.form!.contains(apply()) && apply().getAttribute('type')).toBe('submit');
      await act(async () => {
        fireEvent.submit(input.form!);
      });
    },
    click: async (element: HTMLElement) => {
      await act(async () => {
        fireEvent.click(element);
      });
    },
  };
}

describe('the listing’s price filter (listing-filters.tsx)', () => {
  it('"Apply price" sends the typed range, back to page 1, keeping the other filters', async () => {
    const form = draw();
    form.type(form.min(), '50');
    form.type(form.max(), '100');
    await form.click(form.apply());
    expect(form.onChange).toHaveBeenCalledTimes(1);
    expect(form.onChange).toHaveBeenCalledWith({ ...STATE, page: 1, min: '50.00', max: '100.00' });
  });

  it('Enter in either box sends it too: both boxes and the button are one form', async () => {
    const form = draw();
    form.type(form.max(), '80');
    await form.enter(form.max());
    expect(form.onChange).toHaveBeenLastCalledWith({ ...STATE, page: 1, min: undefined, max: '80.00' });
    form.type(form.min(), '20.5');
    await form.enter(form.min());
    expect(form.onChange).toHaveBeenLastCalledWith({ ...STATE, page: 1, min: '20.50', max: '80.00' });
    expect(form.min().form).toBe(form.max().form);
  });

  it('turns amounts typed in the chosen currency into the base currency, rounding outwards', async () => {
    currency = { identifier: 'EUR', rate: 0.12, mark: '€' };
    const form = draw();
    expect(page().getByRole('group', { name: 'Price (€)' })).toBeTruthy();
    form.type(form.min(), '1');
    form.type(form.max(), '2');
    await form.enter(form.max());
    // €1 is HK$8.333…, €2 HK$16.666…: the range never leaves out what the shopper asked for.
    expect(form.onChange).toHaveBeenCalledWith({ ...STATE, page: 1, min: '8.33', max: '16.67' });
  });

  it('says what is wrong beside the box and sends nothing: not an amount, or a maximum under the minimum', async () => {
    const form = draw();
    form.type(form.min(), 'ten');
    await form.enter(form.min());
    expect(await page().findByText('Enter an amount, such as 10 or 9.90.')).toBeTruthy();
    expect(form.min().getAttribute('aria-invalid')).toBe('true');
    form.type(form.min(), '100');
    form.type(form.max(), '50');
    await form.click(form.apply());
    expect(await page().findByText('The maximum may not be less than the minimum.')).toBeTruthy();
    expect(form.onChange).not.toHaveBeenCalled();
  });

  it('shows the range of the URL, follows it when it changes, and clearing the boxes removes it', async () => {
    const form = draw({ ...STATE, min: '10.00', max: '30.00' });
    expect([form.min().value, form.max().value]).toEqual(['10.00', '30.00']);
    form.rerender({ ...STATE, min: '15.00', max: undefined });
    expect([form.min().value, form.max().value]).toEqual(['15.00', '']);
    form.type(form.min(), '');
    await form.click(form.apply());
    expect(form.onChange).toHaveBeenCalledWith({ ...STATE, page: 1, min: undefined, max: undefined });
  });
});

// @vitest-environment happy-dom
import { ChakraProvider, Field } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSystem } from '../ui/theme';
import type { Query } from '../../lib/api';
import { testI18n } from '../ui/test-i18n';
import { RemoteCombobox } from './remote-combobox';
import type { RemoteSearch } from './types';

/**
 * A stand-in for `GET /api/admin/brand/options` over 1,003 brands ("Brand 1" … "Brand 1003"): a
 * word-start search answering the first `limit` matches and `more`, or the rows with `ids`. The
 * component's requests are recorded, so the tests see what it asks the server.
 */
const BRANDS = Array.from({ length: 1003 }, (_, i) => ({ id: i + 1, title: `Brand ${i + 1}`, url: `brand-${i + 1}`, enabled: true }));
const requests: { path: string; query: Query }[] = [];
let failing = false;

function answer(path: string, query: Query = {}) {
  requests.push({ path, query });
  if (failing) return Promise.reject(new Error('offline'));
  if (query.ids) {
    const ids = String(query.ids).split(',').map(Number);
    return Promise.resolve({ data: BRANDS.filter((b) => ids.includes(b.id)), more: false });
  }
  const term = String(query.search ?? '').toLowerCase();
  const limit = Number(query.limit ?? 20);
  const found = BRANDS.filter((b) => !term || ` ${b.title.toLowerCase()}`.includes(` ${term}`));
  return Promise.resolve({ data: found.slice(0, limit), more: found.length > limit });
}

vi.mock('../../lib/api', () => ({
  api: { get: (path: string, query?: Query) => answer(path, query) },
  sessionFetch: () => fetch,
}));

const BRAND: RemoteSearch = { resource: 'brand', label: 'title' };
let i18n: I18n;

beforeAll(async () => {
  i18n = await testI18n('en-US');
});

beforeEach(() => {
  requests.length = 0;
  failing = false;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The combobox with its value in state, as a form field holds it. */
function Harness({
  initial = [],
  multiple = false,
  remote = BRAND,
  debounceMs,
}: {
  initial?: string[];
  multiple?: boolean;
  remote?: RemoteSearch;
  debounceMs?: number;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <Field.Root>
        <Field.Label>Brand</Field.Label>
        <RemoteCombobox remote={remote} value={value} onChange={setValue} multiple={multiple} debounceMs={debounceMs} />
      </Field.Root>
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

function show(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Brand' });
const valueShown = () => screen.getByTestId('value').textContent;
const searches = () => requests.filter((r) => r.query.ids === undefined);

/** Focuses the input, opens the list and types `text` into it (as one input event). */
async function type(text: string) {
  act(() => input().focus());
  if (input().getAttribute('aria-expanded') !== 'true') fireEvent.click(input());
  // The combobox settles its state after a frame; input before that is not seen (nor can a person type that fast).
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  fireEvent.input(input(), { target: { value: text } });
}

// Each search waits out its debounce and then draws the list in happy-dom: on a loaded machine that is
// more than Testing Library's default second.
configure({ asyncUtilTimeout: 8000 });

describe('RemoteCombobox', () => {
  it('reaches the 1,003rd brand by typing: one debounced search, not a list of every brand', async () => {
    // A long pause: the three keystrokes below fall inside it however slow the machine is (with the
    // 250 ms default a busy run could search for 'brand 100', whose answer already holds Brand 1003).
    show(<Harness debounceMs={2000} />);
    await type('b');
    await type('brand 100');
    await type('brand 1003');
    const option = await screen.findByRole('option', { name: 'Brand 1003' }, { timeout: 6000 });
    // The keystrokes within the pause made one search for the last term (after the one on opening).
    expect(searches().map((r) => r.query.search)).toEqual([undefined, 'brand 1003']);
    expect(searches().every((r) => r.path === '/admin/brand/options' && r.query.limit === 20)).toBe(true);
    fireEvent.click(option);
    await waitFor(() => expect(valueShown()).toBe('1003'));
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 1003'));
  });

  it('labels a chosen value from its id, without any search, even far beyond the first 1,000', async () => {
    show(<Harness initial={['1002']} />);
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 1002'));
    expect(requests).toEqual([{ path: '/admin/brand/options', query: { ids: '1002' } }]);
  });

  it('stores another field than the id when told (a menu stores its page’s url), shown as it is until found', async () => {
    show(<Harness initial={['brand-1002']} remote={{ resource: 'brand', label: 'title', value: 'url' }} />);
    await waitFor(() => expect(input()).toHaveProperty('value', 'brand-1002'));
    // A url is no id: nothing is looked up by it.
    expect(requests.filter((r) => r.query.ids !== undefined)).toEqual([]);
    await type('brand 1003');
    fireEvent.click(await screen.findByRole('option', { name: 'Brand 1003' }));
    await waitFor(() => expect(valueShown()).toBe('brand-1003'));
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 1003'));
  });

  it('is used with the keyboard: arrows move through the matches, Enter chooses, Escape restores the chosen text', async () => {
    show(<Harness initial={['7']} />);
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 7'));
    await type('brand 10');
    await screen.findByRole('option', { name: 'Brand 100' });
    // "brand 10" finds Brand 10, 100–109, 1000–1003: the first 20 of them, and it says there are more.
    expect(screen.getAllByRole('option')).toHaveLength(15);
    // Arrow Down moves the highlight to the next match (the first when none is highlighted; typing may
    // already have highlighted the first, as `autohighlight` does): each press waits for its move.
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    const current = () => screen.getAllByRole('option').find((o) => o.hasAttribute('data-highlighted'))?.textContent;
    for (let i = 0; i < 3 && current() !== 'Brand 100'; i++) {
      const before = current();
      fireEvent.keyDown(input(), { key: 'ArrowDown' });
      await waitFor(() => expect(current()).toBe(names[before ? names.indexOf(before) + 1 : 0]));
    }
    expect(current()).toBe('Brand 100');
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(valueShown()).toBe('100'));
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 100'));
    await type('brand 5');
    await screen.findByRole('option', { name: 'Brand 5' });
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(input()).toHaveProperty('value', 'Brand 100'));
    expect(valueShown()).toBe('100');
  });

  it('says when a term finds more than it shows, and when it finds nothing', async () => {
    show(<Harness />);
    await type('brand');
    await screen.findByText('Showing the first 20 matches: type more to narrow them down.');
    expect(screen.getAllByRole('option')).toHaveLength(20);
    await type('zebra');
    await screen.findByText('Nothing matches “zebra”.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows an error when the options cannot be read', async () => {
    failing = true;
    show(<Harness />);
    await type('brand');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The options could not be loaded. Close the list and try again.',
    );
  });

  it('chooses several values, each shown with its name and removable, in multiple mode', async () => {
    show(<Harness multiple initial={['1001']} />);
    await screen.findByText('Brand 1001');
    await type('brand 1003');
    fireEvent.click(await screen.findByRole('option', { name: 'Brand 1003' }));
    await waitFor(() => expect(valueShown()).toBe('1001,1003'));
    // The text is cleared for the next search; both names are shown.
    await waitFor(() => expect(input()).toHaveProperty('value', ''));
    await screen.findByText('Brand 1003', { selector: 'span *, span' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brand 1001' }));
    await waitFor(() => expect(valueShown()).toBe('1003'));
  });

  it('offers a new text as it is when the source is creatable (tags by name), not when it matches or is chosen', async () => {
    show(<Harness multiple initial={['Brand 2']} remote={{ resource: 'brand', label: 'title', value: 'title', creatable: true }} />);
    await type('Zebra stripes');
    fireEvent.click(await screen.findByRole('option', { name: 'Create “Zebra stripes”' }));
    await waitFor(() => expect(valueShown()).toBe('Brand 2,Zebra stripes'));
    // A name a row has is chosen as that row, never offered as new.
    await type('brand 1003');
    await screen.findByRole('option', { name: 'Brand 1003' });
    expect(screen.queryByRole('option', { name: /^Create/ })).toBeNull();
    // Nor is one already chosen, whatever its case.
    await type('zebra STRIPES');
    await screen.findByText('Nothing matches “zebra STRIPES”.');
    expect(screen.queryByRole('option', { name: /^Create/ })).toBeNull();
  });

  it('sends the source’s filters with every search, so the server narrows before the limit', async () => {
    show(<Harness remote={{ resource: 'account', label: 'title', params: { commission_enabled: '1' } }} />);
    await type('brand');
    await waitFor(() => expect(searches().some((r) => r.query.search === 'brand')).toBe(true));
    expect(searches().every((r) => r.path === '/admin/account/options' && r.query.commission_enabled === '1')).toBe(true);
  });

  it('speaks the interface language', async () => {
    await act(() => i18n.changeLanguage('zh-HK'));
    try {
      show(<Harness />);
      expect(input().getAttribute('placeholder')).toBe('輸入以搜尋…');
      await type('zebra');
      await screen.findByText('沒有符合「zebra」的項目。');
      expect(within(document.body).queryAllByRole('option')).toHaveLength(0);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

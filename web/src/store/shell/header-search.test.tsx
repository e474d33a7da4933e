// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSystem } from '../../components/ui/theme';
import { testI18n } from '../../components/ui/test-i18n';
import { HeaderSearch, searchPath } from './header-search';

/**
 * Queries on the current document. Web test files share a worker without isolation (vitest.config.ts),
 * so Testing Library's `screen`, bound to the document of the first file that loaded it, may be stale.
 */
const page = () => within(document.body);

describe('searchPath: the header’s /search/{keyword} (decision 0042)', () => {
  it('keeps the keyword as typed, in one escaped path segment', () => {
    expect(searchPath('  tee   shirt ')).toBe('/search/tee%20shirt');
    expect(searchPath("O'Brien")).toBe("/search/O'Brien");
    expect(searchPath('50%')).toBe('/search/50%25');
    expect(searchPath('a/b')).toBe('/search/a%2Fb');
    expect(searchPath('../admin')).toBe('/search/..%2Fadmin');
    expect(searchPath('tee?size=M#top')).toBe('/search/tee%3Fsize%3DM%23top');
    expect(searchPath('T 恤')).toBe(`/search/${encodeURIComponent('T 恤')}`);
    expect(searchPath('💡 lamp')).toBe(`/search/${encodeURIComponent('💡 lamp')}`);
  });

  it('has no path for a keyword of ignored characters only (so never "." or "..")', () => {
    for (const typed of ['', '   ', '..', '.', '/', '%', '😀', '?#', "'"]) expect(searchPath(typed), typed).toBeUndefined();
  });

  it('bounds a long paste to the 1000 characters the search accepts', () => {
    const path = searchPath('tote '.repeat(300))!;
    expect(decodeURIComponent(path.slice('/search/'.length)).length).toBeLessThanOrEqual(1000);
  });
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('en-US');
});
afterEach(cleanup);

/** The search page's stand-in: where the router went, and the keyword it read from the path. */
function Where() {
  const { pathname } = useLocation();
  const { keyword = '' } = useParams();
  return <output data-testid="where">{`${pathname} ${keyword}`}</output>;
}

function draw() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <HeaderSearch />
            <Outlet />
          </>
        ),
        children: [
          { path: 'shop', element: null },
          { path: 'search/:keyword', element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/shop'] },
  );
  render(
    <ChakraProvider value={getSystem()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { router, box: () => page().getByRole('searchbox', { name: 'Search the shop' }) };
}

describe('the header’s search box', () => {
  const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
  const search = async () => {
    await act(async () => {
      fireEvent.click(page().getByRole('button', { name: 'Search' }));
    });
  };

  it('goes to the search of what was typed, slashes and dots included, and the page reads it back whole', async () => {
    const { router, box } = draw();
    type(box(), '../a/b');
    await search();
    expect(router.state.location.pathname).toBe('/search/..%2Fa%2Fb');
    expect((await page().findByTestId('where')).textContent).toBe('/search/..%2Fa%2Fb ../a/b');
  });

  it('says that punctuation is ignored, and goes nowhere for ".." or "/" alone', async () => {
    const { router, box } = draw();
    type(box(), "O'Brien");
    expect(page().getByText('Punctuation and symbols are ignored.')).toBeTruthy();
    for (const typed of ['..', '/']) {
      type(box(), typed);
      await search();
      expect(router.state.location.pathname, typed).toBe('/shop');
      expect(page().getByText('Type a letter or a number to search.')).toBeTruthy();
      expect(box().getAttribute('aria-invalid')).toBe('true');
    }
    // Typing again takes the complaint back until the next try.
    type(box(), 'tee');
    expect(page().queryByText('Type a letter or a number to search.')).toBeNull();
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });
});

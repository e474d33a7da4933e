import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasIgnoredCharacters } from '@shop/core/catalog/search.rules';
import { searchPath } from '../shell/header-search';
import { ChevronIcon } from '../shell/icons';
import { EmptyMessage, ErrorState } from '../../components/ui/states';
import { ListingFilters } from './listing-filters';
import {
  filtered,
  LISTING_SORTS,
  pageCount,
  readListing,
  SEARCH_DEBOUNCE_MS,
  writeListing,
  type Listing,
  type ListingSort,
  type ListingState,
} from './listing-data';
import { ProductCard, ProductCardSkeleton } from '../shared/product-card';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

/** The listing's page, order and filters, kept in the URL's query string (decision 0026). */
export function useListingState(): [ListingState, (next: ListingState) => void] {
  const [params, setParams] = useSearchParams();
  return [readListing(params), (next) => setParams(writeListing(next))];
}

/**
 * The listing's own search field: the URL follows 500 ms after the last keystroke (spec section 9),
 * by the header's rule (decision 0042): punctuation and symbols are ignored (the field says so), and
 * what holds none of a letter or a digit goes nowhere. Drawn as Chakra's field (`listing.css`), its
 * hint and error tied to the box as Chakra's are.
 */
function ListingSearch({ keyword }: { keyword: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword ?? '');
  const [error, setError] = useState<string>();
  const id = useId();
  useEffect(() => setValue(keyword ?? ''), [keyword]);
  useEffect(() => {
    const term = value.trim();
    if (term === '' || term === keyword) return setError(undefined);
    const path = searchPath(term);
    if (!path) return setError(t('store:header.searchNothing'));
    setError(undefined);
    const timer = setTimeout(() => navigate(path, { replace: keyword !== undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, keyword, navigate, t]);
  const hint = !error && hasIgnoredCharacters(value);
  return (
    <div role="group" className="shop-field shop-listing__search">
      <label className="shop-field__label" htmlFor={id}>
        {t('store:listing.searchLabel')}
      </label>
      <input
        id={id}
        className="shop-input"
        type="search"
        value={value}
        placeholder={t('store:listing.searchPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-errormessage={error ? `${id}-error` : undefined}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="shop-field__hint">
          {t('store:header.searchIgnored')}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} aria-live="polite" className="shop-field__error">
          {error}
        </span>
      )}
    </div>
  );
}

/** The listing's order: a small select drawn as Chakra's native select (`header.css`, as the header's two). */
function SortSelect({
  listing,
  state,
  onChange,
}: {
  listing: Listing | undefined;
  state: ListingState;
  onChange: (next: ListingState) => void;
}) {
  const { t } = useTranslation();
  const offered = LISTING_SORTS.filter((s) => !(listing?.prices_hidden && s.startsWith('price')));
  return (
    <div className="shop-select">
      <select
        aria-label={t('store:listing.sortBy')}
        value={listing?.sort ?? state.sort ?? ''}
        onChange={(e) => onChange({ ...state, page: 1, sort: e.currentTarget.value as ListingSort })}
      >
        {offered.map((sort) => (
          <option key={sort} value={sort}>
            {t(`store:listing.sorts.${sort}`)}
          </option>
        ))}
      </select>
      <div className="shop-select__indicator">
        <ChevronIcon />
      </div>
    </div>
  );
}

// The phone's filters drawer (and its dialog machinery) loads the first time the shopper opens it.
const FiltersDrawer = lazy(() => import('./filters-drawer'));

/** The phone's "Filters" button: the filters in a drawer (wider screens show them beside the cards). */
function PhoneFilters({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shop-button shop-button--outline shop-listing__phone"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('store:listing.filters')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <FiltersDrawer open={open} onOpenChange={setOpen}>
            {children}
          </FiltersDrawer>
        </Suspense>
      )}
    </>
  );
}

const cards = (children: React.ReactNode, busy: boolean) => (
  <ul className="shop-listing__grid" aria-busy={busy || undefined}>
    {children}
  </ul>
);

function Pagination({ listing, state, onChange }: { listing: Listing; state: ListingState; onChange: (next: ListingState) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(listing);
  if (pages <= 1) return null;
  const go = (page: number) => {
    onChange({ ...state, page });
    window.scrollTo({ top: 0 });
  };
  return (
    <nav className="shop-pagination" aria-label={t('store:listing.pagination')}>
      <button type="button" className="shop-button shop-button--outline" disabled={listing.page <= 1} onClick={() => go(listing.page - 1)}>
        {t('store:listing.previous')}
      </button>
      <p>{t('store:listing.pageOf', { page: listing.page, pages })}</p>
      <button
        type="button"
        className="shop-button shop-button--outline"
        disabled={listing.page >= pages}
        onClick={() => go(listing.page + 1)}
      >
        {t('store:listing.next')}
      </button>
    </nav>
  );
}

interface CategoryProductsProps {
  /** The page's heading; undefined while it loads. */
  heading: string | undefined;
  description?: string | undefined;
  /** The search's keyword (the search page); undefined on a category page. */
  keyword?: string | undefined;
  query: UseQueryResult<Listing, unknown>;
  state: ListingState;
  onChange: (next: ListingState) => void;
}

/**
 * `category_products` (spec section 2): the one listing `/category/:url` and `/search/:keyword` draw —
 * a grid of product cards, filters (a column on wide screens, a drawer on phones), the order, pages,
 * and its loading, empty and error states. Plain elements and the classes of `listing.css` (decision
 * 0044); the empty and error states are the shared ones.
 */
export function CategoryProducts({ heading, description, keyword, query, state, onChange }: CategoryProductsProps) {
  const { t } = useTranslation();
  const listing = query.data;
  const filters = listing && <ListingFilters listing={listing} state={state} onChange={onChange} />;
  return (
    <div className="shop-listing">
      <div className="shop-listing__head">
        {heading === undefined ? (
          <div className="shop-skeleton shop-listing__title-skeleton" />
        ) : (
          <h1 className="shop-listing__title">{heading}</h1>
        )}
        {description && <p className="shop-listing__muted">{description}</p>}
      </div>
      <ListingSearch keyword={keyword} />
      <div className="shop-listing__bar">
        <p role="status" className="shop-listing__muted">
          {listing ? t('store:listing.results', { count: listing.total }) : ''}
        </p>
        <div className="shop-listing__actions">
          {filters && <PhoneFilters>{filters}</PhoneFilters>}
          <SortSelect listing={listing} state={state} onChange={onChange} />
        </div>
      </div>
      <div className="shop-listing__body">
        {filters && (
          <aside className="shop-listing__aside" aria-label={t('store:listing.filters')}>
            {filters}
          </aside>
        )}
        <div className="shop-listing__main">
          {query.isPending ? (
            cards(
              Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              )),
              true,
            )
          ) : query.isError ? (
            <ErrorState onRetry={() => void query.refetch()} />
          ) : query.data.data.length === 0 ? (
            <EmptyMessage title={filtered(state) ? t('store:listing.emptyFiltered') : t('store:listing.empty')} />
          ) : (
            cards(
              query.data.data.map((card, index) => (
                <li key={card.id}>
                  {/* The first row (four on a wide screen) is in view at once. */}
                  <ProductCard
                    card={card}
                    pricesHidden={query.data.prices_hidden}
                    loading={index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy'}
                  />
                </li>
              )),
              query.isPlaceholderData,
            )
          )}
          {listing && !query.isError && <Pagination listing={listing} state={state} onChange={onChange} />}
        </div>
      </div>
    </div>
  );
}

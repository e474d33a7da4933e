import { Box, Button, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { hasIgnoredCharacters } from '@shop/core/catalog/search.rules';
import { searchPath } from '../shell/header-search';
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
import { ProductCard, ProductCardSkeleton } from './product-card';
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
 * what holds none of a letter or a digit goes nowhere.
 */
function ListingSearch({ keyword }: { keyword: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(keyword ?? '');
  const [error, setError] = useState<string>();
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
  return (
    <Field.Root invalid={!!error} maxW="md">
      <Field.Label>{t('store:listing.searchLabel')}</Field.Label>
      <Input
        type="search"
        value={value}
        placeholder={t('store:listing.searchPlaceholder')}
        onChange={(e) => setValue(e.currentTarget.value)}
      />
      {!error && hasIgnoredCharacters(value) && <Field.HelperText>{t('store:header.searchIgnored')}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

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
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('store:listing.sortBy')}
        value={listing?.sort ?? state.sort ?? ''}
        onChange={(e) => onChange({ ...state, page: 1, sort: e.currentTarget.value as ListingSort })}
      >
        {offered.map((sort) => (
          <option key={sort} value={sort}>
            {t(`store:listing.sorts.${sort}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
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
      <Button
        size="sm"
        variant="outline"
        display={{ base: 'inline-flex', lg: 'none' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('store:listing.filters')}
      </Button>
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
  <SimpleGrid
    as="ul"
    columns={{ base: 2, md: 3, xl: 4 }}
    gap={{ base: '3', md: '4' }}
    listStyleType="none"
    m="0"
    p="0"
    aria-busy={busy || undefined}
  >
    {children}
  </SimpleGrid>
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
    <HStack as="nav" aria-label={t('store:listing.pagination')} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={listing.page <= 1} onClick={() => go(listing.page - 1)}>
        {t('store:listing.previous')}
      </Button>
      <Text>{t('store:listing.pageOf', { page: listing.page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={listing.page >= pages} onClick={() => go(listing.page + 1)}>
        {t('store:listing.next')}
      </Button>
    </HStack>
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
 * and its loading, empty and error states.
 */
export function CategoryProducts({ heading, description, keyword, query, state, onChange }: CategoryProductsProps) {
  const { t } = useTranslation();
  const listing = query.data;
  const filters = listing && <ListingFilters listing={listing} state={state} onChange={onChange} />;
  return (
    <Stack gap="5">
      <Stack gap="1">
        {heading === undefined ? (
          <Skeleton height="9" width="60%" />
        ) : (
          <Heading as="h1" size="2xl">
            {heading}
          </Heading>
        )}
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      <ListingSearch keyword={keyword} />
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text role="status" color="fg.muted">
          {listing ? t('store:listing.results', { count: listing.total }) : ''}
        </Text>
        <HStack gap="2">
          {filters && <PhoneFilters>{filters}</PhoneFilters>}
          <SortSelect listing={listing} state={state} onChange={onChange} />
        </HStack>
      </Flex>
      <Flex gap="6" align="flex-start">
        {filters && (
          <Box as="aside" aria-label={t('store:listing.filters')} width="60" flexShrink={0} display={{ base: 'none', lg: 'block' }}>
            {filters}
          </Box>
        )}
        <Stack gap="6" flex="1" minW="0">
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
        </Stack>
      </Flex>
    </Stack>
  );
}

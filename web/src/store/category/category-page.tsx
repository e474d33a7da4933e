import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useSessionToken } from '../../lib/use-session';
import { NotFoundPage } from '../shared/not-found-page';
import { useStore } from '../shell/store-context';
import { useStoreHead } from '../shell/store-head';
import { plainText } from '../../lib/plain-text';
import { writeListing } from './listing-data';
import { CategoryProducts, useListingState } from './category-products';
import { categoryQuery, searchQuery } from './listing-data';
import listingTexts from '../../locales/en-US/store-listing.json';
import { addPageTexts } from '../../locales/page-texts';

// This module's English texts (not in the first script).
addPageTexts(listingTexts);

/** `/category/:url`: an enabled category's products; a disabled or unknown one is not found. */
export function CategoryPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const { language, config } = useStore();
  const [state, setState] = useListingState();
  const shopper = Boolean(useSessionToken('customer'));
  const query = useQuery(categoryQuery(url, language, state, shopper));
  const category = query.data?.category;
  // A page of the listing is its own address (`?page=2`); other orders and filters are the same list.
  const pageOnly = writeListing({
    page: state.page,
    sort: undefined,
    brands: [],
    min: undefined,
    max: undefined,
    attributes: {},
  }).toString();
  const filteredView = writeListing({ ...state, page: 1 }).toString() !== '';
  useStoreHead({
    title: category ? category.meta_title || category.title : undefined,
    description: category
      ? category.meta_description ||
        plainText(category.short_description) ||
        t('store:listing.categoryDescription', { name: category.title, site: config.name })
      : undefined,
    ...(category ? { path: `/category/${encodeURIComponent(category.url)}${pageOnly ? `?${pageOnly}` : ''}` } : {}),
    image: category?.image_path ?? query.data?.data.find((card) => card.image_path)?.image_path,
    // Sorted and filtered copies of a listing are kept out of the index; its pages are not.
    noindex: filteredView,
  });
  if (query.isError && (query.error as { status?: number }).status === 404) return <NotFoundPage />;
  return (
    <CategoryProducts
      heading={category?.title ?? (query.isError ? '' : undefined)}
      description={category?.short_description}
      query={query}
      state={state}
      onChange={setState}
    />
  );
}

/** `/search/:keyword`: the same listing over the search's matches. */
export function SearchPage() {
  const { t } = useTranslation();
  const { keyword = '' } = useParams();
  const { language } = useStore();
  const [state, setState] = useListingState();
  const shopper = Boolean(useSessionToken('customer'));
  const query = useQuery(searchQuery(keyword, language, state, shopper));
  const heading = t('store:listing.searchTitle', { keyword });
  // Search results are not pages of the site: followed, not indexed.
  useStoreHead({ title: heading, description: t('store:listing.searchDescription', { keyword }), noindex: true });
  return <CategoryProducts heading={heading} keyword={keyword} query={query} state={state} onChange={setState} />;
}

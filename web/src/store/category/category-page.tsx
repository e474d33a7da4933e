import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle, useMetaDescription } from '../../components/ui/document-title';
import { useSessionToken } from '../../lib/use-session';
import { NotFoundPage } from '../pages/not-found-page';
import { useSiteName, useStore } from '../shell/store-context';
import { CategoryProducts, useListingState } from './category-products';
import { categoryQuery, searchQuery } from './listing-data';

/** `/category/:url`: an enabled category's products; a disabled or unknown one is not found. */
export function CategoryPage() {
  const { url = '' } = useParams();
  const { language } = useStore();
  const [state, setState] = useListingState();
  const shopper = Boolean(useSessionToken('customer'));
  const query = useQuery(categoryQuery(url, language, state, shopper));
  const category = query.data?.category;
  useDocumentTitle([category ? category.meta_title || category.title : undefined, useSiteName()]);
  useMetaDescription(category ? category.meta_description || category.short_description || undefined : undefined);
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
  useDocumentTitle([heading, useSiteName()]);
  useMetaDescription(t('store:listing.searchDescription', { keyword }));
  return <CategoryProducts heading={heading} keyword={keyword} query={query} state={state} onChange={setState} />;
}

import type { LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '../../lib/session';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';
import { categoryQuery, readListing, searchQuery } from './listing-data';

const shopper = () => getToken('customer') !== undefined;

/** `/category/:url`: the category's page of cards as the query string asks; renamed → 301, unknown → 404. */
export async function loadCategory({ params, request }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  const state = readListing(new URL(request.url).searchParams);
  return readRecord(categoryQuery(params.url ?? '', language, state, shopper()), (moved) => {
    const next = new URL(request.url);
    return `/category/${encodeURIComponent(moved)}${next.search}`;
  });
}

/** `/search/:keyword`: the matches' page of cards. A search never moves; what it cannot read is the page's to say. */
export async function loadSearch({ params, request }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  const state = readListing(new URL(request.url).searchParams);
  return readRecord(searchQuery(params.keyword ?? '', language, state, shopper()), () => '/');
}

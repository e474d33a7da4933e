import type { LoaderFunctionArgs } from 'react-router-dom';
import { readRecord } from '../shell/record-loader';
import { pageLanguage } from '../shell/store-context';
import { articleQuery, blogCategoryQuery, pageFrom } from '../shared/blog-data';

/** `/blog/article/:url`: the article; renamed → 301, hidden or unknown → 404. */
export async function loadArticle({ params }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  return readRecord(articleQuery(params.url ?? '', language), (moved) => `/blog/article/${encodeURIComponent(moved)}`);
}

/** `/blog/category/:url`: the category and its page of articles (`?page=`); renamed → 301, unknown → 404. */
export async function loadBlogCategory({ params, request }: LoaderFunctionArgs) {
  const language = await pageLanguage().catch(() => undefined);
  if (language === undefined) return null;
  const { search, searchParams } = new URL(request.url);
  return readRecord(
    blogCategoryQuery(params.url ?? '', language, pageFrom(searchParams)),
    (moved) => `/blog/category/${encodeURIComponent(moved)}${search}`,
  );
}

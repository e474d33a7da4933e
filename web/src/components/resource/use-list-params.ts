import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/core/shared/paging';
import type { Query } from '../../lib/api';
import { DEFAULT_CONTENT_LANGUAGE } from '../../lib/languages';
import type { AnyResource } from './types';

export interface ListParams {
  page: number;
  per_page: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  language: string;
  filters: Record<string, string>;
}

/** List state lives in the URL, so back, reload and shared links keep page, sort and search. */
export function useListParams(definition: AnyResource) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const perPage = Number(searchParams.get('per_page'));
    const page = Number(searchParams.get('page'));
    const order = searchParams.get('order');
    const filters: Record<string, string> = {};
    for (const filter of definition.filters ?? []) {
      const value = searchParams.get(filter.name);
      if (value) filters[filter.name] = value;
    }
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
      search: searchParams.get('search') ?? '',
      sort: searchParams.get('sort') ?? definition.defaultSort?.sort ?? 'id',
      order: order === 'asc' || order === 'desc' ? order : (definition.defaultSort?.order ?? 'desc'),
      language: searchParams.get('language') ?? DEFAULT_CONTENT_LANGUAGE,
      filters,
    };
  }, [searchParams, definition]);

  const update = (changes: Record<string, string | number | undefined>, resetPage = true) => {
    setSearchParams(
      (current) => {
        // The address as it is now, not as this render saw it: a filter chosen a moment before a
        // debounced search is written must not be undone by it.
        const next = new URLSearchParams(typeof window === 'undefined' ? current : window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (resetPage && !('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  const query: Query = {
    page: params.page,
    per_page: params.per_page,
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
    language: definition.translated ? params.language : undefined,
    ...params.filters,
  };

  return { params, query, update };
}

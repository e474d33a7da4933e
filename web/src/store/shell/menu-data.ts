import { queryOptions } from '@tanstack/react-query';
import { publicClient, unwrap } from '../../lib/client';

/** `GET /api/menu?language`: the storefront menu tree (enabled menus, each with its link; spec section 4). */
export const menuQuery = (language: string) =>
  queryOptions({
    queryKey: ['store', 'menu', language] as const,
    queryFn: ({ signal }) => unwrap(publicClient.api.menu.$get({ query: { language } }, { init: { signal } })),
    staleTime: 60_000,
  });

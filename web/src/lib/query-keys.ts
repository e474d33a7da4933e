import type { Query } from './api';

/**
 * Query keys, one factory per resource. Every admin key starts with `admin` and every shopper key
 * with `customer`, so ending a session can drop exactly that audience's cache.
 */
export const adminKeys = {
  all: ['admin'] as const,
  profile: () => ['admin', 'profile'] as const,
  permissionTree: () => ['admin', 'role', 'permission-tree'] as const,
  resource: (name: string) => ({
    all: ['admin', name] as const,
    lists: () => ['admin', name, 'list'] as const,
    list: (params: Query) => ['admin', name, 'list', params] as const,
    options: (params: Query) => ['admin', name, 'options', params] as const,
    details: () => ['admin', name, 'detail'] as const,
    detail: (id: string | number, language?: string) => ['admin', name, 'detail', String(id), language ?? ''] as const,
    importJob: (id: string) => ['admin', name, 'import', id] as const,
  }),
};

export const storeKeys = {
  config: (language: string) => ['store', 'config', language] as const,
  brands: (language: string) => ['store', 'brands', language] as const,
};

export const customerKeys = {
  all: ['customer'] as const,
  info: () => ['customer', 'info'] as const,
};

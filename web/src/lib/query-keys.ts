/** A query string's values (an empty one is left out of the address). */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/**
 * Query keys: the one factory every screen takes its keys from (no key arrays written anywhere
 * else). Every admin key starts with `admin` and every shopper key with `customer`, so ending a
 * session can drop exactly that audience's cache; keys nest so that invalidating a prefix reaches
 * exactly what a write changed (a product's stock and its history, one order's view …).
 */
const resource = (name: string) => ({
  all: ['admin', name] as const,
  lists: () => ['admin', name, 'list'] as const,
  list: (params: Query) => ['admin', name, 'list', params] as const,
  /** Small searches that are not the list screen (the order lines' product finder). */
  search: (params: Query) => ['admin', name, 'search', params] as const,
  /** Rows read as select options, per source (`menu/flat` reads menus through another endpoint). */
  options: (params: Query, source: string = name) => ['admin', name, 'options', params, source] as const,
  details: () => ['admin', name, 'detail'] as const,
  /** One item: its edit form (per content language) and any other view of it share this prefix. */
  item: (id: string | number) => ['admin', name, 'detail', String(id)] as const,
  detail: (id: string | number, language?: string) => ['admin', name, 'detail', String(id), language ?? ''] as const,
  /** Another reading of one item (the printable order, the product as the line finder sees it). */
  view: (id: string | number, view: string) => ['admin', name, 'detail', String(id), `view:${view}`] as const,
  /** A whole-resource reading other than the list (the menu tree). */
  tree: (language: string) => ['admin', name, 'tree', language] as const,
  importJob: (id: string) => ['admin', name, 'import', id] as const,
});

export const adminKeys = {
  all: ['admin'] as const,
  profile: () => ['admin', 'profile'] as const,
  /** The dashboard's record counts (one read of the row counters). */
  summary: () => ['admin', 'summary'] as const,
  permissionTree: () => ['admin', 'role', 'permission-tree'] as const,
  configuration: () => ['admin', 'configuration'] as const,
  /** The shop's details an order's invoice and packing slip print (decision 0048). */
  documentShop: () => ['admin', 'configuration', 'document-shop'] as const,
  resource,
  /**
   * A product's stock numbers, cached apart from the product form's copy (a movement refreshes them
   * without resetting a half-edited form); its movement history sits under the same prefix.
   */
  /**
   * The signed-in admin's announcements (dashboard, unread badge, read view): under the resource's
   * prefix, so a staff write to announcements (which invalidates `resource('announcement').all`) refreshes them.
   */
  announcements: {
    mine: () => ['admin', 'announcement', 'mine'] as const,
    inbox: (page: number, perPage: number) => ['admin', 'announcement', 'mine', 'inbox', page, perPage] as const,
    unread: () => ['admin', 'announcement', 'mine', 'unread'] as const,
    view: (id: string) => ['admin', 'announcement', 'mine', 'view', id] as const,
  },
  productStock: {
    all: () => ['admin', 'product-stock'] as const,
    detail: (productId: string | number) => ['admin', 'product-stock', String(productId)] as const,
    history: (productId: string | number) => ['admin', 'product-stock', String(productId), 'history'] as const,
  },
};

export const storeKeys = {
  config: () => ['store', 'config'] as const,
  brands: (language: string) => ['store', 'brands', language] as const,
};

export const customerKeys = {
  all: ['customer'] as const,
  info: () => ['customer', 'info'] as const,
  addresses: () => ['customer', 'addresses'] as const,
  orders: () => ['customer', 'orders'] as const,
  ordersPage: (page: number) => ['customer', 'orders', 'page', page] as const,
  order: (id: number) => ['customer', 'orders', 'detail', id] as const,
  /** The shopper's form submissions and service applications (in the content language), a page at a time. */
  submissions: (language: string, page: number) => ['customer', 'submissions', language, page] as const,
  applications: (language: string, page: number) => ['customer', 'applications', language, page] as const,
  /** The wishlist's names are in the content language; a change refreshes every language's copy. */
  wishlists: () => ['customer', 'wishlist'] as const,
  wishlist: (language: string) => ['customer', 'wishlist', language] as const,
};

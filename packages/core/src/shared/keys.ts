/**
 * Every key of the table's raw items — the items that are not ElectroDB entities (whose keys ElectroDB
 * builds from their indexes: the domains' *.entity.ts). Nothing else writes a `pk`, `sk` or `gsiNpk`
 * string by hand; docs/data-model.md lists these items with the entities.
 */
export interface ItemKey {
  pk: string;
  sk: string;
}

/** Lowercase and trimmed: how unique values, SKUs and barcodes are compared. */
const fold = (value: string) => value.trim().toLowerCase();
const pad12 = (n: number) => String(n).padStart(12, '0');

/** Partitions of the SKU and barcode prefix entries on gsi5/gsi6 (catalog/sku-guard.ts). */
export const SEARCH_PARTITIONS = { sku: 'sku', barcode: 'barcode' } as const;

/** The gsi5 partition of an entity's search entries. */
const searchPartition = (entity: string): string => `search#${entity}`;

/** The partition of the sparse inventory expiry index on gsi2. */
const INVENTORY_EXPIRY = 'inventory#expiry';

export const keys = {
  /** Guard item claiming one unique value of an entity's field (shared/repository.ts). */
  unique: (entity: string, field: string, value: string): ItemKey => ({ pk: `unique#${entity}#${field}#${fold(value)}`, sk: 'unique' }),

  /** Id counter and row count of an entity, or a plain id sequence (`stock`, `inventory`). */
  counter: (name: string): ItemKey => ({ pk: `counter#${name}`, sk: 'counter' }),

  /**
   * How many inventory rows there are, of every warehouse (`null`) or of one: `count` of all its rows,
   * `q<n>` of its rows holding exactly n (0–99) (inventory.store.ts).
   */
  inventoryCounter: (warehouseId: number | null): ItemKey => ({ pk: `counter#inventory#${warehouseId ?? 'all'}`, sk: 'counter' }),

  /** How many of a product's stock rows hold stock (inventory.store.ts): its stock state. */
  productStock: (productId: number): ItemKey => ({ pk: `stock#product#${productId}`, sk: 'stock' }),

  /** How many records of an entity have one value in a slotted list filter (shared/repository.ts). */
  filterCounter: (entity: string, field: string, value: string | number | boolean): ItemKey => ({
    pk: `counter#${entity}#${field}#${String(value)}`,
    sk: 'counter',
  }),

  /** Which records of kind `referrer` name the record `entity` #`id` (shared/references.ts). */
  references: (entity: string, id: number, referrer: string): ItemKey => ({ pk: `ref#${entity}#${id}`, sk: referrer }),

  /**
   * Which records of kind `referrer` name the record `entity` by a unique value (menus of type page
   * name a page by its url): keyed by the folded value, so it does not matter which record owns it
   * (shared/references.ts, content/page.store.ts).
   */
  referencesByValue: (entity: string, field: string, value: string, referrer: string): ItemKey => ({
    pk: `ref#${entity}#${field}#${fold(value)}`,
    sk: referrer,
  }),

  /** Which rule an entity's search entries were last rebuilt by (catalog/product.ts `syncSearch`). */
  searchRule: (entity: string): ItemKey => ({ pk: `search#rule#${entity}`, sk: 'rule' }),

  /**
   * A promotion's use counters (promotion/promotion-uses.ts, decision 0068): `uses` holds `used` of all
   * orders, `customer#<id>` one customer's; each is raised in the order's own transaction under its limit.
   */
  promotionUses: (promotionId: number): ItemKey => ({ pk: `promotion#${promotionId}`, sk: 'uses' }),
  promotionCustomerUses: (promotionId: number, customerId: number): ItemKey => ({
    pk: `promotion#${promotionId}`,
    sk: `customer#${customerId}`,
  }),
  /** Which counters an order raised; deleted when the order gives its uses back (once: the delete is conditional). */
  promotionOrderUses: (orderId: number): ItemKey => ({ pk: `promotion#order#${orderId}`, sk: 'uses' }),

  /** The catalogue's set of category ids (catalog/categories.ts). */
  categories: (): ItemKey => ({ pk: 'catalog#categories', sk: 'categories' }),
  /** The ids of the products filed under one category (catalog/categories.ts). */
  categoryProducts: (categoryId: number): ItemKey => ({ pk: `catalog#category#${categoryId}`, sk: 'products' }),
  /**
   * A visible product's listing entry in one category (catalog/category-listing.ts): in the category's
   * partition beside its membership item, sorted by the product's id, so the category page reads its
   * entries newest first with one Query.
   */
  categoryListed: (categoryId: number, productId: number): ItemKey => ({
    pk: `catalog#category#${categoryId}`,
    sk: `listed#${pad12(productId)}`,
  }),
  /** That the listing entries of products saved before them were written (`Product.syncListings`). */
  categoryListedBackfill: (): ItemKey => ({ pk: 'catalog#categories', sk: 'listed-backfill' }),
  /** The ids of the products flagged new, hot or featured (catalog/product-flags.ts). */
  flaggedProducts: (flag: string): ItemKey => ({ pk: `catalog#flag#${flag}`, sk: 'products' }),

  /**
   * A visible article of a blog category (blog/): one item per (category, visible article), sorted by
   * the article's id, so the category's page reads its newest articles in key order; `total` in the
   * same partition counts them (it sorts after every `article#…`, so a newest-first Query reads it first).
   */
  blogCategoryArticle: (categoryId: number, articleId: number): ItemKey => ({
    pk: `blog#category#${categoryId}`,
    sk: `article#${pad12(articleId)}`,
  }),
  blogCategoryTotal: (categoryId: number): ItemKey => ({ pk: `blog#category#${categoryId}`, sk: 'total' }),

  /**
   * One audience entry of an enabled announcement (announcement/): its target (`all`, `role#<id>`,
   * `group#<id>`) is the partition, its publish time and id the sort key, so an admin's announcements
   * are a newest-first Query per target they belong to (decision 0036).
   */
  announcementAudience: (target: string, publishAt: string, announcementId: number): ItemKey => ({
    pk: `announcement#audience#${target}`,
    sk: `${publishAt}#${pad12(announcementId)}`,
  }),
  announcementAudiencePartition: (target: string): string => `announcement#audience#${target}`,
  /** That an admin opened an announcement (`read_at`): one item per (admin, announcement). */
  announcementRead: (adminId: number, announcementId: number): ItemKey => ({
    pk: `announcement#read#${adminId}`,
    sk: pad12(announcementId),
  }),

  /** One SKU of a product or variant (catalog/sku-guard.ts), with the index keys the entry carries. */
  sku: (sku: string): ItemKey => ({ pk: `sku#${fold(sku)}`, sk: 'sku' }),
  skuIndexes: (entry: { sku: string; stock_id: number; barcode?: string | null }) => ({
    gsi5pk: SEARCH_PARTITIONS.sku,
    gsi5sk: entry.sku.toLowerCase(),
    ...(entry.stock_id ? keys.skuOfStock(entry.stock_id) : {}),
    ...(entry.barcode ? { gsi6pk: SEARCH_PARTITIONS.barcode, gsi6sk: `${entry.barcode.toLowerCase()}#${entry.stock_id}` } : {}),
  }),
  /** gsi4 keys finding a variant's SKU entry (and so its product) by stock id. */
  skuOfStock: (stockId: number) => ({ gsi4pk: `stock#${stockId}`, gsi4sk: 'stock' }),

  /** One search entry of a record (shared/search-index.ts), with its gsi5 keys. */
  searchEntry: (entity: string, id: number, token: string): ItemKey => ({ pk: `search#${entity}#${id}`, sk: token }),
  searchEntryIndex: (entity: string, id: number, token: string) => ({ gsi5pk: searchPartition(entity), gsi5sk: `${token}#${id}` }),
  searchPartition,

  /** gsi2 keys of an inventory row with an expiry date (sparse: rows without one carry none). */
  inventoryExpiry: (row: { expiry_date: string; stock_id: number; warehouse_id: number }) => ({
    gsi2pk: INVENTORY_EXPIRY,
    gsi2sk: `${row.expiry_date}#${pad12(row.stock_id)}#${pad12(row.warehouse_id)}`,
  }),
  /** The partition and the upper sort-key bound of rows expiring on or before `date` (YYYY-MM-DD). */
  inventoryExpiringBy: (date: string) => ({ gsi2pk: INVENTORY_EXPIRY, gsi2skMax: `${date}#~` }),
} as const;

/**
 * The single table's physical shape. `stacks/storage.ts`, the local runtime and the tests all
 * create the table from this one definition, and a test asserts the ElectroDB model uses only these.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/**
 * Generic GSIs; each entity maps its access patterns onto them (see docs/data-model.md). gsi7–gsi18
 * are the four filter slots, three sort orders each (by id, updated_at, name): a list filtered on a
 * field reads that field's partition in key order (decision 0019, `filterIndexes` in model.ts).
 */
export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  { indexName: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk' },
  { indexName: 'gsi8', partitionKey: 'gsi8pk', sortKey: 'gsi8sk' },
  { indexName: 'gsi9', partitionKey: 'gsi9pk', sortKey: 'gsi9sk' },
  { indexName: 'gsi10', partitionKey: 'gsi10pk', sortKey: 'gsi10sk' },
  { indexName: 'gsi11', partitionKey: 'gsi11pk', sortKey: 'gsi11sk' },
  { indexName: 'gsi12', partitionKey: 'gsi12pk', sortKey: 'gsi12sk' },
  { indexName: 'gsi13', partitionKey: 'gsi13pk', sortKey: 'gsi13sk' },
  { indexName: 'gsi14', partitionKey: 'gsi14pk', sortKey: 'gsi14sk' },
  { indexName: 'gsi15', partitionKey: 'gsi15pk', sortKey: 'gsi15sk' },
  { indexName: 'gsi16', partitionKey: 'gsi16pk', sortKey: 'gsi16sk' },
  { indexName: 'gsi17', partitionKey: 'gsi17pk', sortKey: 'gsi17sk' },
  { indexName: 'gsi18', partitionKey: 'gsi18pk', sortKey: 'gsi18sk' },
] as const;

/** The filter slots' GSIs: by id, by updated_at, by name. */
export const FILTER_SLOT_INDEXES = {
  1: ['gsi7', 'gsi8', 'gsi9'],
  2: ['gsi10', 'gsi11', 'gsi12'],
  3: ['gsi13', 'gsi14', 'gsi15'],
  4: ['gsi16', 'gsi17', 'gsi18'],
} as const satisfies Record<number, readonly [IndexName, IndexName, IndexName]>;
export type FilterSlot = keyof typeof FILTER_SLOT_INDEXES;

export const TTL_ATTRIBUTE = 'expires_at';

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];

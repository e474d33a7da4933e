/**
 * The single table's physical shape. `stacks/storage.ts`, the local runtime and the tests all
 * create the table from this one definition, and a test asserts the ElectroDB model uses only these.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

/** Generic GSIs; each entity maps its access patterns onto them (see docs/data-model.md). */
export const TABLE_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  { indexName: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
] as const;

export const TTL_ATTRIBUTE = 'expires_at';

export type IndexName = (typeof TABLE_INDEXES)[number]['indexName'];

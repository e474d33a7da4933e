import { awsClientOptions } from './aws.js';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, type BatchGetCommandOutput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { env } from './env.js';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from './table.js';

const config = env();

/**
 * The one DynamoDB client and document client, built when core is first imported (the environment
 * is complete by then, see env.ts). Locally they point at DynamoDB Local; in AWS at the region.
 */
export const dynamo = new DynamoDBClient(awsClientOptions(config.DYNAMO_ENDPOINT));

export const documentClient = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});

/** One item of a `TransactWriteItems` call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The single table every entity and raw item (shared/keys.ts) lives in. */
export const TABLE_NAME = config.TABLE_NAME;

/** Keys per BatchGetItem call (DynamoDB's limit). */
const BATCH_GET_KEYS = 100;

/**
 * The items at these keys (any order; missing ones left out): BatchGetItem calls of 100 keys, in
 * parallel, each asking again for the keys DynamoDB left unprocessed (a few times, then it fails
 * rather than answer "absent" for an item it did not read).
 */
export async function batchGetItems(keys: readonly { pk: string; sk: string }[]): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += BATCH_GET_KEYS) chunks.push(keys.slice(i, i + BATCH_GET_KEYS).map((k) => ({ pk: k.pk, sk: k.sk })));
  const read = async (chunk: Record<string, unknown>[]): Promise<Record<string, unknown>[]> => {
    const found: Record<string, unknown>[] = [];
    let pending: Record<string, unknown>[] | undefined = chunk;
    for (let attempt = 0; pending?.length; attempt++) {
      if (attempt === 5) throw new Error(`BatchGetItem left ${String(pending.length)} keys unprocessed`);
      if (attempt) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt));
      const { Responses, UnprocessedKeys }: BatchGetCommandOutput = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending } } }),
      );
      found.push(...(Responses?.[TABLE_NAME] ?? []));
      pending = UnprocessedKeys?.[TABLE_NAME]?.Keys;
    }
    return found;
  };
  return (await Promise.all(chunks.map(read))).flat();
}

/** A write refused by its condition, whether raised by the SDK directly or wrapped by ElectroDB (`cause`). */
export function isConditionFailure(error: unknown): boolean {
  const names = [(error as { name?: string } | undefined)?.name, (error as { cause?: { name?: string } } | undefined)?.cause?.name];
  return names.includes('ConditionalCheckFailedException');
}

/** Creates the table from the shared definition if it is missing. Used locally and in tests only. */
export async function ensureTable(name = TABLE_NAME): Promise<boolean> {
  const attrs = new Set<string>([TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey]);
  for (const index of TABLE_INDEXES) {
    attrs.add(index.partitionKey);
    attrs.add(index.sortKey);
  }
  try {
    await dynamo.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
  for (let i = 0; i < 50; i++) {
    const described = await dynamo.send(new DescribeTableCommand({ TableName: name }));
    if (described.Table?.TableStatus === 'ACTIVE') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await dynamo
    .send(
      new UpdateTimeToLiveCommand({
        TableName: name,
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      }),
    )
    .catch(() => undefined); // DynamoDB Local accepts but ignores TTL; reads also check expiry.
  return true;
}

/** The second argument of every `new Entity(…)`: the one client and table. */
export const ENTITY_CONFIG = { client: documentClient, table: TABLE_NAME };

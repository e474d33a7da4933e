import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { keys } from './keys.js';

/**
 * How many records each named store holds (the row counter every create and delete keeps,
 * shared/repository.ts), in one BatchGetItem: the dashboard's counts without reading any list.
 */
export async function recordCounts(names: readonly string[]): Promise<Record<string, number>> {
  const unique = [...new Set(names)];
  const counts: Record<string, number> = Object.fromEntries(unique.map((n) => [n, 0]));
  if (!unique.length) return counts;
  let pending: Record<string, unknown>[] | undefined = unique.map((n) => keys.counter(n) as unknown as Record<string, unknown>);
  for (let attempt = 0; pending?.length && attempt < 5; attempt++) {
    const { Responses, UnprocessedKeys } = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending } } }),
    );
    for (const item of Responses?.[TABLE_NAME] ?? []) {
      const name = String(item.pk).slice('counter#'.length);
      if (name in counts && typeof item.count === 'number') counts[name] = Math.max(0, item.count);
    }
    pending = UnprocessedKeys?.[TABLE_NAME]?.Keys as Record<string, unknown>[] | undefined;
  }
  return counts;
}

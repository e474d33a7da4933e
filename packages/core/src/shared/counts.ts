import { batchGetItems } from './dynamo.js';
import { keys } from './keys.js';

/**
 * How many records each named store holds (the row counter every create and delete keeps,
 * shared/repository.ts), in one BatchGetItem: the dashboard's counts without reading any list.
 */
export async function recordCounts(names: readonly string[]): Promise<Record<string, number>> {
  const unique = [...new Set(names)];
  const counts: Record<string, number> = Object.fromEntries(unique.map((n) => [n, 0]));
  for (const item of await batchGetItems(unique.map((n) => keys.counter(n)))) {
    const name = String(item.pk).slice('counter#'.length);
    if (name in counts && typeof item.count === 'number') counts[name] = Math.max(0, item.count);
  }
  return counts;
}

import { AsyncLocalStorage } from 'node:async_hooks';
import { dynamo } from './dynamo.js';

/**
 * Counts the DynamoDB items read by the work a meter wraps: what a Query or Scan evaluated
 * (`ScannedCount`, the items a FilterExpression throws away included), the items GetItem and
 * BatchGetItem return, and the requests made. The benchmarks print it beside each figure and tests
 * assert that a list reads what its page needs (decision 0019). Installed on first use; costs nothing
 * until then.
 *
 * A meter counts only the reads made in its own asynchronous context (AsyncLocalStorage), so
 * background work that overlaps the measured call (another test's request, a cache refresh started
 * elsewhere) does not land in its figure. Meters nest: a read counts for every meter around it.
 */
export interface Reads {
  items: number;
  requests: number;
}

const meters = new AsyncLocalStorage<readonly Reads[]>();
let installed = false;

function itemsRead(
  command: string,
  output: { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> | unknown[] },
): number {
  if (command === 'QueryCommand' || command === 'ScanCommand') return output.ScannedCount ?? 0;
  if (command === 'GetItemCommand') return output.Item ? 1 : 0;
  if (command === 'BatchGetItemCommand' && output.Responses && !Array.isArray(output.Responses)) {
    return Object.values(output.Responses).reduce((sum, items) => sum + items.length, 0);
  }
  if (command === 'TransactGetItemsCommand' && Array.isArray(output.Responses)) return output.Responses.length;
  return 0;
}

function install(): void {
  if (installed) return;
  installed = true;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const active = meters.getStore();
      const result = await next(args);
      if (active?.length) {
        const command = (context as { commandName?: string }).commandName ?? '';
        const items = itemsRead(command, result.output as Parameters<typeof itemsRead>[1]);
        for (const reads of active) {
          reads.requests++;
          reads.items += items;
        }
      }
      return result;
    },
    { step: 'initialize', name: 'shopReadMeter' },
  );
}

/** Reads made by `work` and whatever it awaits (not by work running beside it, nor by `unmetered` work). */
export async function measureReads<R>(work: () => Promise<R>): Promise<{ result: R; reads: Reads }> {
  install();
  const reads: Reads = { items: 0, requests: 0 };
  const result = await meters.run([...(meters.getStore() ?? []), reads], work);
  return { result, reads };
}

/**
 * Work whose reads no meter counts: a process's own upkeep (the site settings, refreshed every few
 * seconds whatever the process serves), not the request that happened to fall due for it. Where no
 * meter was ever installed (production) it runs the work as it is: no asynchronous context is set up.
 */
export function unmetered<R>(work: () => Promise<R>): Promise<R> {
  return installed ? meters.run([], work) : work();
}

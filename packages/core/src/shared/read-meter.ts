import { dynamo } from './dynamo.js';

/**
 * Counts the DynamoDB items this process reads: what a Query or Scan evaluated (`ScannedCount`, the
 * items a FilterExpression throws away included), the items GetItem and BatchGetItem return, and the
 * requests made. The benchmarks print it beside each figure and tests assert that a list reads what
 * its page needs (decision 0019). Installed on first use; costs nothing until then.
 */
export interface Reads {
  items: number;
  requests: number;
}

const totals: Reads = { items: 0, requests: 0 };
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  dynamo.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const output = result.output as {
        ScannedCount?: number;
        Item?: unknown;
        Responses?: Record<string, unknown[]> | unknown[];
      };
      const command = (context as { commandName?: string }).commandName ?? '';
      totals.requests++;
      if (command === 'QueryCommand' || command === 'ScanCommand') totals.items += output.ScannedCount ?? 0;
      else if (command === 'GetItemCommand') totals.items += output.Item ? 1 : 0;
      else if (command === 'BatchGetItemCommand' && output.Responses && !Array.isArray(output.Responses)) {
        for (const items of Object.values(output.Responses)) totals.items += items.length;
      } else if (command === 'TransactGetItemsCommand' && Array.isArray(output.Responses)) totals.items += output.Responses.length;
      return result;
    },
    { step: 'initialize', name: 'shopReadMeter' },
  );
}

/** Reads made while `work` runs (nothing else should run meanwhile). */
export async function measureReads<R>(work: () => Promise<R>): Promise<{ result: R; reads: Reads }> {
  install();
  const before = { ...totals };
  const result = await work();
  return { result, reads: { items: totals.items - before.items, requests: totals.requests - before.requests } };
}

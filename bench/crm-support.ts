import { dynamo } from '@shop/core/shared/dynamo';
import type { LocalEventBus } from '@shop/functions/local/event-bus';
import { app } from '@shop/functions/api/app';

/** What `crm.ts` hands each CRM bench: the admin's token, its own DATA_DIR and the bus the pipeline runs on. */
export interface CrmContext {
  token: string;
  dataDir: string;
  bus: LocalEventBus;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark answers are read loosely
export async function call(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const response = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Every DynamoDB call this process makes while counting, by command: one middleware on core's client
 * (ElectroDB and the document client send through it), at the `initialize` step, so an SDK retry of
 * the same call counts once. Unlike the read meter (`shared/read-meter.ts`) it follows no async
 * context: subscribers run from the bus's HTTP handler, outside the bench's own calls.
 */
const counts = new Map<string, number>();
let counting = false;
let installed = false;

export function startCounting(): void {
  if (!installed) {
    installed = true;
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        if (counting) {
          const name = ((context as { commandName?: string }).commandName ?? 'unknown').replace(/Command$/, '');
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        return next(args);
      },
      { step: 'initialize', name: 'benchCallCounter' },
    );
  }
  counts.clear();
  counting = true;
}

/** Stops counting: the total and the calls by command, most first. */
export function stopCounting(): { total: number; byCommand: [string, number][] } {
  counting = false;
  const byCommand = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return { total: byCommand.reduce((sum, [, n]) => sum + n, 0), byCommand };
}

/** `7,042` */
export const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

/** Runs `make(i)` for i in [from, to), `width` at a time. */
export async function inBatches(from: number, to: number, width: number, make: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = from; i < to; i += width) {
    await Promise.all(Array.from({ length: Math.min(width, to - i) }, (_, k) => make(i + k)));
  }
}

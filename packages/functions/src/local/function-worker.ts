/**
 * One local "Lambda": a worker thread that imports ONE function's entry module (the file AWS invokes)
 * in a module graph of its own, with the environment its declaration gives it (`isolated.ts`), and
 * calls its `handler` for each message. Nothing the API process registered or configured is visible
 * here, as on AWS.
 */
import { parentPort, workerData } from 'node:worker_threads';

interface Invocation {
  id: number;
  event: unknown;
}

const port = parentPort!;
const { entry } = workerData as { entry: string };

const failure = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { name: 'Error', message: String(error) };

let handler: (event: unknown) => unknown;
try {
  const mod = (await import(entry)) as { handler?: unknown };
  if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export handler(event)`);
  handler = mod.handler as typeof handler;
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: failure(error) });
  throw error;
}

port.on('message', (message: Invocation) => {
  void (async () => {
    try {
      port.postMessage({ id: message.id, ok: true, result: (await handler(message.event)) ?? null });
    } catch (error) {
      port.postMessage({ id: message.id, ok: false, error: failure(error) });
    }
  })();
});

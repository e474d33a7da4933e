import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { EVENT_ROUTES, INBOUND_FUNCTIONS, SCHEDULED_JOBS, SECRETS, secretsOf, type FunctionNeeds } from '@shop/core/events/routes';
import type { HandlerLoader, Subscriber } from './event-bus.js';

const SUBSCRIBERS_DIR = fileURLToPath(new URL('../subscribers/', import.meta.url));
const WORKER = new URL('./function-worker.ts', import.meta.url).href;

/** The worker's bootstrap: TypeScript through tsx in this thread (a worker does not inherit the parent's loader hooks). */
const BOOTSTRAP = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER)}); })`;

/** The declaration of every subscriber and job, by handler file (routes.ts). */
const DECLARED = new Map<string, FunctionNeeds>([...EVENT_ROUTES, ...SCHEDULED_JOBS, ...INBOUND_FUNCTIONS].map((fn) => [fn.handler, fn]));

/**
 * The environment a function's worker sees: this process's (endpoints, table, bus, bucket), less the
 * secrets it does not declare, as its Lambda is bound only those (stacks/events.ts).
 */
export function functionEnv(needs: FunctionNeeds, from: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const withheld = SECRETS.filter((name) => !secretsOf(needs).includes(name));
  return Object.fromEntries(
    Object.entries(from).filter((e): e is [string, string] => e[1] !== undefined && !(withheld as readonly string[]).includes(e[0])),
  );
}

export interface IsolatedFunctions {
  load: HandlerLoader;
  /** Ends every worker. */
  stop(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * Runs every subscriber and job as AWS does: its own entry module (`subscribers/<name>.ts`) in a
 * worker thread of its own (one per function, started on first use, kept warm like a Lambda), not in
 * the API's module graph. `npm start` uses it; `declared` and `dir` are for tests.
 */
export function isolatedFunctions(options: { declared?: ReadonlyMap<string, FunctionNeeds>; dir?: string } = {}): IsolatedFunctions {
  const declared = options.declared ?? DECLARED;
  const dir = options.dir ?? SUBSCRIBERS_DIR;
  const workers = new Map<string, Promise<Subscriber>>();
  const started: Worker[] = [];

  const start = (name: string, forget: () => void): Promise<Subscriber> =>
    new Promise((resolve, reject) => {
      const needs = declared.get(name);
      if (!needs) return reject(new Error(`${name} is not a declared subscriber or job (core/events/routes.ts)`));
      const worker = new Worker(BOOTSTRAP, {
        eval: true,
        execArgv: [],
        env: functionEnv(needs),
        workerData: { entry: pathToFileURL(join(dir, `${name}.ts`)).href },
      });
      started.push(worker);
      worker.unref();
      const pending = new Map<number, Pending>();
      let next = 0;
      const fail = (error: Error) => {
        forget(); // the next delivery starts a fresh one, as Lambda would
        for (const p of pending.values()) p.reject(error);
        pending.clear();
        reject(error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`${name}'s worker exited (${String(code)})`)));
      worker.on('message', (message: { ready?: boolean; id?: number; ok?: boolean; result?: unknown; error?: Error }) => {
        if (message.ready === false) return fail(Object.assign(new Error(message.error?.message), message.error));
        if (message.ready) {
          return resolve((event) => {
            const id = next++;
            return new Promise((resolveCall, rejectCall) => {
              pending.set(id, { resolve: resolveCall, reject: rejectCall });
              worker.ref();
              worker.postMessage({ id, event });
            });
          });
        }
        const call = pending.get(message.id!);
        pending.delete(message.id!);
        if (!pending.size) worker.unref();
        if (message.ok) call?.resolve(message.result);
        else call?.reject(Object.assign(new Error(message.error?.message), message.error));
      });
    });

  return {
    load: (name) => {
      if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) return Promise.reject(new Error(`Invalid subscriber name: ${name}`));
      let loading = workers.get(name);
      if (!loading) {
        const booting = start(name, () => {
          if (workers.get(name) === booting) workers.delete(name);
        });
        booting.catch(() => undefined);
        workers.set(name, booting);
        loading = booting;
      }
      return loading;
    },
    async stop() {
      workers.clear();
      await Promise.allSettled(started.map((w) => w.terminate()));
    },
  };
}

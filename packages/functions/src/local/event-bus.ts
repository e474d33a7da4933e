import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EVENT_ROUTES, SUBSCRIBER_ATTEMPTS, eventPattern, type EventRoute, type ScheduledJob } from '@shop/core/events/routes';
import { close, listen, readBody, sendJson } from './http-util.js';
import { endpointOf } from './ports.js';

/** The envelope EventBridge hands to a Lambda target. */
export interface BusEvent<Detail = unknown> {
  version: '0';
  id: string;
  'detail-type': string;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Detail;
}

export type Subscriber = (event: BusEvent) => unknown;
/** Resolves a route's `handler` name to the function to call. */
export type HandlerLoader = (name: string) => Promise<Subscriber>;

export interface DeliveryFailure {
  route: string;
  eventId: string;
  detailType: string;
  error: unknown;
}

export interface LocalEventBus {
  endpoint: string;
  /** Resolves once every accepted event (including events published by subscribers) is handled. */
  idle(): Promise<void>;
  /** Deliveries that failed every attempt (SUBSCRIBER_ATTEMPTS, as Lambda's 1 + 2 retries): the local dead letters. */
  readonly failures: DeliveryFailure[];
  /** Calls `listener` with every event the bus accepts, before it is delivered (tests read what was published). */
  watch(listener: (event: BusEvent) => void): () => void;
  stop(): Promise<void>;
}

export interface EventBusOptions {
  port?: number;
  /** Defaults to `EVENT_ROUTES`, the list the deployed rules are built from. */
  routes?: readonly EventRoute[];
  /** Defaults to importing `packages/functions/src/subscribers/<name>.ts`. */
  loadHandler?: HandlerLoader;
  /** When set, entries naming another bus are rejected like EventBridge would. */
  busName?: string;
  log?: boolean;
  /** The first retry's delay; each later one doubles it (backoff). */
  retryDelayMs?: number;
  /**
   * Where a delivery that failed every attempt is written, one JSON file per event under the route's
   * folder (`<dir>/<route>/<event id>.json`: the event and the error), as AWS keeps it in the
   * dead-letter queue. `npm start` uses `DATA_DIR/dead-letters`.
   */
  deadLetterDir?: string;
  /** How long PutEvents waits for the deliveries of `immediate` routes before it answers anyway. */
  immediateTimeoutMs?: number;
}

const SUBSCRIBERS_DIR = fileURLToPath(new URL('../subscribers/', import.meta.url));

/** Imports the subscriber module the way the deployed Lambda would load it. */
export const importSubscriber: HandlerLoader = async (name) => {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`Invalid subscriber name: ${name}`);
  const mod = (await import(pathToFileURL(join(SUBSCRIBERS_DIR, `${name}.ts`)).href)) as { handler?: unknown };
  if (typeof mod.handler !== 'function') throw new Error(`subscribers/${name}.ts does not export handler(event)`);
  return mod.handler as Subscriber;
};

/** EventBridge content matching for the exact-value patterns the routes use. */
export function matchesPattern(pattern: Record<string, unknown>, event: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = event[key];
    if (Array.isArray(expected)) {
      const values: unknown[] = Array.isArray(actual) ? actual : [actual];
      return values.some((v) => expected.includes(v));
    }
    if (expected && typeof expected === 'object') {
      return (
        !!actual && typeof actual === 'object' && matchesPattern(expected as Record<string, unknown>, actual as Record<string, unknown>)
      );
    }
    return actual === expected;
  });
}

interface PutEventsEntry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
  Resources?: string[];
  Time?: string | number;
}

/** The SDK sends `Time` as epoch seconds. */
function eventTime(time: PutEventsEntry['Time']): string {
  if (time === undefined) return new Date().toISOString();
  const date = new Date(typeof time === 'number' ? time * 1000 : time);
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString();
}

type EntryResult = { EventId: string } | { ErrorCode: string; ErrorMessage: string };

/** One dead letter: the event as the subscriber got it and why it failed. */
function writeDeadLetter(dir: string, route: string, event: BusEvent, error: unknown): void {
  const folder = join(dir, route);
  mkdirSync(folder, { recursive: true });
  const reason = error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };
  writeFileSync(join(folder, `${event.id}.json`), JSON.stringify({ event, error: reason, failed_at: new Date().toISOString() }, null, 2));
}

/**
 * A local EventBridge: answers `AWSEvents.PutEvents` (AWS JSON 1.1) and delivers each entry to the
 * subscribers whose route pattern matches, after the response, retrying a failed delivery with backoff
 * up to SUBSCRIBER_ATTEMPTS times. A
 * route marked `immediate` is delivered before the response instead (within `immediateTimeoutMs`):
 * its failures are handled the same way and never fail the PutEvents.
 */
export async function startEventBus(options: EventBusOptions = {}): Promise<LocalEventBus> {
  const routes = options.routes ?? EVENT_ROUTES;
  const load = options.loadHandler ?? importSubscriber;
  const retryDelay = options.retryDelayMs ?? 200;
  const immediateTimeout = options.immediateTimeoutMs ?? 10_000;
  const pending = new Set<Promise<void>>();
  const failures: DeliveryFailure[] = [];
  const watchers = new Set<(event: BusEvent) => void>();

  async function deliver(route: EventRoute, event: BusEvent): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      try {
        const handler = await load(route.handler);
        await handler(event);
        if (options.log) console.log(`[bus] ${event['detail-type']} → ${route.handler} ok (${String(Date.now() - started)} ms)`);
        return;
      } catch (error) {
        console.error(`[bus] ${event['detail-type']} → ${route.handler} failed (attempt ${String(attempt)})`, error);
        if (attempt >= SUBSCRIBER_ATTEMPTS) {
          failures.push({ route: route.name, eventId: event.id, detailType: event['detail-type'], error });
          if (options.deadLetterDir) writeDeadLetter(options.deadLetterDir, route.name, event, error);
          return;
        }
        await new Promise((r) => setTimeout(r, retryDelay * 2 ** (attempt - 1)));
      }
    }
  }

  function track(work: Promise<void>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  /**
   * Accepts one entry: deliveries that must finish before the answer are added to `before`; the
   * others start once `answered` (the PutEvents answer has gone out).
   */
  function accept(entry: PutEventsEntry, before: Promise<void>[], answered: Promise<void>): EntryResult {
    if (!entry.Source || !entry.DetailType || !entry.Detail) {
      return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Source, DetailType and Detail are required.' };
    }
    const bus = entry.EventBusName?.split('/').pop();
    if (options.busName && bus && bus !== options.busName && bus !== 'default') {
      return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `Event bus ${bus} does not exist.` };
    }
    let detail: unknown;
    try {
      detail = JSON.parse(entry.Detail);
    } catch {
      return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' };
    }
    const event: BusEvent = {
      version: '0',
      id: randomUUID(),
      'detail-type': entry.DetailType,
      source: entry.Source,
      account: '000000000000',
      time: eventTime(entry.Time),
      region: process.env.AWS_REGION ?? 'us-east-1',
      resources: entry.Resources ?? [],
      detail,
    };
    for (const watcher of watchers) watcher(event);
    for (const route of routes) {
      if (!matchesPattern(eventPattern(route), event as unknown as Record<string, unknown>)) continue;
      if (route.immediate) {
        // Before the answer (routes.ts says why); `deliver` never throws: a failure is recorded.
        const delivery = deliver(route, event);
        track(delivery);
        before.push(delivery);
        continue;
      }
      // Deliver after the PutEvents answer has gone out, like EventBridge.
      track(answered.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => deliver(route, event)));
    }
    return { EventId: event.id };
  }

  const server = createServer((req, res) => {
    void (async () => {
      const target = req.headers['x-amz-target'];
      const contentType = 'application/x-amz-json-1.1';
      if (req.method !== 'POST' || target !== 'AWSEvents.PutEvents') {
        sendJson(res, 400, { __type: 'UnknownOperationException', message: `Unsupported: ${String(target)}` }, {}, contentType);
        return;
      }
      let answer = () => undefined as void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      try {
        const body = JSON.parse(await readBody(req)) as { Entries?: PutEventsEntry[] };
        const entries = body.Entries ?? [];
        if (entries.length === 0 || entries.length > 10) {
          sendJson(res, 400, { __type: 'ValidationException', message: 'Entries must hold 1 to 10 items.' }, {}, contentType);
          return;
        }
        const before: Promise<void>[] = [];
        const results = entries.map((entry) => accept(entry, before, answered));
        if (before.length) await settledWithin(before, immediateTimeout);
        const failed = results.filter((r) => 'ErrorCode' in r).length;
        sendJson(res, 200, { FailedEntryCount: failed, Entries: results }, {}, contentType);
      } catch (error) {
        sendJson(res, 400, { __type: 'SerializationException', message: (error as Error).message }, {}, contentType);
      } finally {
        answer();
      }
    })();
  });
  await listen(server, options.port ?? 0);

  return {
    endpoint: endpointOf(server),
    failures,
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    async idle() {
      // Subscribers may publish further events; those join `pending` before their parent settles.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async stop() {
      await close(server);
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** Waits for the deliveries, but no longer than `ms`: a hung subscriber must not hang the write that published. */
async function settledWithin(deliveries: Promise<void>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.error(`[bus] immediate deliveries still running after ${String(ms)} ms; answering PutEvents anyway`);
      resolve();
    }, ms);
  });
  await Promise.race([Promise.allSettled(deliveries), late]);
  clearTimeout(timer);
}

/**
 * The scheduled jobs of `SCHEDULED_JOBS` on timers (EventBridge schedules on AWS), each called with a
 * scheduled-event envelope; a run never overlaps the previous one of the same job. Returns a stop.
 */
export function startSchedules(jobs: readonly ScheduledJob[], load: HandlerLoader = importSubscriber): () => void {
  const running = new Set<string>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      running.add(job.name);
      const event: BusEvent = {
        version: '0',
        id: randomUUID(),
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'local',
        resources: [`schedule/${job.name}`],
        detail: {},
      };
      void load(job.handler)
        .then((handler) => handler(event))
        .catch((error: unknown) => console.error(`[schedule] ${job.name} failed`, error))
        .finally(() => running.delete(job.name));
    }, job.everyMs),
  );
  for (const timer of timers) timer.unref();
  return () => timers.forEach((t) => clearInterval(t));
}

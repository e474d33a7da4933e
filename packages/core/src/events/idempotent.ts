import { ConflictError } from '../shared/errors.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { processedEventEntity } from './processed.entity.js';

/**
 * How long an attempt holds an event before a retry may take it over. Longer than any function's
 * timeout (30 s, stacks/functions.ts), so an attempt still running is never doubled; shorter than
 * Lambda's first retry of a failed asynchronous invocation (about a minute later).
 */
export const LEASE_MS = 45_000;

/** Markers are kept as long as an event can still be delivered again (EventBridge: 24 h), and then some. */
const KEEP_SECONDS = 30 * 24 * 3600;

/**
 * Another attempt holds the event and its lease has not passed: throws, so the event is retried
 * (Lambda's retries, Stripe's webhook retries) instead of being taken as done.
 */
export class EventBusyError extends ConflictError {
  constructor(subscriber: string, eventId: string) {
    super(`${subscriber} is already handling event ${eventId}; try again later`);
  }
}

/**
 * Runs `work` once per (subscriber, event id). The attempt first writes a `running` marker with a
 * lease (`lease_until`); when the work succeeds the marker becomes `done` (then every later delivery
 * is skipped), when it throws the marker is removed. An attempt that never finishes (a timeout, a
 * crash) leaves its lease to pass: a retry after it takes the marker over and runs the work again; a
 * retry before it throws `EventBusyError`. Returns whether the work ran.
 */
export async function once(subscriber: string, eventId: string, work: () => Promise<void>, leaseMs = LEASE_MS): Promise<boolean> {
  const key = { subscriber, event_id: eventId };
  const lease = Date.now() + leaseMs;
  const taken = await take(key, lease);
  if (taken === 'done') return false;
  if (taken === 'busy') throw new EventBusyError(subscriber, eventId);
  try {
    await work();
  } catch (error) {
    // Only this attempt's own lease: a retry may have taken the event over meanwhile.
    await processedEventEntity
      .delete(key)
      .where((a, op) => op.eq(a.lease_until, lease))
      .go()
      .catch((cause: unknown) => {
        if (!isConditionFailure(cause)) throw cause;
      });
    throw error;
  }
  await processedEventEntity.patch(key).set({ status: 'done' }).remove(['lease_until']).go();
  return true;
}

type Key = { subscriber: string; event_id: string };

/** Writes this attempt's lease: on a new marker, or over a running one whose lease has passed. */
async function take(key: Key, lease: number): Promise<'taken' | 'done' | 'busy'> {
  const now = Date.now();
  try {
    await processedEventEntity
      .create({
        ...key,
        status: 'running',
        lease_until: lease,
        processed_at: new Date(now).toISOString(),
        expires_at: Math.floor(now / 1000) + KEEP_SECONDS,
      })
      .go();
    return 'taken';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data: marker } = await processedEventEntity.get(key).go({ consistent: true });
  // Gone meanwhile (the holder failed): the retry that follows its failure will take it.
  if (!marker) return 'busy';
  // Markers written before leases existed have no status: their work finished.
  if (marker.status !== 'running') return 'done';
  if (marker.lease_until !== undefined && marker.lease_until > now) return 'busy';
  try {
    await processedEventEntity
      .patch(key)
      .set({ lease_until: lease, processed_at: new Date(now).toISOString() })
      .where((a, op) =>
        marker.lease_until === undefined
          ? op.notExists(a.lease_until)
          : `${op.eq(a.status, 'running')} AND ${op.eq(a.lease_until, marker.lease_until)}`,
      )
      .go();
    return 'taken';
  } catch (error) {
    if (isConditionFailure(error)) return 'busy'; // another retry took it first
    throw error;
  }
}

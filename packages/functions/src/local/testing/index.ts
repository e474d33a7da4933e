/**
 * Helpers for test files. Every test file already has (via setup-file.ts): its own TABLE_NAME
 * (created), its own mail dir, event bus and CloudFront stand-in, S3 on a shared s3rver,
 * PASSWORD_HASH_FAST=1.
 *
 *   import { waitForEvents, latestMail, waitForMail } from '@shop/functions/local/testing/index';
 */
import type { LocalInvalidation } from '../cloudfront-local.js';
import type { BusEvent, DeliveryFailure } from '../event-bus.js';
import { latestMailTo, readMails, waitForMailTo, type LocalMail } from '../mailbox.js';
import { testContext } from './context.js';

export type { LocalMail } from '../mailbox.js';

/** This test file's DATA_DIR (mails are under `<dataDir>/mail`). */
export const testDataDir = (): string => testContext().dataDir;

/** This test file's Stripe stand-in: its events (to deliver to the app) and its signer. */
export const stripeLocal = () => testContext().stripe;

/** This test file's table name. */
export const testTableName = (): string => testContext().tableName;

/**
 * Waits until every published event has been handled by its subscribers (including events those
 * subscribers publish), then throws if any delivery failed every attempt.
 */
export async function waitForEvents(): Promise<void> {
  const { bus } = testContext();
  await bus.idle();
  const failures = bus.failures.splice(0);
  if (failures.length) {
    const first = failures[0] as DeliveryFailure;
    throw new Error(`${String(failures.length)} subscriber delivery failed: ${first.detailType} → ${first.route}: ${String(first.error)}`, {
      cause: first.error,
    });
  }
}

/** Waits like `waitForEvents` and answers the deliveries that failed every attempt (the local dead letters) instead of throwing. */
export async function deadLettersAfterEvents(): Promise<DeliveryFailure[]> {
  const { bus } = testContext();
  await bus.idle();
  return bus.failures.splice(0);
}

/** The CloudFront invalidations this test file's writes made (through the subscriber), oldest first. */
export const pageInvalidations = (): LocalInvalidation[] => [...testContext().cloudfront.invalidations];

/**
 * Records the detail of every `detailType` event published from now on, as it is published (before
 * any subscriber runs), and hands each to `onEvent` then. `take()` answers them and starts again;
 * `stop()` ends the recording.
 */
export function watchEvents<T>(detailType: string, onEvent?: (properties: T) => void): { take(): T[]; stop(): void } {
  let seen: T[] = [];
  const stop = testContext().bus.watch((event: BusEvent) => {
    if (event['detail-type'] !== detailType) return;
    const { properties } = event.detail as { properties: T };
    seen.push(properties);
    onEvent?.(properties);
  });
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    stop,
  };
}

/**
 * Records the paths of every `storefront.changed` event published from now on, one list per event.
 * `take()` answers them and starts again; `stop()` ends the recording.
 */
export function watchPages(): { take(): string[][]; stop(): void } {
  const events = watchEvents<{ paths: string[] }>('storefront.changed');
  return { take: () => events.take().map((e) => e.paths), stop: events.stop };
}

/** All mails this test file sent, oldest first. */
export const allMails = (): Promise<LocalMail[]> => readMails(testDataDir());

/** The newest mail to `address`, after waiting for pending events. */
export async function latestMail(address: string): Promise<LocalMail | undefined> {
  await waitForEvents();
  return latestMailTo(testDataDir(), address);
}

/** Like latestMail but fails when no mail to `address` shows up within `timeoutMs`. */
export async function waitForMail(address: string, timeoutMs = 5000): Promise<LocalMail> {
  await waitForEvents();
  return waitForMailTo(testDataDir(), address, timeoutMs);
}

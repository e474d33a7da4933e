import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EventBusyError, once } from './idempotent.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LEASE = 150;

describe('once (idempotent subscribers, on DynamoDB Local)', () => {
  it('runs the work once: a redelivery after it finished is skipped, however late', async () => {
    const id = randomUUID();
    let runs = 0;
    expect(await once('test-sub', id, async () => void runs++, LEASE)).toBe(true);
    await sleep(LEASE * 2); // a finished marker holds no lease: it never expires into a rerun
    expect(await once('test-sub', id, async () => void runs++, LEASE)).toBe(false);
    expect(runs).toBe(1);
  });

  it('keeps one marker per subscriber: another subscriber of the same event runs its own work', async () => {
    const id = randomUUID();
    expect(await once('sub-a', id, async () => undefined, LEASE)).toBe(true);
    expect(await once('sub-b', id, async () => undefined, LEASE)).toBe(true);
  });

  it('releases the marker when the work throws, so the retry runs it', async () => {
    const id = randomUUID();
    await expect(once('test-sub', id, () => Promise.reject(new Error('SES down')), LEASE)).rejects.toThrow('SES down');
    let ran = false;
    expect(await once('test-sub', id, async () => void (ran = true), LEASE)).toBe(true);
    expect(ran).toBe(true);
  });

  it('runs the work again when an attempt never finished (timed out) and its lease has passed', async () => {
    const id = randomUUID();
    // The first attempt hangs, as a Lambda killed at its timeout would: its work never settles.
    void once('test-sub', id, () => new Promise<void>(() => undefined), LEASE);
    await sleep(30);
    // A retry while the lease holds is refused with a retryable error, not taken as done.
    await expect(once('test-sub', id, async () => undefined, LEASE)).rejects.toBeInstanceOf(EventBusyError);
    await sleep(LEASE + 30);
    let ran = 0;
    expect(await once('test-sub', id, async () => void ran++, LEASE)).toBe(true);
    expect(ran).toBe(1);
    // …and once that retry finished, the event is done for good.
    await sleep(LEASE + 30);
    expect(await once('test-sub', id, async () => void ran++, LEASE)).toBe(false);
    expect(ran).toBe(1);
  });

  it('lets exactly one of two concurrent retries take over a passed lease', async () => {
    const id = randomUUID();
    void once('test-sub', id, () => new Promise<void>(() => undefined), 50);
    await sleep(100);
    let ran = 0;
    const results = await Promise.allSettled([1, 2, 3].map(() => once('test-sub', id, async () => void (ran++, await sleep(20)), LEASE)));
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === true)).toHaveLength(1);
    expect(ran).toBe(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toBeInstanceOf(EventBusyError);
  });

  it('does not let a timed-out attempt that fails late remove the marker of the retry that took over', async () => {
    const id = randomUUID();
    let failFirst = (_: Error) => undefined as void;
    const first = once('test-sub', id, () => new Promise<void>((_, reject) => (failFirst = reject)), 50);
    await sleep(80);
    let retryRunning = (_: unknown) => undefined as void;
    const started = new Promise((resolve) => (retryRunning = resolve));
    let finishRetry = () => undefined as void;
    const retry = once('test-sub', id, () => new Promise<void>((resolve) => (retryRunning(null), (finishRetry = resolve))), LEASE * 10);
    await started;
    failFirst(new Error('late failure'));
    await expect(first).rejects.toThrow('late failure');
    // The retry still holds the event.
    await expect(once('test-sub', id, async () => undefined, LEASE)).rejects.toBeInstanceOf(EventBusyError);
    finishRetry();
    expect(await retry).toBe(true);
    expect(await once('test-sub', id, async () => undefined, LEASE)).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSchedules, type BusEvent } from './event-bus.js';

describe('local scheduled jobs (EventBridge schedules on AWS)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each job on its timer with a scheduled-event envelope, never two runs of one job at once', async () => {
    // The test's own clock: on the real one a loaded machine fired fewer timers in a fixed 200 ms than
    // the test counted on (the schedule-timing flake).
    vi.useFakeTimers();
    const started: number[] = [];
    const events: BusEvent[] = [];
    let running = 0;
    let overlapped = false;
    const stop = startSchedules([{ name: 'tick', schedule: 'rate(1 minute)', everyMs: 10, handler: 'tick' }], async (name) => {
      expect(name).toBe('tick');
      return async (event) => {
        running++;
        if (running > 1) overlapped = true;
        started.push(Date.now());
        events.push(event);
        await new Promise((r) => setTimeout(r, 35));
        running--;
      };
    });
    const t0 = Date.now();
    await vi.advanceTimersByTimeAsync(200);
    stop();
    // A run takes 35 ms; the 10 ms ticks during it are skipped, so a run starts on the first tick after the last ended.
    expect(started.map((at) => at - t0)).toEqual([10, 50, 90, 130, 170]);
    expect(overlapped).toBe(false);
    expect(events[0]).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', resources: ['schedule/tick'] });
  });
});

import { describe, expect, it } from 'vitest';
import { startSchedules, type BusEvent } from './event-bus.js';

describe('local scheduled jobs (EventBridge schedules on AWS)', () => {
  it('runs each job on its timer with a scheduled-event envelope, never two runs of one job at once', async () => {
    const events: BusEvent[] = [];
    let running = 0;
    let overlapped = false;
    const stop = startSchedules([{ name: 'tick', schedule: 'rate(1 minute)', everyMs: 10, handler: 'tick' }], async (name) => {
      expect(name).toBe('tick');
      return async (event) => {
        running++;
        if (running > 1) overlapped = true;
        events.push(event);
        await new Promise((r) => setTimeout(r, 35));
        running--;
      };
    });
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    expect(events[0]).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', resources: ['schedule/tick'] });
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { documentClient, TABLE_NAME } from './dynamo.js';
import { measureReads } from './read-meter.js';

const get = () => documentClient.send(new GetCommand({ TableName: TABLE_NAME, Key: { pk: 'nothing', sk: 'here' } }));

describe('measureReads', () => {
  it('counts the reads its work makes, not the reads running beside it', async () => {
    let stop = false;
    // Another request's reads, overlapping the measured work the whole time.
    const beside = (async () => {
      let n = 0;
      while (!stop) {
        await get();
        n++;
      }
      return n;
    })();
    const { reads } = await measureReads(async () => {
      for (let i = 0; i < 3; i++) await get();
      await Promise.all([get(), get()]);
    });
    stop = true;
    expect(await beside).toBeGreaterThan(0);
    expect(reads.requests).toBe(5);
    expect(reads.items).toBe(0);
  });

  it('counts a read for every meter around it', async () => {
    const outer = await measureReads(async () => {
      await get();
      const inner = await measureReads(() => get());
      expect(inner.reads.requests).toBe(1);
    });
    expect(outer.reads.requests).toBe(2);
  });
});

describe('measureReads and the site settings', () => {
  it("leaves out a settings refresh that falls due while it runs (the process's upkeep, not the request's)", async () => {
    const { Settings } = await import('../settings/settings.js');
    await Settings.get();
    // Past the settings' few seconds in this process (settings.ts CACHE_MS), on the test's clock
    // rather than by waiting them out.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 5_100);
      const refreshed = await measureReads(async () => {
        await Settings.get();
        await get();
      });
      expect(refreshed.reads.requests).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ROUTES } from '@shop/core/events/routes';

/**
 * A subscriber is an entry point like `lambda.ts`: on AWS it loads the SST-bound values (the site URL
 * a welcome mail links to, secrets) BEFORE it imports core, because core reads its configuration once,
 * when it is first imported.
 */
describe('subscriber cold start on AWS', () => {
  const names = ['SST_StaticSite_url_web', 'APP_URL'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));

  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.doUnmock('sst/node/site');
    vi.doUnmock('@shop/core/shared/dynamo');
    vi.resetModules();
  });

  for (const route of EVENT_ROUTES) {
    it(`${route.handler} completes the environment before core reads it`, async () => {
      process.env.SST_StaticSite_url_web = '__FETCH_FROM_SSM__';
      delete process.env.APP_URL;
      vi.resetModules();
      vi.doMock('sst/node/site', () => ({ StaticSite: { web: { url: 'https://d111111abcdef8.cloudfront.net' } } }));
      let appUrlWhenCoreLoaded: string | undefined = 'core never loaded';
      // The table client is built from the configuration when core is first imported.
      vi.doMock('@shop/core/shared/dynamo', async (original) => {
        appUrlWhenCoreLoaded = process.env.APP_URL;
        return original();
      });

      const module = (await import(`./${route.handler}.ts`)) as { handler?: unknown };

      expect(typeof module.handler).toBe('function');
      expect(appUrlWhenCoreLoaded).toBe('https://d111111abcdef8.cloudfront.net');
    });
  }
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSsmStandIn, type SsmStandIn } from '../bound-config.testing.js';

/**
 * A subscriber is an entry point like `lambda.ts`: on AWS it loads the SST-bound values (the site URL
 * a welcome mail links to, secrets) from SSM BEFORE it imports core, because core reads its
 * configuration once, when it is first imported.
 */
const PREFIX = '/sst/shop/stage1/';
const SITE = 'https://d111111abcdef8.cloudfront.net';
const names = ['SST_StaticSite_url_web', 'APP_URL', 'SST_APP', 'SST_STAGE', 'SST_SSM_PREFIX', 'SSM_ENDPOINT'];
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
let ssm: SsmStandIn;

beforeAll(async () => {
  ssm = await startSsmStandIn({ [`${PREFIX}StaticSite/web/url`]: SITE });
});
afterAll(() => ssm.stop());

describe('subscriber cold start on AWS', async () => {
  const { EVENT_ROUTES, SCHEDULED_JOBS } = await import('@shop/core/events/routes');

  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    vi.doUnmock('@shop/core/shared/env');
    vi.resetModules();
  });

  for (const route of [...EVENT_ROUTES, ...SCHEDULED_JOBS]) {
    it(`${route.handler} completes the environment before core reads it`, async () => {
      Object.assign(process.env, {
        SST_StaticSite_url_web: '__FETCH_FROM_SSM__',
        SST_APP: 'shop',
        SST_STAGE: 'stage1',
        SST_SSM_PREFIX: PREFIX,
        SSM_ENDPOINT: ssm.endpoint,
      });
      delete process.env.APP_URL;
      vi.resetModules();
      let appUrlWhenCoreLoaded: string | undefined = 'core never loaded';
      // Every core module reads the configuration through this one (the table client, the event bus,
      // CloudFront's: invalidate-pages never touches the table), built when core is first imported.
      vi.doMock('@shop/core/shared/env', async (original) => {
        appUrlWhenCoreLoaded = process.env.APP_URL;
        return original();
      });

      const module = (await import(`./${route.handler}.ts`)) as { handler?: unknown };

      expect(typeof module.handler).toBe('function');
      expect(appUrlWhenCoreLoaded).toBe(SITE);
    });
  }
});

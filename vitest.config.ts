import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webConfig = fileURLToPath(new URL('./web/vitest.config.ts', import.meta.url));

/**
 * One `vitest run` for everything. The `server` project (core, functions, stacks) has a global
 * setup starting ONE in-memory DynamoDB Local and one s3rver, and a setup file giving each test
 * file its own table, mail dir and event bus (packages/functions/src/local/testing/). The `tools`
 * project runs the browser tests' plain helpers and the scripts' own tests (no stand-ins), and the web package's own node-only
 * config joins as a third project when present.
 */
export default defineConfig({
  test: {
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 2 }, threads: { isolate: false, minThreads: 1, maxThreads: 2 } },
    teardownTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/**/*.test.ts', 'stacks/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '.data/**', '.sst/**'],
          globalSetup: ['packages/functions/src/local/testing/global-setup.ts'],
          setupFiles: ['packages/functions/src/local/testing/setup-file.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Helpers of the browser tests that run without a browser (e2e/head-check.ts); the
        // Playwright specs are `*.spec.ts` and never run here.
        extends: true,
        test: { name: 'tools', include: ['e2e/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      ...(existsSync(webConfig) ? [webConfig] : []),
    ],
  },
});

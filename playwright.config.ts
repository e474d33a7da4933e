import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium';

/**
 * Browser tests against the real product: `node scripts/start.mjs` (SPA build + local server with
 * every stand-in) on E2E_PORT (3100), with a fresh DATA_DIR per run. Specs read mails from their
 * project's DATA_DIR (`dataDir()` in e2e/helpers.ts) with the helpers in
 * packages/functions/src/local/mailbox.ts.
 *
 * Two workers share the one server (E2E_WORKERS overrides) and tests, not files, are spread over
 * them: a test never relies on data it did not create, on a list's total, or on another test.
 * `npm test` builds the SPA beside typecheck and lint and sets
 * E2E_PREBUILT=1, so the server starts without building it again. Passwords are hashed with the
 * test cost (PASSWORD_HASH_FAST, as in vitest): every login and account here would otherwise pay
 * for the production argon2id parameters, whose own tests are in packages/core.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The specs in e2e/site-settings/ change the site settings (storefront flags, currencies): every
 * storefront page and cart call reads them, so on the shared server they would break the flows
 * running beside them. Those specs get a server of their own (its own DATA_DIR, port
 * E2E_SETTINGS_PORT, E2E_PORT + 1 unless told; its stand-ins take that port + 10 … + 50 as the
 * main one does) and one worker of the two: they run one at a time, beside the other specs. Each
 * sets the settings it relies on and restores them after (e2e/site-settings/site.ts). Its start
 * (~14 s, after the first server, whose start builds the SPA when not prebuilt) is the whole cost.
 */
const settingsPort = Number(process.env.E2E_SETTINGS_PORT ?? port + 1);
// Workers load this file again and inherit the runner's environment: one temp dir per server and run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
process.env.E2E_SETTINGS_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-settings-'));
const url = (p: number) => `http://localhost:${String(p)}`;

const server = (p: number, dataDir: string, command: string) => ({
  command,
  url: `${url(p)}/api/health`,
  reuseExistingServer: false,
  // The first start builds the SPA (~20 s) and boots DynamoDB Local (~4 s) on two cores.
  timeout: 300_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  // The browser tests run at any hour: marketing is not held for the morning here (the quiet hours
  // have their own tests, on a fixed clock).
  env: { PORT: String(p), DATA_DIR: dataDir, PASSWORD_HASH_FAST: '1', DYNAMO_SHORT_RUN: '1', QUIET_HOURS: 'off' },
});
const serve = 'node --import tsx packages/functions/src/local/server.ts';

export default defineConfig({
  testDir: 'e2e',
  // Browser flows only: `*.test.ts` beside them are vitest's (the `tools` project, e.g. head-check.test.ts).
  testMatch: '**/*.spec.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    // No trace by default: recording one (a DOM snapshot per step) for every test cost ~8% of the
    // suite's time, and CI keeps only the output. E2E_TRACE=1 keeps a failed test's trace (actions,
    // network, console, DOM per step) for the trace viewer; never the screencast, whose frame per
    // paint cost about a third of the suite's CPU on two cores (docs/testing.md).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', ...CHROMIUM_FLAGS],
    },
  },
  // First, so its one-at-a-time tests start at once beside the others instead of queuing at the end.
  projects: [
    {
      name: 'site-settings',
      testDir: 'e2e/site-settings',
      workers: 1,
      use: { baseURL: url(settingsPort) },
      metadata: { dataDir: process.env.E2E_SETTINGS_DATA_DIR },
    },
    { name: 'shop', testIgnore: 'site-settings/**', use: { baseURL: url(port) }, metadata: { dataDir: process.env.E2E_DATA_DIR } },
  ],
  // Started one after the other: the second only serves the SPA the first one's start built.
  webServer: [
    server(port, process.env.E2E_DATA_DIR, process.env.E2E_PREBUILT === '1' ? serve : 'node scripts/start.mjs'),
    server(settingsPort, process.env.E2E_SETTINGS_DATA_DIR, serve),
  ],
});

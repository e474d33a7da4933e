import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './scripts/chromium';

/**
 * Browser tests against the real product: `node scripts/start.mjs` (SPA build + local server with
 * every stand-in) on E2E_PORT (3100), with a fresh DATA_DIR per run. Specs read mails from
 * `process.env.E2E_DATA_DIR` with the helpers in packages/functions/src/local/mailbox.ts.
 *
 * Two workers share the one server (E2E_WORKERS overrides) and tests, not files, are spread over
 * them: a test never relies on data it did not create, on a list's total, or on another test.
 * `npm test` builds the SPA beside typecheck and lint and sets
 * E2E_PREBUILT=1, so the server starts without building it again. Passwords are hashed with the
 * test cost (PASSWORD_HASH_FAST, as in vitest): every login and account here would otherwise pay
 * for the production argon2id parameters, whose own tests are in packages/core.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers load this file again and inherit the runner's environment: one temp dir per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const baseURL = `http://localhost:${String(port)}`;

export default defineConfig({
  testDir: 'e2e',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
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
  webServer: {
    command: process.env.E2E_PREBUILT === '1' ? 'node --import tsx packages/functions/src/local/server.ts' : 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start builds the SPA (~20 s) and boots DynamoDB Local (~4 s) on two cores.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, PASSWORD_HASH_FAST: '1', DYNAMO_SHORT_RUN: '1' },
  },
});

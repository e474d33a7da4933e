import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real product: `node scripts/start.mjs` (SPA build + local server with
 * every stand-in) on E2E_PORT (3100), with a fresh DATA_DIR per run. Specs read mails from
 * `process.env.E2E_DATA_DIR` with the helpers in packages/functions/src/local/mailbox.ts.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers load this file again and inherit the runner's environment: one temp dir per run.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const baseURL = `http://localhost:${String(port)}`;

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The first start builds the SPA (~20 s) and boots DynamoDB Local (~4 s) on two cores.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR },
  },
});

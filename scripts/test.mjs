#!/usr/bin/env node
// `npm test`: typecheck, lint, vitest (unit + integration + infra), Playwright (when e2e/ has
// specs). Every step runs even after a failure; the last line is always `N passed, M failed`.
// Typecheck counts as one test, lint as two (eslint, prettier). `node scripts/test.mjs typecheck lint` runs a subset
// (steps: typecheck, lint, unit, e2e).
//
// Time (docs/testing.md): typecheck, lint and the SPA build for the browser tests run at the same
// time (they are CPU-bound and one process each), then vitest, then Playwright on the built SPA.
// The summary gives each step's wall time.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = (step) => wanted.length === 0 || wanted.includes(step);
const tmp = mkdtempSync(join(tmpdir(), 'shop-test-report-'));

/** @type {{ step: string; passed: number; failed: number; note?: string; seconds?: number }[]} */
const results = [];
const STEP_ORDER = ['typecheck', 'lint', 'vitest', 'playwright'];

function run(command, args, { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const heading = (text) => console.log(`\n━━ ${text} ━━`);
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * TypeScript project references (tsconfig.json lists them): core is checked once and the others
 * read its declarations; `.tsbuildinfo` files under node_modules/.cache/tsc make an unchanged
 * project cost nothing on the next run. Core first (everything depends on it), then two chains on
 * the two cores: functions → tools (stacks, scripts, bench, e2e, configs), and web.
 */
async function typecheck() {
  const build = async (project) => ({ project, ...(await run(bin('tsc'), ['-b', project], { quiet: true })) });
  const outcomes = [await build('packages/core')];
  if (outcomes[0].code === 0) {
    const chains = await Promise.all([
      (async () => {
        const functions = await build('packages/functions');
        return functions.code === 0 ? [functions, await build('tsconfig.tools.json')] : [functions];
      })(),
      build('web').then((web) => [web]),
    ]);
    outcomes.push(...chains.flat());
  }
  const failed = outcomes.filter((o) => o.code !== 0);
  heading('typecheck');
  for (const o of outcomes) {
    console.log(`${o.code === 0 ? '✓' : '✗'} tsc -b ${o.project}`);
    if (o.code !== 0) process.stdout.write(o.output);
  }
  results.push({
    step: 'typecheck',
    passed: failed.length ? 0 : 1,
    failed: failed.length ? 1 : 0,
    ...(failed.length ? { note: failed.map((o) => o.project).join(', ') } : {}),
  });
}

async function lint() {
  // Quiet while typecheck runs beside it; each report is printed in one piece.
  const [eslint, prettier] = await Promise.all([
    run(bin('eslint'), ['.'], { quiet: true }),
    run(bin('prettier'), ['--check', '--log-level=warn', '.'], { quiet: true }),
  ]);
  heading('lint');
  if (eslint.code !== 0) process.stdout.write(eslint.output);
  console.log(eslint.code === 0 ? '✓ eslint' : '✗ eslint');
  if (prettier.code !== 0) process.stdout.write(prettier.output);
  console.log(prettier.code === 0 ? '✓ prettier' : '✗ prettier (npm run format rewrites the files)');
  const failed = (eslint.code !== 0 ? 1 : 0) + (prettier.code !== 0 ? 1 : 0);
  results.push({ step: 'lint', passed: 2 - failed, failed });
}

async function unit() {
  heading('vitest');
  const file = join(tmp, 'vitest.json');
  const { code } = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  if (!report) {
    results.push({ step: 'vitest', passed: 0, failed: 1, note: `no report (exit ${code})` });
    return;
  }
  // A file that fails before any test runs (import error, failing hook) has no assertions.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  let failed = report.numFailedTests + brokenFiles;
  let note;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `exit ${code} (errors outside tests)`;
  }
  results.push({ step: 'vitest', passed: report.numPassedTests, failed, ...(note ? { note } : {}) });
}

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasSpecs(join(dir, entry.name)) : /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name),
  );
}

/** `vite build` of the SPA the browser tests use (playwright.config.ts serves it when E2E_PREBUILT=1). */
function buildWeb() {
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', 'web'], { quiet: true });
}

async function e2e(built) {
  if (!hasSpecs(join(root, 'e2e'))) {
    heading('playwright: no specs in e2e/, skipped');
    return;
  }
  const build = await built;
  heading('playwright');
  if (build.code !== 0) {
    process.stdout.write(build.output);
    results.push({ step: 'playwright', passed: 0, failed: 1, note: `the SPA build failed (exit ${build.code})` });
    return;
  }
  const file = join(tmp, 'playwright.json');
  const { code } = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, PLAYWRIGHT_JSON_OUTPUT_FILE: file, E2E_PREBUILT: '1' },
  });
  const stats = readJson(file)?.stats;
  if (!stats) {
    results.push({ step: 'playwright', passed: 0, failed: 1, note: `no report (exit ${code})` });
    return;
  }
  let failed = stats.unexpected;
  let note;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `exit ${code} (errors outside tests, e.g. the web server did not start)`;
  }
  results.push({ step: 'playwright', passed: stats.expected + stats.flaky, failed, ...(note ? { note } : {}) });
}

/** Runs a step and records its wall time beside its result. */
async function timed(step, body) {
  const start = Date.now();
  await body();
  const result = results.find((r) => r.step === step);
  if (result) result.seconds = Math.round((Date.now() - start) / 1000);
}

const started = Date.now();
const wantsE2e = selected('e2e') && hasSpecs(join(root, 'e2e'));
// The SPA build starts at once, beside typecheck and lint; Playwright waits for it.
const built = wantsE2e ? buildWeb() : Promise.resolve({ code: 0, output: '' });
await Promise.all([selected('typecheck') ? timed('typecheck', typecheck) : undefined, selected('lint') ? timed('lint', lint) : undefined]);
if (selected('unit')) await timed('vitest', unit);
if (selected('e2e')) await timed('playwright', () => e2e(built));
rmSync(tmp, { recursive: true, force: true });

heading(`summary (${Math.round((Date.now() - started) / 1000)} s)`);
results.sort((a, b) => STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step));
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
  console.log(`${r.failed ? '✗' : '✓'} ${r.step.padEnd(10)} ${r.passed} passed, ${r.failed} failed${time}${r.note ? `  — ${r.note}` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

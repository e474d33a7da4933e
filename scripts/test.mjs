#!/usr/bin/env node
// `npm test`: typecheck, lint, vitest (unit + integration + infra), Playwright (when e2e/ has
// specs). Every step runs even after a failure; the last line is always `N passed, M failed`.
// Typecheck and lint count as one test each. `node scripts/test.mjs typecheck lint` runs a subset
// (steps: typecheck, lint, unit, e2e).
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

/** @type {{ step: string; passed: number; failed: number; note?: string }[]} */
const results = [];

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
  heading('typecheck');
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
  heading('lint');
  const { code } = await run(bin('eslint'), ['.']);
  console.log(code === 0 ? '✓ eslint' : '✗ eslint');
  results.push({ step: 'lint', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
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
    entry.isDirectory()
      ? hasSpecs(join(dir, entry.name))
      : /\.(spec|test)\.[cm]?[jt]sx?$/.test(entry.name),
  );
}

async function e2e() {
  if (!hasSpecs(join(root, 'e2e'))) {
    heading('playwright: no specs in e2e/, skipped');
    return;
  }
  heading('playwright');
  const file = join(tmp, 'playwright.json');
  const { code } = await run(bin('playwright'), ['test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
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

const started = Date.now();
if (selected('typecheck')) await typecheck();
if (selected('lint')) await lint();
if (selected('unit')) await unit();
if (selected('e2e')) await e2e();
rmSync(tmp, { recursive: true, force: true });

heading(`summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const r of results) {
  console.log(`${r.failed ? '✗' : '✓'} ${r.step.padEnd(10)} ${r.passed} passed, ${r.failed} failed${r.note ? `  — ${r.note}` : ''}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

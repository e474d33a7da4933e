#!/usr/bin/env node
// `npm start`: build the SPA, then run the local server (stand-ins + API + SPA) on PORT (3000).
// `npm run dev` (--dev): the API server on API_PORT (3001, SERVE_WEB=0) and Vite with hot reload
// on 3000, proxying /api to 3001 (web/vite.config.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = 'packages/functions/src/local/server.ts';
const dev = process.argv.includes('--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let stopping = false;

function run(command, args, env = {}, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  const done = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (stopping && signal ? 0 : 1));
    });
    child.on('error', (error) => {
      console.error(`[start] could not run ${command}:`, error.message);
      children.delete(child);
      resolve(1);
    });
  });
  return done;
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) child.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopAll(signal);
  });
}

const serverArgs = ['--import', 'tsx', server];

if (dev) {
  const apiPort = process.env.API_PORT ?? '3001';
  const api = run(process.execPath, serverArgs, {
    PORT: apiPort,
    SERVE_WEB: '0',
    APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
  });
  // Vite itself, not through npm, so signals reach it directly.
  const vite = run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], {}, join(root, 'web'));
  // Whichever ends first takes the other down with it.
  const code = await Promise.race([api, vite]);
  if (!stopping) stopAll('SIGTERM');
  await Promise.allSettled([api, vite]);
  process.exit(code);
} else {
  const built = await run(npm, ['run', 'build', '-w', 'web']);
  if (built !== 0) {
    console.error(`[start] building the web app failed (exit ${built}); not starting the server.`);
    process.exit(built);
  }
  if (stopping) process.exit(130);
  process.exit(await run(process.execPath, serverArgs));
}

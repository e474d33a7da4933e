import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { verifyPassword } from '@shop/core/access/password';
import { startSsmStandIn } from '@shop/functions/bound-config.testing';
import { allChunks, buildArtifact, chunkBytes, coldStartChunks, runArtifact } from '../stacks/artifact.js';
import { API_FUNCTION, RENDER_FUNCTION } from '../stacks/functions.js';
import { measure, percentile, type Result } from './stats.js';
import { webBuild } from './web-build.js';

const INIT_RUNS = Number(process.env.BENCH_INIT_RUNS ?? 9);
const KB = 1024;

/** A hash written with the production parameters (argon2id, m=19456, t=2, p=1). */
const PRODUCTION_HASH = '$argon2id$v=19$m=19456,t=2,p=1$b1+olmqfowIWsyRhA1GCXw$kVjFS5G84NbTKwx2ew8uL0vQMZqDnLavRZwmpilDZAo';

/**
 * The API's deployment artifact, built by SST 2.49's own node build (stacks/artifact.ts, arm64):
 * its size, and its cold init in fresh Node processes. Init is timed from the `import()` of the
 * handler module to the handler being ready, with the secrets and site URL bound as on AWS (one
 * GetParameters call, here to a local SSM stand-in) — Lambda's "Init Duration" minus the runtime's
 * own start. Also the argon2id verify time with the production parameters (decision 0012).
 */
export async function artifactBench(): Promise<Result[]> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-artifact-'));
  const prefix = '/sst/shop/bench/';
  const ssm = await startSsmStandIn({
    [`${prefix}Secret/TOKEN_SECRET/value`]: 'bench-token-secret-0123456789abcdef',
    [`${prefix}Secret/STRIPE_SECRET_KEY/value`]: 'none',
    [`${prefix}Secret/STRIPE_WEBHOOK_SECRET/value`]: 'none',
    [`${prefix}StaticSite/web/url`]: 'https://d111111abcdef8.cloudfront.net',
  });
  try {
    const started = performance.now();
    const artifact = await buildArtifact(API_FUNCTION, path.join(tmp, 'api'));
    console.log(`  built with SST in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const cold = chunkBytes(artifact, coldStartChunks(artifact));
    const all = chunkBytes(artifact, allChunks(artifact));
    console.log(`  cold-start chunks: ${coldStartChunks(artifact).length}, ${(cold.total / KB).toFixed(0)} KB with the SDK`);
    console.log(
      `  whole artifact: ${allChunks(artifact).length} chunks, ${(all.total / KB).toFixed(0)} KB, ` +
        `${(all.withoutSdk / KB).toFixed(0)} KB without the SDK (exceljs and the password dictionary load on demand)`,
    );

    const env = {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      SST_APP: 'shop',
      SST_STAGE: 'bench',
      SST_SSM_PREFIX: prefix,
      SSM_ENDPOINT: ssm.endpoint,
      SST_Secret_value_TOKEN_SECRET: '__FETCH_FROM_SSM__',
      SST_Secret_value_STRIPE_SECRET_KEY: '__FETCH_FROM_SSM__',
      SST_Secret_value_STRIPE_WEBHOOK_SECRET: '__FETCH_FROM_SSM__',
      SST_StaticSite_url_web: '__FETCH_FROM_SSM__',
    };
    const inits: number[] = [];
    const initCpu: number[] = [];
    const firstRequests: number[] = [];
    for (let i = 0; i < INIT_RUNS; i++) {
      const run = await runArtifact(artifact, env, [{ method: 'GET', path: '/api/health' }]);
      if (run.responses[0]?.statusCode !== 200) throw new Error(`health answered ${run.responses[0]?.statusCode}`);
      inits.push(run.initMs);
      initCpu.push(run.initCpuMs);
      firstRequests.push(run.responses[0].ms);
    }
    console.log(
      `  init runs (ms): ${inits.map((t) => t.toFixed(0)).join(', ')}; CPU time p50 ${percentile(initCpu, 50).toFixed(0)} ms; first request p50 ${percentile(firstRequests, 50).toFixed(1)} ms; ` +
        `load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} on this machine`,
    );

    // The same without bindings: the app's share of init, without the SSM client and call.
    const unbound: number[] = [];
    for (let i = 0; i < 3; i++) unbound.push((await runArtifact(artifact, { AWS_REGION: 'us-east-1' })).initMs);
    console.log(`  init without bindings (no SSM client, no call), ms: ${unbound.map((t) => t.toFixed(0)).join(', ')}`);

    // The rendering function (decision 0044): its init loads the web's server build too.
    webBuild();
    const render = await buildArtifact(RENDER_FUNCTION, path.join(tmp, 'render'));
    const renderInits: number[] = [];
    const shells: number[] = [];
    for (let i = 0; i < INIT_RUNS; i++) {
      // The back office's shell: answered without a read, so no table is needed to time the first request.
      const run = await runArtifact(render, env, [{ method: 'GET', path: '/admin/login' }]);
      if (run.responses[0]?.statusCode !== 200) throw new Error(`the rendering function answered ${run.responses[0]?.statusCode}`);
      renderInits.push(run.initMs);
      shells.push(run.responses[0].ms);
    }
    console.log(
      `  rendering function: ${(chunkBytes(render, allChunks(render)).total / KB).toFixed(0)} KB of its own code and ` +
        `${(statSync(webBuild().serverEntry).size / KB).toFixed(0)} KB of the web's server build; ` +
        `init runs (ms): ${renderInits.map((t) => t.toFixed(0)).join(', ')}; first request (a shell) p50 ${percentile(shells, 50).toFixed(1)} ms`,
    );

    const verify = await measure(
      20,
      async () => {
        if (!(await verifyPassword(PRODUCTION_HASH, 'correct horse battery staple'))) throw new Error('verify failed');
      },
      3,
    );

    return [
      {
        name: 'API cold-start code, minified, without the AWS SDK',
        value: cold.withoutSdk / KB,
        unit: 'KB',
        goal: 1024,
        lowerIsBetter: true,
      },
      { name: 'API cold init in a fresh Node process (median)', value: percentile(inits, 50), unit: 'ms', goal: 150, lowerIsBetter: true },
      {
        name: 'rendering function cold init in a fresh Node process (median)',
        value: percentile(renderInits, 50),
        unit: 'ms',
        goal: 250,
        lowerIsBetter: true,
      },
      { name: 'argon2id verify, production parameters (p50)', value: percentile(verify, 50), unit: 'ms', goal: 250, lowerIsBetter: true },
    ];
  } finally {
    await ssm.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Builds a function's deployment artifact exactly as `sst deploy` does: SST 2.49's own node runtime
 * handler (`sst/runtime/handlers/node.js`, mode `deploy`) with the props the stacks give the function
 * (stacks/functions.ts) — its esbuild options, chunk splitting, minification, and the `npm install
 * --omit=optional --cpu=<arch>` step for `nodejs.install` packages — then its `copyFiles`, as SST's
 * runtime wrapper does. Used by `artifact.test.ts` (which
 * then loads the artifact in a fresh Node process) and by `npm run bench`.
 */
import { readdirSync, statSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import type { FunctionProps } from 'sst/constructs';
import { setProject } from 'sst/project.js';
import { useNodeHandler } from 'sst/runtime/handlers/node.js';
import { lastMetafiles } from './bundle-plugins.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Artifact {
  /** The directory SST zips and uploads. */
  dir: string;
  /** The module Lambda imports (`<dir>/<handler path>.mjs`) and the export it calls. */
  entry: string;
  exportName: string;
  /** Every file in the artifact, relative to `dir`, with its size. */
  files: { name: string; bytes: number }[];
  /** esbuild's metafile of the build (inputs per output chunk). */
  metafile: Metafile;
}

function listFiles(dir: string, prefix = ''): { name: string; bytes: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(prefix, entry.name);
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, name) : [{ name, bytes: statSync(full).size }];
  });
}

/** SST's build needs a project (only `paths.root` matters to the node handler). */
function provideProject(out: string): void {
  setProject({
    version: 'artifact',
    cdkVersion: 'artifact',
    constructsVersion: 'artifact',
    config: { name: 'shop', stage: 'artifact', region: 'us-east-1', ssmPrefix: '/sst/shop/artifact/' },
    stacks: () => {},
    metafile: { inputs: {}, outputs: {} } as never,
    paths: { root: ROOT, config: path.join(ROOT, 'sst.config.ts'), out, artifacts: path.join(out, 'artifacts') },
  } as never);
}

/**
 * Builds `props` (handler, runtime, architecture, nodejs options) into `out`. Must run with the repo
 * root as working directory, as `sst deploy` does.
 */
export async function buildArtifact(props: FunctionProps & { handler: string }, out: string): Promise<Artifact> {
  if (process.cwd() !== ROOT) throw new Error('SST resolves handler paths from the repo root: run from there');
  provideProject(path.dirname(out));
  // The install step is a real `npm install` in the artifact; keep it off the audit/fund endpoints.
  const npmQuiet = { npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
  const saved = Object.fromEntries(Object.keys(npmQuiet).map((k) => [k, process.env[k]]));
  Object.assign(process.env, npmQuiet);
  try {
    const result = await useNodeHandler().build({
      functionID: `artifact-${path.basename(out)}`,
      out,
      mode: 'deploy',
      props,
    });
    if (result.type === 'error') throw new Error(`SST could not build ${props.handler}:\n${result.errors.join('\n')}`);
    // What SST's runtime wrapper (sst/runtime/handlers.js, deploy mode) does after the build.
    for (const entry of props.copyFiles ?? []) {
      const to = entry.to ?? entry.from;
      if (path.isAbsolute(to)) throw new Error(`Copy destination path "${to}" must be relative`);
      await cp(path.join(ROOT, entry.from), path.join(out, to), { recursive: true });
    }
    const parsed = path.parse(result.handler);
    const source = path.join(ROOT, path.parse(props.handler).dir, `${path.parse(props.handler).name}.ts`);
    const metafile = lastMetafiles.get(source);
    if (!metafile) throw new Error(`no metafile recorded for ${source}: is recordMetafile() in nodejs.esbuild.plugins?`);
    return {
      dir: out,
      entry: path.join(out, parsed.dir, `${parsed.name}.mjs`),
      exportName: parsed.ext.slice(1),
      files: listFiles(out),
      metafile,
    };
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** Is this bundled input part of the AWS SDK (what Lambda's Node runtime also ships)? */
export const isSdkInput = (input: string): boolean => /node_modules\/(@aws-sdk|@smithy|@aws-crypto)\//.test(input);

/**
 * The chunks a cold start loads: the entry module, what it imports dynamically at its top level (the
 * handler modules load their config, then the app: lambda.ts, bound-config.ts), and everything those
 * import statically — but not the chunks only some requests import (exceljs, the password dictionary,
 * the route groups loaded on first use: the back office, orders, Stripe).
 */
export function coldStartChunks(artifact: Artifact): string[] {
  const outputs = artifact.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((file) => path.resolve(ROOT, file) === path.resolve(artifact.entry));
  if (!entryOutput) throw new Error(`the metafile has no output for ${artifact.entry}`);
  const atInit = outputs[entryOutput]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  [entryOutput, ...atInit].forEach(visit);
  return [...seen];
}

/** Every JavaScript chunk of the artifact. */
export const allChunks = (artifact: Artifact): string[] => Object.keys(artifact.metafile.outputs).filter((file) => file.endsWith('.mjs'));

/** Minified bytes of `chunks`, in total and without the AWS SDK's share. */
export function chunkBytes(artifact: Artifact, chunks: readonly string[]): { total: number; withoutSdk: number } {
  let total = 0;
  let sdk = 0;
  for (const file of chunks) {
    const output = artifact.metafile.outputs[file]!;
    total += output.bytes;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) if (isSdkInput(input)) sdk += bytesInOutput;
  }
  return { total, withoutSdk: total - sdk };
}

/** A request to send through the artifact's handler, as API Gateway (HTTP API, payload 2.0) would. */
export interface ArtifactRequest {
  method: string;
  path: string;
  json?: unknown;
  token?: string;
}

export interface ArtifactRun {
  /** ms from the `import()` of the handler module to the handler being ready (Lambda's init). */
  initMs: number;
  /** CPU ms (all threads) the process spent in that import: what the init costs on an idle core. */
  initCpuMs: number;
  /** ms the whole process had run when the handler was ready (Node's own start included). */
  readyAtMs: number;
  responses: { statusCode: number; headers: Record<string, string>; body: string; isBase64Encoded: boolean; ms: number }[];
  /** What the handler returned for each of the `events` (a subscriber's or job's invocations). */
  results: unknown[];
  /** What the process wrote to stderr (Node's warnings among it). */
  stderr: string;
}

/**
 * Runs the artifact in a fresh `node` process, as Lambda's runtime does: imports the entry module,
 * times it, then sends `requests` in order (a `token` of `"$N.token"` is taken from the JSON body of
 * response N). The child sees only `env` (plus PATH and HOME): nothing from this process leaks in.
 */
export async function runArtifact(
  artifact: Artifact,
  env: Record<string, string>,
  requests: ArtifactRequest[] = [],
  events: unknown[] = [],
): Promise<ArtifactRun> {
  const { spawn } = await import('node:child_process');
  const script = `
    const started = performance.now();
    const cpu = process.cpuUsage();
    const mod = await import(${JSON.stringify(pathToFileURL(artifact.entry).href)});
    const handler = mod[${JSON.stringify(artifact.exportName)}];
    const initMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const initCpuMs = (used.user + used.system) / 1000;
    const readyAtMs = performance.now();
    if (typeof handler !== 'function') throw new Error('no handler export');
    const requests = JSON.parse(process.env.ARTIFACT_REQUESTS);
    const responses = [];
    for (const [i, r] of requests.entries()) {
      let token = r.token;
      const ref = /^\\$(\\d+)\\.token$/.exec(token ?? '');
      if (ref) token = JSON.parse(responses[Number(ref[1])].body).token;
      const body = r.json === undefined ? null : JSON.stringify(r.json);
      const event = {
        version: '2.0', routeKey: 'ANY /api/{proxy+}', rawPath: r.path, rawQueryString: '',
        headers: { host: 'api.example.com', accept: 'application/json', 'user-agent': 'artifact-test',
          ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: 'Bearer ' + token } : {}) },
        body, isBase64Encoded: false,
        requestContext: { accountId: '123456789012', apiId: 'api', domainName: 'api.example.com', domainPrefix: 'api',
          http: { method: r.method, path: r.path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.' + (i + 1), userAgent: 'artifact-test' },
          requestId: 'req-' + i, routeKey: 'ANY /api/{proxy+}', stage: '$default', time: '', timeEpoch: Date.now() },
      };
      const t = performance.now();
      const res = await handler(event, { awsRequestId: 'req-' + i });
      responses.push({ ...res, ms: performance.now() - t });
    }
    const results = [];
    for (const [i, e] of JSON.parse(process.env.ARTIFACT_EVENTS).entries()) results.push((await handler(e, { awsRequestId: 'evt-' + i })) ?? null);
    process.stdout.write('\\n@@RESULT@@' + JSON.stringify({ initMs, initCpuMs, readyAtMs, responses, results }));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: artifact.dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      ARTIFACT_REQUESTS: JSON.stringify(requests),
      ARTIFACT_EVENTS: JSON.stringify(events),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const marker = stdout.lastIndexOf('@@RESULT@@');
  if (code !== 0 || marker < 0) throw new Error(`the artifact failed in a fresh process (exit ${code}):\n${stderr}\n${stdout}`);
  return { ...(JSON.parse(stdout.slice(marker + '@@RESULT@@'.length)) as Omit<ArtifactRun, 'stderr'>), stderr };
}

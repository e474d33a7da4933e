/**
 * Synthesizes the whole SST v2 app offline (no AWS, no network) for one stage, for the synth tests.
 * One synthesis per test file (SST keeps its functions and deferred tasks in module state, and vitest
 * gives each test file its own process).
 *
 * How SST 2.49 is booted without its CLI:
 * - `setProject(…)` gives SST the project `initProject` would build (name/region from our
 *   `sst.config.ts`, the stage asked for), but with `.sst`'s role played by a temp dir. We skip
 *   `initProject` itself because it re-bundles sst.config.ts into a `.sst.config.<ts>.mjs` beside it
 *   (a write into the repo) and that bundle holds its own copies of the stack functions, which
 *   `getStack` could not find.
 * - `new App({ mode: 'deploy', … })` + `config.stacks(app)` + `await app.finish()` is what `sst build`
 *   does (`sst/stacks/synth.js`), minus the STS call for the account.
 * - Function bundling: `finish()` runs every Function's deferred build through SST's node runtime
 *   handler. Its `build` is replaced here by a stub that records each function's props and emits the
 *   handler path exactly as SST's would; `stacks/artifact.test.ts` runs SST's real build instead.
 * - StaticSite: its `npm run build` of web/ is replaced by a one-file site in the temp dir (the props
 *   the stack passed are recorded and asserted), and its Vite types file is not written.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Template } from 'aws-cdk-lib/assertions';
import { App, StaticSite, getStack, type FunctionProps, type StaticSiteProps } from 'sst/constructs';
import { setProject } from 'sst/project.js';
import { useRuntimeHandlers } from 'sst/runtime/handlers.js';
import { expect, vi } from 'vitest';
import config from '../sst.config.js';
import { API } from './api.js';
import { Events } from './events.js';
import { Monitoring } from './monitoring.js';
import { Storage } from './storage.js';
import { Web } from './web.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ACCOUNT = '123456789012';
export const REGION = 'us-east-1';

/** Deploy-time inputs the stacks read: only what the caller passes is set during synthesis. */
export const DEPLOY_INPUTS = [
  'APP_URL',
  'SITE_DOMAIN',
  'SITE_CERTIFICATE_ARN',
  'WAF_WEB_ACL_ARN',
  'MAIL_FROM',
  'MAIL_DOMAIN',
  'AWS_REGION',
  'ALARM_EMAIL',
  'STRIPE_PUBLISHABLE_KEY',
  'SCRIPT_ORIGINS',
] as const;
type DeployInput = (typeof DEPLOY_INPUTS)[number];

export interface Synthesis {
  templates: { storage: Template; events: Template; api: Template; web: Template; monitoring: Template };
  stackNames: { storage: string; events: string; api: string; web: string };
  /** Props of every Lambda that SST asked to build, keyed by handler. */
  built: Map<string, FunctionProps>;
  siteProps: StaticSiteProps | undefined;
  siteTypesPath: string | undefined;
  /** Restores the environment and removes the temp dir. */
  dispose(): void;
}

/** Boots SST's project context for `stage` with a temp dir as `.sst` (see the header). */
export async function provideProject(stage: string, out: string) {
  const sstPackage = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/sst/package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
  const options = await config.config();
  setProject({
    version: sstPackage.version,
    cdkVersion: sstPackage.dependencies['aws-cdk-lib'] ?? 'unknown',
    constructsVersion: sstPackage.dependencies.constructs ?? 'unknown',
    config: { ...options, stage, ssmPrefix: `/sst/${options.name}/${stage}/` },
    stacks: config.stacks,
    metafile: { inputs: {}, outputs: {} } as never,
    paths: { root: ROOT, config: path.join(ROOT, 'sst.config.ts'), out, artifacts: path.join(out, 'artifacts') },
  });
  return options;
}

/** A fresh SST App for `stage`, as `sst build` creates it. */
export async function newApp(stage: string, out: string): Promise<App> {
  const options = await provideProject(stage, out);
  return new App(
    { mode: 'deploy', stage, name: options.name, region: options.region, account: ACCOUNT },
    { outdir: path.join(out, 'cdk.out') },
  );
}

export async function synthesize(stage: string, inputs: Partial<Record<DeployInput, string>> = {}): Promise<Synthesis> {
  if (process.cwd() !== ROOT) throw new Error('SST resolves handler and site paths from the repo root: run from there');
  const savedEnv = Object.fromEntries(DEPLOY_INPUTS.map((name) => [name, process.env[name]]));
  for (const name of DEPLOY_INPUTS) {
    if (inputs[name] === undefined) delete process.env[name];
    else process.env[name] = inputs[name];
  }
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-synth-'));
  const built = new Map<string, FunctionProps>();
  let siteProps: StaticSiteProps | undefined;
  let siteTypesPath: string | undefined;

  const app = await newApp(stage, tmp);

  vi.spyOn(useRuntimeHandlers().for('nodejs22.x'), 'build').mockImplementation(async ({ out, props }) => {
    const handler = props.handler ?? '';
    built.set(handler, props);
    // Same layout and handler string as sst/runtime/handlers/node.js produces for an ESM build.
    const parsed = path.parse(handler);
    const target = path.join(out, parsed.dir, `${parsed.name}.mjs`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, 'export const handler = async () => {};\n');
    return { type: 'success', handler };
  });

  // Private StaticSite steps, replaced for the test (see the header).
  type SiteInternals = { props: StaticSiteProps };
  const site = StaticSite.prototype as unknown as Record<'generateViteTypes' | 'buildApp', (this: SiteInternals) => void>;
  vi.spyOn(site, 'generateViteTypes').mockImplementation(function (this: SiteInternals) {
    siteTypesPath = this.props.vite?.types;
  });
  vi.spyOn(site, 'buildApp').mockImplementation(function (this: SiteInternals) {
    siteProps = this.props;
    const prebuilt = path.join(tmp, 'site');
    mkdirSync(prebuilt, { recursive: true });
    writeFileSync(path.join(prebuilt, 'index.html'), '<!doctype html><div id="root"></div>');
    this.props = { ...this.props, path: prebuilt, buildOutput: '.' };
  });

  await config.stacks(app);
  await app.finish();
  app.synth();

  return {
    templates: {
      storage: Template.fromStack(getStack(Storage)),
      events: Template.fromStack(getStack(Events)),
      api: Template.fromStack(getStack(API)),
      web: Template.fromStack(getStack(Web)),
      monitoring: Template.fromStack(getStack(Monitoring)),
    },
    stackNames: {
      storage: getStack(Storage).stackName,
      events: getStack(Events).stackName,
      api: getStack(API).stackName,
      web: getStack(Web).stackName,
    },
    built,
    siteProps,
    siteTypesPath,
    dispose() {
      vi.restoreAllMocks();
      for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------------------------ template helpers

export type Json = Record<string, unknown>;
export interface Resource {
  Type: string;
  Properties: Json;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  NotAction?: unknown;
  NotResource?: unknown;
}

export function only(template: Template, type: string): [string, Resource] {
  const found = Object.entries(template.findResources(type) as Record<string, Resource>);
  expect(
    found.map(([id]) => id),
    `exactly one ${type}`,
  ).toHaveLength(1);
  return found[0]!;
}

/** Flattens `Fn::Join` of literals and the partition pseudo-parameter into a plain ARN string. */
export function arn(value: unknown): string {
  if (typeof value === 'string') return value;
  const v = value as { Ref?: string; 'Fn::Join'?: [string, unknown[]] };
  if (v.Ref === 'AWS::Partition') return 'aws';
  if (v['Fn::Join']) return v['Fn::Join'][1].map(arn).join(v['Fn::Join'][0]);
  return JSON.stringify(value);
}

export const list = <T>(x: T | T[]): T[] => (Array.isArray(x) ? x : [x]);

/** Every inline policy statement attached to the role of the export function with this logical id. */
export function roleStatements(template: Template, functionId: string): Statement[] {
  const fn = template.findResources('AWS::Lambda::Function')[functionId] as Resource;
  const roleId = logicalId(fn.Properties.Role);
  expect(roleId, `${functionId} has a role in its stack`).toBeTruthy();
  return resources(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => (policy.Properties.Roles as unknown[]).some((r) => logicalId(r) === roleId))
    .flatMap(([, policy]) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

export function functionByHandler(template: Template, handler: string): [string, Resource] {
  const found = resources(template, 'AWS::Lambda::Function').filter(([, r]) => r.Properties.Handler === handler);
  expect(
    found.map(([id]) => id),
    `one export function with handler ${handler}`,
  ).toHaveLength(1);
  return found[0]!;
}

export function resources(template: Template, type: string): [string, Resource][] {
  return Object.entries(template.findResources(type) as Record<string, Resource>);
}

/** The logical id behind `{ Ref }` / `{ Fn::GetAtt: [id, …] }`. */
export function logicalId(value: unknown): string | undefined {
  const v = value as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
  return v?.Ref ?? v?.['Fn::GetAtt']?.[0];
}

/** Does `value` import `<logicalId>`'s attribute from the other stack `stackName`? */
export function importsFrom(value: unknown, stackName: string, id: string): boolean {
  const text = JSON.stringify(value);
  return (
    text.includes(`"Fn::ImportValue":"${stackName}:ExportsOutputFnGetAtt${id}`) ||
    text.includes(`"Fn::ImportValue":"${stackName}:ExportsOutputRef${id}`)
  );
}

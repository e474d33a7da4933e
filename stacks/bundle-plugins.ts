import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';

/**
 * esbuild plugins for the Lambda bundles, passed through SST's `nodejs.esbuild` (so `sst deploy`
 * runs them in its own build).
 */

/** `…/node_modules/<name>` and the path inside it, for a resolved file (the innermost package). */
function packageOf(file: string): { root: string; name: string; rest: string } | undefined {
  const match = /^(.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+))[\\/](.*)$/.exec(file);
  return match ? { root: match[1]!, name: match[2]!.replaceAll('\\', '/'), rest: match[3]! } : undefined;
}

const versions = new Map<string, string | undefined>();
function versionOf(root: string): string | undefined {
  if (!versions.has(root)) {
    try {
      versions.set(root, (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string }).version);
    } catch {
      versions.set(root, undefined);
    }
  }
  return versions.get(root);
}

/** Every installed copy of every package under `root` (its node_modules, nested ones, workspaces'). */
function installedCopies(root: string): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  const walk = (dir: string) => {
    const modules = path.join(dir, 'node_modules');
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      // Real directories only: workspace symlinks (node_modules/@shop/*) are walked from their own folder.
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const names = entry.name.startsWith('@')
        ? readdirSync(path.join(modules, entry.name), { withFileTypes: true })
            .filter((scoped) => scoped.isDirectory())
            .map((scoped) => `${entry.name}/${scoped.name}`)
        : [entry.name];
      for (const name of names) {
        const packageRoot = path.join(modules, name);
        copies.set(name, [...(copies.get(name) ?? []), packageRoot]);
        walk(packageRoot);
      }
    }
  };
  walk(root);
  const workspaces = path.join(root, 'packages');
  if (existsSync(workspaces)) {
    for (const ws of readdirSync(workspaces, { withFileTypes: true })) if (ws.isDirectory()) walk(path.join(workspaces, ws.name));
  }
  // Shallowest first, then by path: the choice must not depend on the order esbuild resolves in.
  const depth = (p: string) => p.split(`${path.sep}node_modules${path.sep}`).length;
  for (const list of copies.values()) list.sort((a, b) => depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0));
  return copies;
}

const indexes = new Map<string, Map<string, string[]>>();

/**
 * One copy of each package version in the bundle. npm nests identical versions of a package in
 * several places when the top-level slot is taken by another version (SST's own AWS SDK 3.699 holds
 * many `@aws-sdk/*` slots in node_modules/), and esbuild bundles each physical copy separately: the
 * API bundle carried five copies of the SDK's credential providers and seven of readable-stream. This
 * maps every resolved file to the same file in one chosen copy of the same `name@version` (the
 * shallowest, then the first by path, so every build bundles the same files); a different version is
 * left as it is.
 */
export function dedupePackages(): Plugin {
  return {
    name: 'dedupe-packages',
    setup(build) {
      const root = build.initialOptions.absWorkingDir ?? process.cwd();
      if (!indexes.has(root)) indexes.set(root, installedCopies(root));
      const copies = indexes.get(root)!;
      build.onResolve({ filter: /^(@[^./][^/]*\/)?[^./@][^/]*(\/.*)?$/ }, async (args) => {
        if ((args.pluginData as { deduped?: boolean } | undefined)?.deduped) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { deduped: true },
        });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        const pkg = packageOf(resolved.path);
        const version = pkg && versionOf(pkg.root);
        if (!pkg || !version) return undefined;
        const chosen = (copies.get(pkg.name) ?? []).find((candidate) => versionOf(candidate) === version);
        if (!chosen || chosen === pkg.root || !existsSync(path.join(chosen, pkg.rest))) return undefined;
        return { path: path.join(chosen, pkg.rest), sideEffects: resolved.sideEffects };
      });
    },
  };
}

/**
 * zod's `z` object re-exports every translation of its default messages (`z.locales`, ~180 KB
 * minified, on every cold start). The app never reads them: its messages are its own
 * (`core/shared/validation.ts` sets `customError`) and zod itself only applies English by default,
 * imported directly. In the bundle, zod's locale index exports English alone.
 */
export function zodEnglishOnly(): Plugin {
  return {
    name: 'zod-english-only',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
        contents: 'export { default as en } from "./en.js";\n',
        loader: 'js',
      }));
    },
  };
}

const MODEL_VALIDATOR = 'const Validator = require("jsonschema").Validator;';

/**
 * ElectroDB checks every entity's model against JSON schemas with `jsonschema`: it registers the
 * schemas when it loads and validates each model when the entity is constructed, ~50 ms of each
 * cold start (bench/artifact.bench.ts). The models are constants of the code, and the server tests
 * construct every entity, unbundled, with the check on (core/src/entities.test.ts joins them all in
 * the Service), so a model that fails it never ships. In the bundle, ElectroDB's validator accepts
 * every model without looking. If ElectroDB changes how it loads the validator, the build fails here
 * rather than silently checking again.
 */
export function electrodbModelsCheckedInTests(): Plugin {
  return {
    name: 'electrodb-models-checked-in-tests',
    setup(build) {
      build.onLoad({ filter: /[\\/]node_modules[\\/]electrodb[\\/]src[\\/]validations\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes(MODEL_VALIDATOR)) throw new Error(`${args.path} no longer loads the validator this plugin replaces`);
        const accepting =
          'class Validator { addSchema() {} validate() { return { errors: [] }; } }\nValidator.prototype.customFormats = {};';
        return { contents: source.replace(MODEL_VALIDATOR, accepting), loader: 'js' };
      });
    },
  };
}

/** The metafile of the last build of each entry point (same process), for the artifact test and the bench. */
export const lastMetafiles = new Map<string, Metafile>();

export function recordMetafile(): Plugin {
  return {
    name: 'record-metafile',
    setup(build) {
      build.onEnd((result) => {
        const entries = build.initialOptions.entryPoints;
        const entry = Array.isArray(entries) ? String(entries[0]) : '';
        if (result.metafile && entry) lastMetafiles.set(path.resolve(entry), result.metafile);
      });
    },
  };
}

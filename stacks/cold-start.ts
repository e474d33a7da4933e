/**
 * The check behind `cold-start.test.ts`: which modules the API's cold start loads (the chunks
 * `coldStartChunks` finds in esbuild's metafile), grouped by what the allow-list names — an npm
 * package, one of our folders, or one of our files — with each group's minified size.
 */
import path from 'node:path';
import { ROOT, coldStartChunks, type Artifact } from './artifact.js';

/** An allow-list: what may be loaded at a cold start, each with its most minified KB there. */
export type AllowList = Readonly<Record<string, number>>;

/** `node_modules/@aws-sdk/core/dist-es/index.js` → `@aws-sdk/core` (the last node_modules wins). */
const packageOf = (input: string): string | undefined => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

/** Every domain's permission groups (plain data the permission catalogue joins): one entry for all. */
export const PERMISSION_FILES = 'packages/core/src/*/*.permissions.ts';

/** The allow-list entry an input falls under: its file if listed, else its package or folder. */
export function groupOf(input: string, allow: AllowList): string {
  if (input in allow) return input;
  if (/^packages\/core\/src\/[^/]+\/[^/]+\.permissions\.ts$/.test(input)) return PERMISSION_FILES;
  return packageOf(input) ?? input.slice(0, input.lastIndexOf('/'));
}

/** Every input in the cold-start chunks with its minified bytes there. */
export function coldStartInputs(artifact: Artifact): Map<string, number> {
  const inputs = new Map<string, number>();
  for (const chunk of coldStartChunks(artifact)) {
    for (const [input, { bytesInOutput }] of Object.entries(artifact.metafile.outputs[chunk]!.inputs)) {
      inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  return inputs;
}

/** The shortest chain of imports, among the cold-start inputs, from the handler's module to `target`. */
export function importChain(artifact: Artifact, cold: ReadonlySet<string>, target: string): string[] {
  const inputs = artifact.metafile.inputs;
  const output = Object.keys(artifact.metafile.outputs).find((file) => path.resolve(ROOT, file) === path.resolve(artifact.entry));
  const entry = output && artifact.metafile.outputs[output]!.entryPoint;
  const from = new Map<string, string | null>(entry ? [[entry, null]] : []);
  const queue = entry ? [entry] : [];
  while (queue.length) {
    const current = queue.shift()!;
    if (current === target) break;
    for (const { path } of inputs[current]?.imports ?? []) {
      if (!cold.has(path) || from.has(path)) continue;
      from.set(path, current);
      queue.push(path);
    }
  }
  const chain: string[] = [];
  for (let at: string | null | undefined = target; at; at = from.get(at)) chain.unshift(at);
  return chain;
}

/**
 * What breaks the allow-list: a group it does not name (with the imports that brought it in), or a
 * group larger than its budget. Empty when the cold start loads only what the list allows.
 */
export function coldStartViolations(artifact: Artifact, allow: AllowList): string[] {
  const inputs = coldStartInputs(artifact);
  const cold = new Set(inputs.keys());
  const groups = new Map<string, { bytes: number; first: string; largest: [string, number][] }>();
  for (const [input, bytes] of inputs) {
    const group = groupOf(input, allow);
    const seen = groups.get(group);
    const largest = [...(seen?.largest ?? []), [input, bytes] as [string, number]].sort((a, b) => b[1] - a[1]).slice(0, 3);
    groups.set(group, { bytes: (seen?.bytes ?? 0) + bytes, first: seen?.first ?? input, largest });
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const violations: string[] = [];
  for (const [group, { bytes, first, largest }] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const budget = allow[group];
    if (budget === undefined) {
      const chain = importChain(artifact, cold, first).join(' → ');
      violations.push(`${group} is loaded at a cold start (${kb(bytes)}), not on the allow-list; imported by ${chain}`);
    } else if (bytes > budget * 1024) {
      const top = largest.map(([input, size]) => `${input} ${kb(size)}`).join(', ');
      const chain = importChain(artifact, cold, largest[0]![0]).join(' → ');
      violations.push(
        `${group} is ${kb(bytes)} at a cold start, over its ${budget} KB on the allow-list; largest: ${top}; the first imported by ${chain}`,
      );
    }
  }
  return violations;
}

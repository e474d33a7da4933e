/**
 * The API's cold start loads only what `COLD_START_ALLOW_LIST` names (decision 0051), so a module that
 * slips into it fails here, in the change that brings it, rather than as a slower bench weeks later.
 * Deterministic: it builds the real artifact as `artifact.test.ts` does (SST 2.49's own build,
 * `buildArtifact`, arm64; about 5 s) and reads esbuild's metafile of it; nothing is timed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, buildArtifact, type Artifact } from './artifact.js';
import { COLD_START_ALLOW_LIST } from './cold-start.allow-list.js';
import { coldStartInputs, coldStartViolations } from './cold-start.js';
import { API_FUNCTION } from './functions.js';

// Under .sst/ (ignored): SST's build also writes its debug.log beside the artifact, and may still be
// writing it when the tests end, so only the artifact is removed afterwards.
const out = path.join(ROOT, '.sst', 'cold-start', `api-${process.pid}`);
let artifact: Artifact;

beforeAll(async () => {
  artifact = await buildArtifact(API_FUNCTION, out);
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the API cold start', () => {
  it('loads only modules on the cold-start allow-list, each within its budget', () => {
    expect(coldStartViolations(artifact, COLD_START_ALLOW_LIST)).toEqual([]);
  });

  it("leaves the back office, a shopper's orders and Stripe's webhook to their first request; the admin sign-in loads at init", () => {
    const cold = [...coldStartInputs(artifact).keys()];
    expect(cold.filter((input) => input.includes('packages/functions/src/api/admin/'))).toEqual([
      'packages/functions/src/api/admin/auth.ts',
    ]);
    const onFirstUse = [
      'packages/functions/src/api/admin/routes.ts',
      'packages/functions/src/api/store/order.ts',
      'packages/functions/src/api/store/stripe.ts',
      'packages/core/src/order/order.ts',
    ];
    expect(cold.filter((input) => onFirstUse.includes(input))).toEqual([]);
    const bundled = Object.values(artifact.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(onFirstUse.filter((input) => !bundled.includes(input))).toEqual([]);
  });

  it('names a module outside the list, with the imports that brought it in', () => {
    const withoutPhone = Object.fromEntries(Object.entries(COLD_START_ALLOW_LIST).filter(([key]) => key !== 'libphonenumber-js'));
    const violations = coldStartViolations(artifact, withoutPhone);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(
      /^libphonenumber-js is loaded at a cold start \(\d+\.\d KB\), not on the allow-list; imported by packages\/functions\/src\/lambda\.ts → packages\/functions\/src\/api\/app\.ts → .* → node_modules\/libphonenumber-js\//,
    );
  });

  it('names a group that outgrew its budget', () => {
    expect(coldStartViolations(artifact, { ...COLD_START_ALLOW_LIST, zod: 100 })).toEqual([
      expect.stringMatching(
        /^zod is \d+\.\d KB at a cold start, over its 100 KB on the allow-list; largest: node_modules\/zod\/.* KB; the first imported by packages\/functions\/src\/lambda\.ts → .*zod/,
      ),
    ]);
  });
});

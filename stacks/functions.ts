import type { FunctionProps } from 'sst/constructs';
import { dedupePackages, electrodbModelsCheckedInTests, recordMetafile, zodEnglishOnly } from './bundle-plugins.js';

/**
 * What every Lambda of the app is, as plain data (no CDK import): the stacks build their functions
 * from it and `stacks/artifact.ts` bundles the same entries with the same options, so the artifact
 * test and `npm run bench` load exactly what `sst deploy` uploads.
 */

/** The one Lambda behind the whole HTTP API (the Hono app, `packages/functions/src/lambda.ts`). */
export const API_HANDLER = 'packages/functions/src/lambda.handler';

/** Where subscriber modules live; `<route.handler>.ts` must export `handler`. */
export const SUBSCRIBERS_DIR = 'packages/functions/src/subscribers';

/**
 * Settings every Lambda of the app shares (decision 0012).
 * - `nodejs22.x` on Graviton (`arm_64`): the code is plain JavaScript + WebAssembly (argon2id through
 *   hash-wasm), so nothing in the artifact depends on the CPU.
 * - `nodejs`: ESM, minified, split into chunks so libraries only some routes need (exceljs, the
 *   password dictionary) stay out of cold start; no source maps (SST would upload only the first of
 *   the chunks' maps, and `--enable-source-maps` slows init). No `keepNames` (SST turns it on): it
 *   wraps every function and class in a `__name()` call at load, ~20 ms of each cold start, and
 *   nothing here reads a function's `.name` (errors are told apart by `instanceof` or by the name the
 *   SDK sets). The AWS SDK v3 is bundled, at the exact version tested locally, once
 *   (`dedupePackages`); zod without its unused translations (`zodEnglishOnly`); ElectroDB without
 *   its load-time model check, which the tests run (`electrodbModelsCheckedInTests`); no license
 *   comment blocks (they stay in node_modules, not in the deployed code).
 * - `tracing: 'disabled'`: X-Ray would add a `Resource: "*"` statement to every role; turn it on
 *   deliberately if wanted.
 */
export const LAMBDA_DEFAULTS = {
  runtime: 'nodejs22.x',
  architecture: 'arm_64',
  tracing: 'disabled',
  nodejs: {
    format: 'esm',
    minify: true,
    splitting: true,
    sourcemap: false,
    esbuild: {
      legalComments: 'none',
      keepNames: false,
      plugins: [dedupePackages(), zodEnglishOnly(), electrodbModelsCheckedInTests(), recordMetafile()],
    },
  },
} as const satisfies FunctionProps;

/** The API function's own settings on top of LAMBDA_DEFAULTS. */
export const API_FUNCTION = {
  ...LAMBDA_DEFAULTS,
  handler: API_HANDLER,
  memorySize: '1024 MB',
  timeout: '30 seconds',
} as const satisfies FunctionProps;

/** The rendering function: storefront pages as HTML (`packages/functions/src/render-lambda.ts`, decision 0044). */
export const RENDER_HANDLER = 'packages/functions/src/render-lambda.handler';

/**
 * The rendering function's settings on top of LAMBDA_DEFAULTS. The web's two builds travel beside the
 * code: the server build (one bundle, loaded as is) and, of the browser build, the HTML template and
 * the manifest that names a page's chunks; the browser's files themselves are served from S3.
 */
export const RENDER_FUNCTION = {
  ...LAMBDA_DEFAULTS,
  handler: RENDER_HANDLER,
  memorySize: '1024 MB',
  timeout: '10 seconds',
  copyFiles: [
    { from: 'web/dist-server', to: 'web/dist-server' },
    { from: 'web/dist/index.html', to: 'web/dist/index.html' },
    { from: 'web/dist/.vite/manifest.json', to: 'web/dist/.vite/manifest.json' },
  ],
} as const satisfies FunctionProps;

/** A subscriber's settings on top of LAMBDA_DEFAULTS. */
export function subscriberFunction(handlerFile: string) {
  return {
    ...LAMBDA_DEFAULTS,
    handler: `${SUBSCRIBERS_DIR}/${handlerFile}.handler`,
    memorySize: '512 MB',
    timeout: '30 seconds',
  } as const satisfies FunctionProps;
}

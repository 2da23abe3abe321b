import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Sql } from './db';
import { StartupError } from './errors';

/**
 * Versioned SQL migrations (`migrations/NNN_name.sql`), applied in order at start-up and in
 * tests, each in its own transaction, under an advisory lock so that several processes starting
 * together apply them once. An applied file must never change: its checksum is checked.
 * See docs/decisions/003-migrations.md.
 */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const LOCK_ID = 7_310_001;

interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations = await Promise.all(
    files.map(async (file) => {
      const match = /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNN_name.sql`);
      const sql = await readFile(path.join(dir, file), 'utf8');
      return { version: Number(match[1]), name: match[2]!, sql, checksum: sha256(sql) };
    }),
  );
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) throw new Error(`Migration ${index + 1} is missing before ${migration.name}`);
  });
  return migrations;
}

/** Applies every pending migration; returns the names of those it applied. */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await listMigrations(dir);
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${LOCK_ID})`;
    await reserved`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`;
    const applied = new Map(
      (await reserved<{ version: number; checksum: string }[]>`select version, checksum from schema_migrations`).map(
        (row) => [row.version, row.checksum],
      ),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new StartupError(
            `Migration ${migration.version}_${migration.name} changed after it was applied; add ` +
              'a new migration instead',
          );
        }
        continue;
      }
      await reserved.unsafe('begin');
      try {
        await reserved.unsafe(migration.sql);
        await reserved`
          insert into schema_migrations (version, name, checksum)
          values (${migration.version}, ${migration.name}, ${migration.checksum})`;
        await reserved.unsafe('commit');
      } catch (error) {
        await reserved.unsafe('rollback');
        throw new Error(`Migration ${migration.version}_${migration.name} failed: ${(error as Error).message}`);
      }
      done.push(`${migration.version}_${migration.name}`);
    }
    return done;
  } finally {
    await reserved`select pg_advisory_unlock(${LOCK_ID})`.catch(() => undefined);
    reserved.release();
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The migrations not applied yet, by name (all of them on an empty database). */
export async function pendingMigrations(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const [table] = await sql<{ exists: boolean }[]>`select to_regclass('schema_migrations') is not null as exists`;
  const applied = table!.exists
    ? new Set((await sql<{ version: number }[]>`select version from schema_migrations`).map((row) => row.version))
    : new Set<number>();
  return (await listMigrations(dir))
    .filter((migration) => !applied.has(migration.version))
    .map((migration) => `${migration.version}_${migration.name}`);
}

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/database';
import { connect, databaseUrl, type Sql } from '../src/db';
import { silentLogger } from '../src/logger';

/**
 * `npm run migrate` as a deploy step (docs/runbook.md): `--check` names what is pending and exits 1 on
 * an empty database; a process over that database refuses to start; the command applies every migration;
 * then `--check` exits 0, a second run applies nothing, and the process starts.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const migrate = (url: string, ...args: string[]) =>
  new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      'npx',
      ['tsx', 'api/platform/src/migrate-cli.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' } },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });

describe('npm run migrate', () => {
  const name = `migrate_${randomUUID().replaceAll('-', '')}`;
  let admin: Sql;
  let url: string;
  beforeAll(async () => {
    admin = connect(inject('databaseServerUrl'), { max: 1 });
    await admin.unsafe(`create database ${name}`);
    url = databaseUrl(inject('databaseServerUrl'), name);
  });
  afterAll(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lists pending migrations, applies them, then has nothing to apply', async () => {
    const before = await migrate(url, '--check');
    expect(before.code).toBe(1);
    expect(before.stdout).toMatch(/^migrate: pending 1_foundation, 2_agency_setup(, \d+_\w+)+$/m);

    // A process over DATABASE_URL refuses the older schema, naming the way out, and changes nothing.
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, LOG_LEVEL: 'silent' });
    expect(config.migrateOnStart).toBe(false);
    await expect(openDatabase(config, silentLogger)).rejects.toThrow(
      /schema is older than this version \(pending: 1_foundation, .*\)\. Run `npm run migrate`/,
    );
    expect((await migrate(url, '--check')).code).toBe(1);

    const applied = await migrate(url);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toMatch(/^migrate: applied 1_foundation(, \d+_\w+)+$/m);

    expect(await migrate(url, '--check')).toEqual({ code: 0, stdout: 'migrate: nothing pending.\n' });
    expect(await migrate(url)).toEqual({ code: 0, stdout: 'migrate: nothing to apply.\n' });
    // Migrated, it starts.
    const database = await openDatabase(config, silentLogger);
    await database.close();
  }, 120_000);
});

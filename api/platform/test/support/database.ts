import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { connect, databaseUrl, type Sql } from '../../src/db';
import { TEMPLATE_DATABASE } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by global-setup.ts: the test run's PostgreSQL server. */
    databaseServerUrl: string;
  }
}

export interface TestDatabase {
  url: string;
  sql: Sql;
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the template (about 50 ms), isolated from every other test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = connect(serverUrl, { max: 1 });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = databaseUrl(serverUrl, name);
  const sql = connect(url, { max: 10 });
  return {
    url,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** One database for the tests of the suite this is called in, as `suiteApp` is one app (see there). */
export function suiteDatabase(): TestDatabase {
  const db = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(db, await createTestDatabase());
  });
  afterAll(() => db.drop?.());
  return db;
}

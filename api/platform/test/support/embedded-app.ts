import { startEmbeddedPostgres } from '../../src/embedded-postgres';

/**
 * An app as far as its embedded PostgreSQL goes, for the test that kills it (embedded-postgres.test.ts):
 * starts the server over EMBEDDED_DATA_DIR, says so, and waits to be killed.
 */
await startEmbeddedPostgres({
  dataDir: process.env.EMBEDDED_DATA_DIR!,
  port: Number(process.env.EMBEDDED_PORT),
  settings: { fsync: 'off' },
});
process.stdout.write('started\n');
setInterval(() => undefined, 60_000);

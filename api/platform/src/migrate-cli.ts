import { parseArgs } from 'node:util';
import { runCommandLine } from './command-line';
import { loadConfig } from './config';
import { openDatabase } from './database';
import { createLogger } from './logger';
import { migrate, pendingMigrations } from './migrate';

/**
 * `npm run migrate` (docs/runbook.md): applies the pending migrations to DATABASE_URL (or the embedded
 * server) and names them, as a deploy step before the new processes start — they apply them at start too,
 * under the same advisory lock, so either order is safe. `--check` applies nothing: it lists what is pending
 * and exits 1 when anything is, for a pipeline to read.
 */
await runCommandLine('migrate', async () => {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const database = await openDatabase(loadConfig(), createLogger({ name: 'migrate', level: 'warn' }), {
    reuseRunning: true,
    migrate: false,
    maxConnections: 2,
  });
  try {
    if (values.check) {
      const pending = await pendingMigrations(database.sql);
      console.log(pending.length === 0 ? 'migrate: nothing pending.' : `migrate: pending ${pending.join(', ')}`);
      return pending.length === 0 ? 0 : 1;
    }
    const applied = await migrate(database.sql);
    console.log(applied.length === 0 ? 'migrate: nothing to apply.' : `migrate: applied ${applied.join(', ')}`);
    return 0;
  } finally {
    await database.close();
  }
});

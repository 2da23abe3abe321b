import { bootPlatform } from '@hearth/api/platform/boot';
import { loadConfig } from '@hearth/api/platform/config';
import { createLogger } from '@hearth/api/platform/logger';
import { allProjectors } from './all';
import { replayProjections } from './replay';

/**
 * `npm run replay`: rebuilds every read model from the start of the log into fresh tables and
 * reports whether they equal the live ones. Works beside a running app (it joins the app's
 * embedded PostgreSQL) or on its own. Exit code 0 when equal, 1 otherwise.
 */
const config = loadConfig();
const log = createLogger({ name: 'replay', level: 'warn' });
const platform = await bootPlatform(config, log, { reuseRunningDatabase: true, maxConnections: 4 });
try {
  const report = await replayProjections({ sql: platform.sql, eventStore: platform.eventStore, projectors: allProjectors });
  const rate = report.eventsPerSecond.toLocaleString('en-US');
  console.log(`Replayed ${report.events.toLocaleString('en-US')} events in ${report.seconds.toFixed(2)} s (${rate} events/s).`);
  console.table(
    report.tables.map((table) => ({
      table: table.table,
      'live rows': table.liveRows,
      'replayed rows': table.replayedRows,
      'differing rows': table.differingRows,
    })),
  );
  if (report.liveBehind) console.log('The live read models have not caught up with the log (is the app running?), so they cannot equal the rebuild yet.');
  console.log(report.equal ? 'Result: the rebuilt read models equal the live tables.' : 'Result: the rebuilt read models DIFFER from the live tables.');
  process.exitCode = report.equal ? 0 : 1;
} finally {
  await platform.close();
}

import { bootPlatform } from '@hearth/platform/boot';
import { runCommandLine } from '@hearth/platform/command-line';
import { loadConfig } from '@hearth/platform/config';
import { createLogger } from '@hearth/platform/logger';
import { allProjectors } from './all';
import { ReplayStalled, replayProjections } from './replay';

/**
 * `npm run replay`: rebuilds every read model from the start of the log into fresh tables and
 * reports whether they equal the live ones. Works beside a running app (it joins the app's
 * embedded PostgreSQL) or on its own. Exit code 0 when equal, 1 otherwise.
 */
await runCommandLine('replay', async () => {
  const config = loadConfig();
  const log = createLogger({ name: 'replay', level: 'warn' });
  // One connection per projector of the rebuild and one to read the log.
  const connections = allProjectors.length + 1;
  const platform = await bootPlatform(config, log, { reuseRunningDatabase: true, maxConnections: connections });
  try {
    const report = await replayProjections({
      sql: platform.sql,
      eventStore: platform.eventStore,
      projectors: allProjectors,
    });
    const count = (n: number) => n.toLocaleString('en-US');
    console.log(
      `Replayed ${count(report.events)} events in ${report.seconds.toFixed(2)} s ` +
        `(${count(report.eventsPerSecond)} events/s).`,
    );
    console.log(
      `The log holds ${count(report.logEvents)} events ` +
        `up to the same position${report.events === report.logEvents ? '.' : ': SOME WERE NOT READ.'}`,
    );
    console.table(
      report.tables.map((table) => ({
        table: table.table,
        'live rows': table.liveRows,
        'replayed rows': table.replayedRows,
        'differing rows': table.differingRows,
      })),
    );
    for (const table of report.tables.filter((candidate) => candidate.differingRows > 0)) {
      console.log(`\n${table.table} differs in ${count(table.differingRows)} rows, for example:`);
      for (const { side, row } of table.sample) console.log(`  ${side}: ${JSON.stringify(row)}`);
    }
    if (report.liveBehind)
      console.log(
        '\nThe live read models have not caught up with the log (is the app running?), so they cannot equal ' +
          'the rebuild yet.',
      );
    console.log(
      report.equal
        ? '\nResult: the rebuilt read models equal the live tables.'
        : `\nResult: the rebuilt read models DIFFER from the live tables${differing(report.tables)}.`,
    );
    return report.equal ? 0 : 1;
  } catch (error) {
    if (!(error instanceof ReplayStalled)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await platform.close();
  }
});

function differing(tables: { table: string; differingRows: number }[]): string {
  const names = tables.filter((table) => table.differingRows > 0).map((table) => table.table);
  return names.length > 0 ? ` (${names.join(', ')})` : '';
}

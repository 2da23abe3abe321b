import { parseArgs } from 'node:util';
import { bootPlatform } from '../boot';
import { runCommandLine } from '../command-line';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { auditAgency, formatPosition } from './audit';

/**
 * `npm run audit -- --agency <id>`: prints the agency's history from the event store, one event a
 * line (JSON Lines on stdout: stream, revision, position, type, time, data), and verifies the hash
 * chain. Exit 0 when nothing was altered, 1 when an event was changed or removed (each named with
 * its stream, revision and position on stderr), 2 on a wrong invocation.
 */
await runCommandLine('audit', async () => {
  const { values } = parseArgs({ options: { agency: { type: 'string' } }, strict: true });
  if (!values.agency || !/^[0-9a-f-]{36}$/i.test(values.agency)) {
    console.error('Usage: npm run audit -- --agency <agency id>');
    return 2;
  }
  const config = loadConfig();
  const platform = await bootPlatform(config, createLogger({ name: 'audit', level: 'warn' }), {
    reuseRunningDatabase: true,
    maxConnections: 2,
  });
  try {
    const report = await auditAgency(platform.eventStore, values.agency, (line) => {
      process.stdout.write(`${JSON.stringify(line)}\n`);
    });
    for (const problem of report.problems) {
      const where = `${problem.streamName} revision ${problem.revision} (position ${formatPosition(problem.position)})`;
      console.error(`ALTERED: ${where}: ${problem.problem}`);
    }
    const counted = `audit: ${report.events} events in ${report.streams} streams`;
    const breaks = report.problems.length;
    console.error(
      breaks === 0 ? `${counted}; the hash chain is intact.` : `${counted}; ${breaks} breaks in the hash chain.`,
    );
    return report.problems.length === 0 ? 0 : 1;
  } finally {
    await platform.close();
  }
});

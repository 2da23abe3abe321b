import { parseArgs } from 'node:util';
import { READY_MAX_PROJECTION_LAG_SECONDS } from '@hearth/contracts/operations';
import { bootPlatform } from '@hearth/platform/boot';
import { runCommandLine } from '@hearth/platform/command-line';
import { loadConfig } from '@hearth/platform/config';
import { createLogger } from '@hearth/platform/logger';
import { Client, Connection } from '@temporalio/client';
import { embeddedJobs, mailQueue, needsAttention, projectorLag, type SystemStatus, temporalJobs } from './status';

/**
 * `npm run status`: what an operator needs to see without psql or the Temporal UI, for either
 * workflow driver — the scheduled, running and failed jobs, each projector's lag, and the mail queue
 * with its failures. `--json`
 * prints it as one JSON object. Exit 0 when all is well, 1 when a job or a mail fails or a projector lags
 * more than /readyz allows (so monitoring can run it).
 */
await runCommandLine('status', async () => {
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, check: { type: 'string' } },
    strict: true,
  });
  if (values.check !== undefined && values.check !== 'projections' && values.check !== 'workflows') {
    console.error('Usage: npm run status -- [--json] [--check projections|workflows]');
    return 2;
  }
  const config = loadConfig();
  const platform = await bootPlatform(config, createLogger({ name: 'status', level: 'warn' }), {
    reuseRunningDatabase: true,
    maxConnections: 4,
  });
  try {
    const now = new Date();
    let jobs: SystemStatus['jobs'];
    if (config.TEMPORAL_ADDRESS) {
      const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: '5s' });
      try {
        const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
        jobs = await temporalJobs(client, config.TEMPORAL_TASK_QUEUE);
      } finally {
        await connection.close();
      }
    } else {
      jobs = await embeddedJobs(platform.sql, now);
    }
    const status: SystemStatus = {
      driver: config.TEMPORAL_ADDRESS ? 'temporal' : 'embedded',
      jobs,
      projectors: await projectorLag(platform.sql, platform.eventStore, now),
      mail: await mailQueue(platform.sql, now),
    };
    if (values.check) return healthOf(status, values.check);
    if (values.json) console.log(JSON.stringify(status, null, 2));
    else print(status);
    return needsAttention(status) ? 1 : 0;
  } finally {
    await platform.close();
  }
});

/**
 * The container health checks of docker-compose.yml: the projections process is healthy while
 * its read models keep up; the workflows process while its driver answers (the jobs were listed)
 * and its reactors keep up.
 */
function healthOf(status: SystemStatus, process: 'projections' | 'workflows'): number {
  const mine = status.projectors.filter((projector) => projector.readModel === (process === 'projections'));
  const behind = mine.filter((projector) => projector.lagSeconds > READY_MAX_PROJECTION_LAG_SECONDS);
  const late = behind.map((projector) => `${projector.projector} (${projector.lagSeconds} s)`).join(', ');
  console.log(behind.length === 0 ? `${process}: healthy` : `${process}: behind the log: ${late}`);
  return behind.length === 0 ? 0 : 1;
}

function print(status: SystemStatus) {
  console.log(`Workflow driver: ${status.driver}\n`);
  for (const state of ['failed', 'running', 'scheduled'] as const) {
    const jobs = status.jobs.filter((job) => job.state === state);
    console.log(`${state[0]!.toUpperCase()}${state.slice(1)} jobs: ${jobs.length}`);
    if (jobs.length > 0) console.table(jobs.map(({ state: _, ...job }) => job));
  }
  console.log('\nProjectors:');
  console.table(status.projectors);
  const { waiting, sending, failing, oldestWaitingSince } = status.mail;
  console.log(`\nMail queue: ${waiting} waiting (oldest due ${oldestWaitingSince ?? '-'}), ${sending} being sent`);
  console.log(`Failing mails: ${failing.length}`);
  if (failing.length > 0) console.table(failing);
}

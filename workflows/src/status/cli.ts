import { parseArgs } from 'node:util';
import { READY_MAX_PROJECTION_LAG_SECONDS } from '@hearth/contracts/operations';
import { bootPlatform } from '@hearth/platform/boot';
import { runCommandLine } from '@hearth/platform/command-line';
import { type Config, loadConfig } from '@hearth/platform/config';
import { createLogger } from '@hearth/platform/logger';
import { Client, Connection } from '@temporalio/client';
import { scheduleId } from '../temporal/schedules';
import {
  embeddedJobs,
  mailQueue,
  needsAttention,
  type ProjectorStatus,
  projectorLag,
  type SystemStatus,
  temporalJobs,
} from './status';

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
    const projectors = await projectorLag(platform.sql, platform.eventStore, now);
    // The health checks cost the same at ten agencies or ten thousand: no job is listed.
    if (values.check) {
      const driver = values.check === 'workflows' ? await driverAnswers(config) : null;
      return healthOf(projectors, values.check, driver);
    }
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
      projectors,
      mail: await mailQueue(platform.sql, now),
    };
    if (values.json) console.log(JSON.stringify(status, null, 2));
    else print(status);
    return needsAttention(status) ? 1 : 0;
  } finally {
    await platform.close();
  }
});

/**
 * The container health checks of docker-compose.yml: the projections process is healthy while
 * its read models keep up; the workflows process while its reactors keep up and its driver answers —
 * on Temporal, the notifications Schedule is there and a worker polls the task queue (two calls, however
 * many agencies there are); on the embedded runner, PostgreSQL (where its timers live) answered already.
 */
function healthOf(projectors: ProjectorStatus[], process: 'projections' | 'workflows', driver: string | null): number {
  const mine = projectors.filter((projector) => projector.readModel === (process === 'projections'));
  const behind = mine.filter((projector) => projector.lagSeconds > READY_MAX_PROJECTION_LAG_SECONDS);
  const late = behind.map((projector) => `${projector.projector} (${projector.lagSeconds} s)`).join(', ');
  const problems = [...(behind.length > 0 ? [`behind the log: ${late}`] : []), ...(driver ? [driver] : [])];
  console.log(problems.length === 0 ? `${process}: healthy` : `${process}: ${problems.join('; ')}`);
  return problems.length === 0 ? 0 : 1;
}

/** What is wrong with the workflow driver, or null when it answers. */
async function driverAnswers(config: Config): Promise<string | null> {
  if (!config.TEMPORAL_ADDRESS) return null;
  try {
    const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS, connectTimeout: '5s' });
    try {
      const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
      await client.schedule.getHandle(scheduleId(config.TEMPORAL_TASK_QUEUE, 'notifications')).describe();
      const queue = await connection.workflowService.describeTaskQueue({
        namespace: config.TEMPORAL_NAMESPACE,
        taskQueue: { name: config.TEMPORAL_TASK_QUEUE },
      });
      return (queue.pollers ?? []).length > 0 ? null : `no worker polls the task queue ${config.TEMPORAL_TASK_QUEUE}`;
    } finally {
      await connection.close();
    }
  } catch (error) {
    return `Temporal does not answer: ${(error as Error).message}`;
  }
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

import { backgroundWork } from '@hearth/api/background';
import type { Platform } from '@hearth/platform/boot';
import type { Deps } from '@hearth/platform/deps';
import { startMailSender } from '@hearth/platform/mail/outbox';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { Client, Connection, WorkflowIdConflictPolicy } from '@temporalio/client';
import { createActivities } from './activities';
import { EMBEDDED_LANES, embeddedJobHandlers } from './embedded/handlers';
import { ensureJob } from './embedded/jobs';
import { startEmbeddedRunner } from './embedded/runner';
import { erasureReactor } from './members/erasure-reactor';
import { agenciesWithSchedule } from './rounds/reconcile';
import { armRoundsJob, roundsJobKey, roundsWorkflowId, scheduleReactor } from './rounds/schedule-reactor';
import { connectWithRetry } from './temporal/connect';
import { startTemporalWorker } from './temporal/worker';
import { agencyRoundsWorkflow, scheduleChangedSignal } from './temporal/workflows';

export interface Workflows {
  /** Runs what is due now and sends the mail it queued (used after the development clock moves). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the workflow driver the configuration asks for: Temporal, or the embedded runner. */
export async function startWorkflows(deps: Deps & Pick<Platform, 'transport'>): Promise<Workflows> {
  // Both drivers send mail the same way: the durable outbox's sender (docs/decisions/017).
  const mail = startMailSender({ ...deps, renderers: backgroundWork(deps).mailRenderers });
  try {
    const driver = deps.config.TEMPORAL_ADDRESS
      ? await startTemporal(deps, deps.config.TEMPORAL_ADDRESS)
      : await startEmbedded(deps);
    return {
      async runDue() {
        await driver.runDue?.();
        await mail.drain();
      },
      async stop() {
        await driver.stop();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}

interface Driver {
  runDue?(): Promise<unknown>;
  stop(): Promise<void>;
}

async function startTemporal(deps: Deps, address: string): Promise<Driver> {
  const { config, log } = deps;
  const connection = await connectWithRetry('client', () => Connection.connect({ address }), log);
  const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const taskQueue = config.TEMPORAL_TASK_QUEUE;
  const worker = await startTemporalWorker({
    address,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue,
    client,
    activities: createActivities(deps),
    log,
  });
  // Reconcile: every agency with a schedule has its workflow (a running one is left as it is).
  const agencies = await agenciesWithSchedule(deps.sql);
  for (const agencyId of agencies) {
    await client.workflow.start(agencyRoundsWorkflow, {
      workflowId: roundsWorkflowId(agencyId),
      taskQueue,
      args: [agencyId],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    });
  }
  if (agencies.length > 0) log.info({ agencies: agencies.length }, 'every scheduled agency has its rounds workflow');
  const reactor = await startReactors(deps, async (_tx, agencyId) => {
    await client.workflow.signalWithStart(agencyRoundsWorkflow, {
      workflowId: roundsWorkflowId(agencyId),
      taskQueue,
      args: [agencyId],
      signal: scheduleChangedSignal,
      signalArgs: [],
    });
  });
  return {
    async stop() {
      await reactor.stop();
      await worker.stop();
      await connection.close();
    },
  };
}

async function startEmbedded(deps: Deps): Promise<Driver> {
  const { sql, clock, log } = deps;
  await ensureJob(sql, { key: 'housekeeping', kind: 'housekeeping', payload: {}, dueAt: clock.now() });
  await ensureJob(sql, { key: 'notifications', kind: 'notifications', payload: {}, dueAt: clock.now() });
  // Reconcile: every agency with a schedule has its timer (an existing one keeps its due time).
  for (const agencyId of await agenciesWithSchedule(sql))
    await ensureJob(sql, { key: roundsJobKey(agencyId), kind: 'rounds', payload: { agencyId }, dueAt: clock.now() });
  const reactor = await startReactors(deps, armRoundsJob);
  const runner = startEmbeddedRunner({
    sql,
    clock,
    log,
    handlers: embeddedJobHandlers(createActivities(deps), log),
    lanes: EMBEDDED_LANES,
  });
  return {
    runDue: runner.runDue,
    async stop() {
      await reactor.stop();
      await runner.stop();
    },
  };
}

/** The reactors: re-plan an agency's rounds when its schedule changes; erase a removed member's data. */
export function startReactors(
  deps: Deps,
  onScheduleChanged: Parameters<typeof scheduleReactor>[0],
): Promise<ProjectionRunner> {
  return startProjections({
    sql: deps.sql,
    eventStore: deps.eventStore,
    projectors: [scheduleReactor(onScheduleChanged), erasureReactor(backgroundWork(deps).erasePersonalData)],
    log: deps.log,
  });
}

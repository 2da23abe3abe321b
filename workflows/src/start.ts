import { backgroundWork } from '@hearth/api/background';
import type { Platform } from '@hearth/platform/boot';
import type { Deps } from '@hearth/platform/deps';
import { startMailSender } from '@hearth/platform/mail/outbox';
import { type ProjectionRunner, startProjections } from '@hearth/platform/projections/runner';
import { Client, Connection } from '@temporalio/client';
import { createActivities } from './activities';
import { embeddedJobHandlers } from './embedded/handlers';
import { ensureJob } from './embedded/jobs';
import { startEmbeddedRunner } from './embedded/runner';
import { erasureReactor } from './members/erasure-reactor';
import { armRoundsJob, roundsWorkflowId, scheduleReactor } from './rounds/schedule-reactor';
import { startTemporalWorker } from './temporal/worker';
import { agencyRoundsWorkflow, scheduleChangedSignal } from './temporal/workflows';

export interface Workflows {
  /** Runs what is due now and sends the mail it queued (used after the development clock moves). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the workflow driver the configuration asks for: Temporal, or the embedded runner. */
export async function startWorkflows(platform: Platform): Promise<Workflows> {
  const { config, sql, clock, log } = platform;
  const activities = createActivities(platform);
  // Both drivers send mail the same way: the durable outbox's sender (docs/decisions/017).
  const mail = startMailSender({ ...platform, renderers: backgroundWork(platform).mailRenderers });

  if (config.TEMPORAL_ADDRESS) {
    const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
    const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
    const reactor = await startReactors(platform, async (_tx, agencyId) => {
      await client.workflow.signalWithStart(agencyRoundsWorkflow, {
        workflowId: roundsWorkflowId(agencyId),
        taskQueue: config.TEMPORAL_TASK_QUEUE,
        args: [agencyId],
        signal: scheduleChangedSignal,
        signalArgs: [],
      });
    });
    const worker = await startTemporalWorker({
      address: config.TEMPORAL_ADDRESS,
      namespace: config.TEMPORAL_NAMESPACE,
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      activities,
      log,
    });
    return {
      runDue: async () => void (await mail.drain()),
      async stop() {
        await reactor.stop();
        await worker.stop();
        await connection.close();
        await mail.stop();
      },
    };
  }

  await ensureJob(sql, { key: 'housekeeping', kind: 'housekeeping', payload: {}, dueAt: clock.now() });
  await ensureJob(sql, { key: 'notifications', kind: 'notifications', payload: {}, dueAt: clock.now() });
  const reactor = await startReactors(platform, armRoundsJob);
  const runner = startEmbeddedRunner({ sql, clock, log, handlers: embeddedJobHandlers(activities, log) });
  return {
    async runDue() {
      await runner.runDue();
      await mail.drain();
    },
    async stop() {
      await reactor.stop();
      await runner.stop();
      await mail.stop();
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

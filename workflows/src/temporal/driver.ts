import type { Deps } from '@hearth/platform/deps';
import { Client, Connection, WorkflowIdConflictPolicy } from '@temporalio/client';
import { createActivities } from '../activities';
import { type Driver, startReactors } from '../driver';
import { agenciesWithSchedule } from '../rounds/reconcile';
import { roundsWorkflowId } from '../rounds/schedule-reactor';
import { connectWithRetry } from './connect';
import { startTemporalWorker } from './worker';
import { agencyRoundsWorkflow, scheduleChangedSignal } from './workflows';

/**
 * The Temporal driver: a worker for the activities and the agencies' rounds workflows, and a client
 * that starts or signals them. `startWorkflows` imports this module only when TEMPORAL_ADDRESS is set.
 */
export async function startTemporalDriver(deps: Deps, address: string): Promise<Driver> {
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
    metricsPort: config.TEMPORAL_METRICS_PORT,
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
  const replan = (agencyId: string) =>
    client.workflow.signalWithStart(agencyRoundsWorkflow, {
      workflowId: roundsWorkflowId(agencyId),
      taskQueue,
      args: [agencyId],
      signal: scheduleChangedSignal,
      signalArgs: [],
    });
  const reactor = await startReactors(deps, async (_tx, agencyId) => {
    await replan(agencyId);
  });
  const activities = createActivities(deps);
  return {
    /**
     * After the development clock moved (POST /dev/clock; never in production): whatever became due runs
     * now, before the answer — each agency's rounds step and the notifications, run here as the workflows'
     * own activities (idempotent, so a workflow doing the same finds it done) — and then every agency's
     * workflow re-plans its timers from the new time.
     */
    async runDue() {
      const scheduled = await agenciesWithSchedule(deps.sql);
      for (const agencyId of scheduled) {
        // A step at a time, as the workflow loop does, until nothing more is due now.
        for (let step = 0; step < 10; step++) {
          const { waitMs } = await activities.advanceAgencyRounds(agencyId);
          if (waitMs === null || waitMs > 0) break;
        }
      }
      await activities.sendDueNotifications();
      for (const agencyId of scheduled) await replan(agencyId);
    },
    async stop() {
      await reactor.stop();
      await worker.stop();
      await connection.close();
    },
  };
}

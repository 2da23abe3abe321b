import { backgroundWork } from '@hearth/api/background';
import { chunks } from '@hearth/platform/collections';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { currentRequestId } from '@hearth/platform/request-context';
import { Client, Connection, WorkflowIdConflictPolicy } from '@temporalio/client';
import { createActivities, ROUNDS_BATCH_SIZE } from '../activities';
import { type Driver, startReactors } from '../driver';
import { roundsWorkflowId } from '../rounds/schedule-reactor';
import { connectWithRetry } from './connect';
import { startTemporalWorker } from './worker';
import { agencyRoundsWorkflow, scheduleChangedSignal } from './workflows';

/** How many workflows the client starts or signals at a time (5,000 one by one took minutes). */
const CALLS_AT_ONCE = 16;

/**
 * The Temporal driver: a worker for the activities and the agencies' rounds workflows, and a client
 * that starts or signals them. `startWorkflows` imports this module only when TEMPORAL_ADDRESS is set.
 */
export async function startTemporalDriver(deps: Deps, address: string): Promise<Driver> {
  const { config, log } = deps;
  const connection = await connectWithRetry('client', () => Connection.connect({ address }), log);
  const client = new Client({ connection, namespace: config.TEMPORAL_NAMESPACE });
  const taskQueue = config.TEMPORAL_TASK_QUEUE;
  const activities = createActivities(deps);
  const work = backgroundWork(deps);
  const worker = await startTemporalWorker({
    address,
    namespace: config.TEMPORAL_NAMESPACE,
    taskQueue,
    client,
    activities,
    log,
    metricsPort: config.TEMPORAL_METRICS_PORT,
    cachedWorkflows: config.TEMPORAL_WORKFLOW_CACHE,
  });
  // Reconcile: every agency with a schedule has its workflow (a running one is left as it is).
  const agencies = await work.agenciesWithSchedule();
  await mapWithLimit(agencies, CALLS_AT_ONCE, (agencyId) =>
    client.workflow.start(agencyRoundsWorkflow, {
      workflowId: roundsWorkflowId(agencyId),
      taskQueue,
      args: [agencyId],
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    }),
  );
  if (agencies.length > 0) log.info({ agencies: agencies.length }, 'every scheduled agency has its rounds workflow');
  const requestIdArgs = (): [string] | [] => {
    const requestId = currentRequestId();
    return requestId ? [requestId] : [];
  };
  const replan = (agencyId: string) =>
    client.workflow.signalWithStart(agencyRoundsWorkflow, {
      workflowId: roundsWorkflowId(agencyId),
      taskQueue,
      args: [agencyId],
      signal: scheduleChangedSignal,
      // Inside the reactor, the request that changed the schedule (none for a clock move or at start).
      signalArgs: requestIdArgs(),
    });
  const reactor = await startReactors(deps, async (_tx, agencyId) => {
    await replan(agencyId);
  });
  return {
    /**
     * After the development clock moved (POST /dev/clock; never in production): whatever became due runs
     * now, before the answer — each agency's rounds step and the notifications, run here as the workflows'
     * own activities (idempotent, so a workflow doing the same finds it done) — and then every agency's
     * workflow re-plans its timers from the new time.
     */
    async runDue() {
      const scheduled = await work.agenciesWithSchedule();
      // A step at a time, as the workflow loop does, until nothing more is due now; in batches.
      let due = scheduled;
      for (let step = 0; step < 10 && due.length > 0; step++) {
        const stillDue: string[] = [];
        for (const batch of chunks(due, ROUNDS_BATCH_SIZE)) {
          const nextAt = await activities.advanceAgenciesRounds(batch);
          batch.forEach((agencyId, index) => {
            const at = nextAt[index];
            if (at && deps.clock.msUntil(new Date(at)) <= 0) stillDue.push(agencyId);
          });
        }
        due = stillDue;
      }
      await activities.sendDueNotifications();
      await mapWithLimit(scheduled, CALLS_AT_ONCE, replan);
    },
    async stop() {
      await reactor.stop();
      await worker.stop();
      await connection.close();
    },
  };
}

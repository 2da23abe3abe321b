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

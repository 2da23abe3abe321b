import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from '@hearth/platform/logger';
import type { Client } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Activities } from '../activities';
import { connectWithRetry } from './connect';
import { installTemporalRuntime } from './runtime';
import { ensureSchedules } from './schedules';

export const WORKFLOWS_PATH = fileURLToPath(new URL('./workflows.ts', import.meta.url));
/**
 * The workflow code bundled at build time (`npm run build:server` writes it beside the compiled
 * worker), so the image loads it without TypeScript or webpack; from source it is bundled at start.
 */
const PREBUILT_BUNDLE = fileURLToPath(new URL('./workflow-bundle.js', import.meta.url));

export interface TemporalWorker {
  stop(): Promise<void>;
}

/** The Temporal driver (`TEMPORAL_ADDRESS`): one worker on the product's task queue, plus its Schedules. */
export async function startTemporalWorker(options: {
  address: string;
  namespace: string;
  taskQueue: string;
  client: Client;
  activities: Activities;
  log: Logger;
  /** TEMPORAL_METRICS_PORT: the SDK's Prometheus metrics. */
  metricsPort?: number;
  /** TEMPORAL_WORKFLOW_CACHE: workflows kept in memory, at least one per agency. */
  cachedWorkflows: number;
}): Promise<TemporalWorker> {
  installTemporalRuntime(options.log, options.metricsPort);
  const connection = await connectWithRetry(
    'worker',
    () => NativeConnection.connect({ address: options.address }),
    options.log,
  );
  const worker = await Worker.create({
    connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    ...(existsSync(PREBUILT_BUNDLE)
      ? { workflowBundle: { codePath: PREBUILT_BUNDLE } }
      : { workflowsPath: WORKFLOWS_PATH }),
    activities: options.activities,
    // On a deploy's SIGTERM, activities in flight (a batch of mail) get this long to finish before
    // they are cancelled; compose gives the process 30 s (stop_grace_period).
    shutdownGraceTime: '25s',
    // Every agency on the default schedule wakes on the same minute (ADR 093). With a workflow cached per
    // agency and a minute for its task to wait on this worker's own (sticky) queue, a timer firing
    // continues the workflow where it stopped; with the SDK's defaults (a cache sized from the heap, 10 s)
    // hundreds of them fell back to the shared queue and replayed their histories.
    maxCachedWorkflows: options.cachedWorkflows,
    stickyQueueScheduleToStartTimeout: '60s',
  });
  await ensureSchedules(options.client, options.taskQueue);
  const running = worker.run();
  options.log.info({ address: options.address, taskQueue: options.taskQueue }, 'Temporal worker running');
  return {
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
    },
  };
}

import { fileURLToPath } from 'node:url';
import type { Logger } from '@hearth/platform/logger';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Activities } from '../activities';
import { ensureSchedules } from './schedules';

export const WORKFLOWS_PATH = fileURLToPath(new URL('./workflows.ts', import.meta.url));

export interface TemporalWorker {
  stop(): Promise<void>;
}

/** The Temporal driver (`TEMPORAL_ADDRESS`): one worker on the product's task queue, plus its Schedules. */
export async function startTemporalWorker(options: {
  address: string;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  log: Logger;
}): Promise<TemporalWorker> {
  const connection = await NativeConnection.connect({ address: options.address });
  const worker = await Worker.create({
    connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    workflowsPath: WORKFLOWS_PATH,
    activities: options.activities,
  });
  const clientConnection = await Connection.connect({ address: options.address });
  const client = new Client({ connection: clientConnection, namespace: options.namespace });
  await ensureSchedules(client, options.taskQueue);
  const running = worker.run();
  options.log.info({ address: options.address, taskQueue: options.taskQueue }, 'Temporal worker running');
  return {
    async stop() {
      worker.shutdown();
      await running;
      await clientConnection.close();
      await connection.close();
    },
  };
}

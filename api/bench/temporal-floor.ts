import { fileURLToPath } from 'node:url';
import { mapWithLimit } from '@hearth/platform/concurrency';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { sleep, until } from './support';
import type { noopAtWorkflow } from './temporal-floor-workflow';

/**
 * How far ahead a Monday minute is set, so that every workflow has started (or re-planned) and waits on
 * its timer when it fires: the tuned dev server starts about 50 workflows a second on this machine.
 */
export const LEAD_MS = (workflows: number) => 10_000 + workflows * 40;

let installed = false;
const WORKFLOWS = fileURLToPath(new URL('./temporal-floor-workflow.ts', import.meta.url));

/**
 * Temporal's own floor for a Monday minute, on the run's dev server (docs/performance.md): one workflow
 * per agency whose timer fires at one instant and runs one activity that does nothing, on a worker
 * with the product's settings (a workflow cached per agency, a 60 s sticky schedule-to-start timeout).
 * Answers the seconds from the instant until every activity ran: what the product's opening would take
 * if its activity cost nothing. The product's set-based database floor is added beside it.
 */
export async function temporalNoopFloor(address: string, workflows: number): Promise<number> {
  const taskQueue = `hearth-bench-floor-${Date.now()}`;
  const ran = { ready: 0, fired: 0 };
  // The SDK's informational lines (the bundle's webpack report) stay out of the bench's table.
  if (!installed) Runtime.install({ logger: new DefaultLogger('WARN') });
  installed = true;
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection,
    taskQueue,
    workflowsPath: WORKFLOWS,
    activities: {
      async noop(phase: 'ready' | 'fired') {
        ran[phase]++;
      },
    },
    maxCachedWorkflows: workflows + 100,
    stickyQueueScheduleToStartTimeout: '60s',
  });
  const running = worker.run();
  const client = new Client({ connection: await Connection.connect({ address }) });
  try {
    // The instant: far enough ahead that every workflow is started and waiting on its timer.
    const fireAt = Date.now() + LEAD_MS(workflows);
    await mapWithLimit(
      Array.from({ length: workflows }, (_, index) => index),
      16,
      (index) =>
        client.workflow.start<typeof noopAtWorkflow>('noopAtWorkflow', {
          workflowId: `${taskQueue}-${index}`,
          taskQueue,
          args: [fireAt],
        }),
    );
    await until(async () => ran.ready >= workflows || Date.now() > fireAt, 'the floor’s workflows', 0);
    if (Date.now() > fireAt - 1000) throw new Error('Starting the floor’s workflows took longer than their lead');
    await sleep(fireAt - Date.now());
    const started = performance.now();
    return await until(async () => ran.fired >= workflows, 'every floor activity run', started);
  } finally {
    worker.shutdown();
    await running;
    await client.connection.close();
    await connection.close();
  }
}

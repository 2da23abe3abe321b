import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mapWithLimit } from '@hearth/platform/concurrency';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { peakMemoryMb, sleep, until } from './support';
import type { noopAtWorkflow } from './temporal-floor-workflow';

/**
 * How far ahead a Monday minute is set, so that every workflow has started (or re-planned) and waits on
 * its timer when it fires: the tuned dev server starts about 50 workflows a second on this machine.
 */
export const LEAD_MS = (workflows: number) => 10_000 + workflows * 40;

const HERE = fileURLToPath(import.meta.url);
const WORKFLOWS = fileURLToPath(new URL('./temporal-floor-workflow.ts', import.meta.url));

/** Temporal's own floor for a Monday minute: its time, and the memory of a worker that does nothing else. */
export interface TemporalFloor {
  /** Seconds from the instant until every workflow's activity ran. */
  seconds: number;
  /** The floor worker's peak resident memory, in a process of its own (its workflow code prebuilt). */
  workerMb: number;
}

/**
 * Temporal's own floor for a Monday minute, on the run's dev server (docs/performance.md): one workflow
 * per agency whose timer fires at one instant and runs one activity that does nothing, on a worker
 * with the product's settings (a workflow cached per agency, a 60 s sticky schedule-to-start timeout).
 * The worker runs in a process of its own, with the product's environment, so that its memory is that
 * of a worker holding one cached workflow per agency and nothing else: the floor beside the product's.
 */
export async function temporalNoopFloor(
  address: string,
  workflows: number,
  env: Record<string, string>,
): Promise<TemporalFloor> {
  // Bundled here, so that webpack's memory is not counted in the worker's.
  const folder = mkdtempSync(path.join(tmpdir(), 'hearth-floor-'));
  const bundle = path.join(folder, 'workflows.js');
  writeFileSync(
    bundle,
    (await bundleWorkflowCode({ workflowsPath: WORKFLOWS, logger: new DefaultLogger('WARN') })).code,
  );
  const child = fork(HERE, [address, String(workflows), bundle], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    return await new Promise<TemporalFloor>((resolve, reject) => {
      child.once('message', (floor) => resolve(floor as TemporalFloor));
      child.once('exit', (code) => reject(new Error(`The Temporal floor's worker exited with ${code}`)));
    });
  } finally {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The floor's worker process: runs the workflows and reports the seconds and its own peak memory. */
async function runFloor(address: string, workflows: number, bundle: string): Promise<TemporalFloor> {
  const taskQueue = `hearth-bench-floor-${Date.now()}`;
  const ran = { ready: 0, fired: 0 };
  // The SDK's informational lines stay out of the bench's table.
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({
    connection,
    taskQueue,
    workflowBundle: { codePath: bundle },
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
    const seconds = await until(async () => ran.fired >= workflows, 'every floor activity run', started);
    return { seconds, workerMb: peakMemoryMb(process.pid) };
  } finally {
    worker.shutdown();
    await running;
    await client.connection.close();
    await connection.close();
  }
}

if (process.argv[1] === HERE && process.send) {
  const [address, workflows, bundle] = process.argv.slice(2);
  process.send(await runFloor(address!, Number(workflows), bundle!), () => process.exit(0));
}

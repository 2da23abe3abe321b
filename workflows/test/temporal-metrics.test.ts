import { randomUUID } from 'node:crypto';
import { startTestDeps } from '@hearth/api/test/support/test-app';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { Client, Connection } from '@temporalio/client';
import { describe, expect, inject, it } from 'vitest';
import { startWorkflows } from '../src/start';

/**
 * The Temporal worker's own metrics (docs/runbook.md, "Metrics"): with TEMPORAL_METRICS_PORT the SDK serves
 * Prometheus text there — among it how long workflow and activity tasks waited to be picked up — once the
 * worker has run a workflow on the run's real Temporal dev server. A file of its own: the SDK's runtime,
 * which carries the exporter, is installed once per process.
 */
describe('the Temporal worker’s metrics', () => {
  it('serves task schedule-to-start latency and task counts on TEMPORAL_METRICS_PORT', async () => {
    const address = inject('temporalAddress');
    const port = await freePort();
    const taskQueue = `hearth-test-${randomUUID()}`;
    const test = await startTestDeps({
      env: { TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: taskQueue, TEMPORAL_METRICS_PORT: String(port) },
    });
    const workflows = await startWorkflows({ ...test.deps, transport: test.transport });
    const connection = await Connection.connect({ address });
    try {
      await new Client({ connection }).workflow.execute('housekeepingWorkflow', {
        taskQueue,
        workflowId: `housekeeping-${randomUUID()}`,
      });
      let text = '';
      await expect
        .poll(
          async () => {
            text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
            return text.includes('activity_schedule_to_start_latency');
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      expect(text).toMatch(/^temporal_workflow_task_schedule_to_start_latency_bucket\{/m);
      expect(text).toMatch(/^temporal_activity_schedule_to_start_latency_bucket\{/m);
      expect(text).toMatch(new RegExp(`task_queue="${taskQueue}"`));
    } finally {
      await connection.close();
      await workflows.stop();
      await test.close();
    }
  }, 60_000);
});

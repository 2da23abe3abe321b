import { bundleWorkflowCode } from '@temporalio/worker';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS_PATH } from '../src/temporal/worker';

describe('Temporal workflow bundle', () => {
  it('builds with the worker bundler (deterministic sandbox, no Node APIs) and exports every workflow', async () => {
    const { code } = await bundleWorkflowCode({
      workflowsPath: WORKFLOWS_PATH,
      logger: {
        log: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
        debug: () => undefined,
        trace: () => undefined,
      },
    });
    expect(code.length).toBeGreaterThan(10_000);
    for (const workflow of ['housekeepingWorkflow', 'notificationsWorkflow', 'agencyRoundsWorkflow'])
      expect(code).toContain(workflow);
  }, 120_000);
});

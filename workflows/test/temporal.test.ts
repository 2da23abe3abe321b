import { randomUUID } from 'node:crypto';
import { startTestDeps } from '@hearth/api/test/support/test-app';
import { silentLogger } from '@hearth/platform/logger';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivities } from '../src/activities';
import { startTemporalWorker, type TemporalWorker } from '../src/temporal/worker';

/**
 * Runs the workflows on a real Temporal server. It needs one: set TEMPORAL_ADDRESS (e.g.
 * `localhost:7233`, see docker-compose.yml). No Temporal server can run on this machine.
 */
const address = process.env.TEMPORAL_ADDRESS;

if (address) {
  describe('Temporal driver', () => {
    let test: Awaited<ReturnType<typeof startTestDeps>>;
    let worker: TemporalWorker;
    const taskQueue = `hearth-test-${randomUUID()}`;
    beforeAll(async () => {
      test = await startTestDeps();
      worker = await startTemporalWorker({
        address,
        namespace: 'default',
        taskQueue,
        activities: createActivities(test.deps),
        log: silentLogger,
      });
    }, 60_000);
    afterAll(async () => {
      await worker?.stop();
      await test?.close();
    });

    it('runs the housekeeping workflow through its activity', async () => {
      const connection = await Connection.connect({ address });
      const client = new Client({ connection });
      const result = await client.workflow.execute('housekeepingWorkflow', {
        taskQueue,
        workflowId: `housekeeping-${randomUUID()}`,
      });
      expect(result).toEqual({ sessions: 0, signInChallenges: 0, linkTokens: 0, rateLimitCounters: 0 });
      await connection.close();
    }, 60_000);
  });
} else {
  describe('Temporal driver', () => {
    it.skip('skipped: TEMPORAL_ADDRESS is not set and no Temporal server can run on this machine', () => {});
  });
}

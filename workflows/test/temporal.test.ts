import { randomUUID } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { setSchedule, staffedAgency } from '@hearth/api/test/support/survey';
import { startTestApp, startTestDeps } from '@hearth/api/test/support/test-app';
import { loadConfig } from '@hearth/platform/config';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { Client, Connection } from '@temporalio/client';
import { describe, expect, inject, it } from 'vitest';
import { roundsJobKey, roundsWorkflowId } from '../src/rounds/schedule-reactor';
import { startWorkflows } from '../src/start';

/** The Temporal driver against the run's real Temporal dev server. */
describe('Temporal driver', () => {
  const address = inject('temporalAddress');
  const temporalEnv = () => ({ TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: `hearth-test-${randomUUID()}` });

  async function withClient<T>(use: (client: Client) => Promise<T>): Promise<T> {
    const connection = await Connection.connect({ address });
    try {
      return await use(new Client({ connection }));
    } finally {
      await connection.close();
    }
  }

  it('runs the housekeeping workflow through its activity on the worker', async () => {
    const env = temporalEnv();
    const test = await startTestDeps({ env });
    const workflows = await startWorkflows({ ...test.deps, transport: test.transport });
    try {
      const result = await withClient((client) =>
        client.workflow.execute('housekeepingWorkflow', {
          taskQueue: env.TEMPORAL_TASK_QUEUE,
          workflowId: `housekeeping-${randomUUID()}`,
        }),
      );
      expect(result).toMatchObject({ sessions: 0, signInChallenges: 0, linkTokens: 0, rateLimitCounters: 0 });
    } finally {
      await workflows.stop();
      await test.close();
    }
  }, 60_000);

  it('keeps trying while Temporal is unreachable, and runs once it answers', async () => {
    const port = await freePort();
    const test = await startTestDeps({ env: { ...temporalEnv(), TEMPORAL_ADDRESS: `127.0.0.1:${port}` } });
    const starting = startWorkflows({ ...test.deps, transport: test.transport });
    let started = false;
    void starting.then(() => {
      started = true;
    });
    // Longer than the ~10 s after which a worker without retries gave up.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(started).toBe(false);
    const proxy = await forward(port, address);
    const workflows = await starting;
    try {
      const result = await withClient((client) =>
        client.workflow.execute('housekeepingWorkflow', {
          taskQueue: test.deps.config.TEMPORAL_TASK_QUEUE,
          workflowId: `housekeeping-${randomUUID()}`,
        }),
      );
      expect(result).toMatchObject({ sessions: 0 });
    } finally {
      await workflows.stop();
      proxy.close();
      await test.close();
    }
  }, 90_000);

  it('starts the workflow of every scheduled agency when switched from the embedded driver', async () => {
    const app = await startTestApp();
    try {
      // On the embedded driver: the schedule is set and the agency's timer armed.
      const embedded = await startWorkflows({ ...app.deps, transport: app.transport });
      const agency = await staffedAgency(app, { staff: 1 });
      await setSchedule(agency.client, scheduleOf());
      const agencyId = agency.user.agencyId as string;
      await expect
        .poll(() => app.db.sql`select 1 from scheduled_jobs where job_key = ${roundsJobKey(agencyId)}`)
        .toHaveLength(1);
      await embedded.stop();

      // The same database on Temporal: nothing new happens in the log, yet the workflow exists.
      const switched = { ...app.deps, config: loadConfig({ ...baseEnv(), ...temporalEnv() }) };
      const temporal = await startWorkflows({ ...switched, transport: app.transport });
      try {
        const description = await withClient((client) =>
          client.workflow.getHandle(roundsWorkflowId(agencyId)).describe(),
        );
        expect(description.status.name).toBe('RUNNING');
        expect(description.taskQueue).toBe(switched.config.TEMPORAL_TASK_QUEUE);
      } finally {
        await temporal.stop();
      }
    } finally {
      await app.close();
    }
  }, 90_000);

  it('arms the timer of every scheduled agency when switched from Temporal to the embedded driver', async () => {
    const env = temporalEnv();
    const app = await startTestApp({ env });
    try {
      const temporal = await startWorkflows({ ...app.deps, transport: app.transport });
      const agency = await staffedAgency(app, { staff: 1 });
      await setSchedule(agency.client, scheduleOf());
      const agencyId = agency.user.agencyId as string;
      await expect
        .poll(() =>
          withClient(
            async (client) => (await client.workflow.getHandle(roundsWorkflowId(agencyId)).describe()).status.name,
          ),
        )
        .toBe('RUNNING');
      await temporal.stop();
      expect(await app.db.sql`select 1 from scheduled_jobs where kind = 'rounds'`).toHaveLength(0);

      const switched = { ...app.deps, config: loadConfig(baseEnv()) };
      const embedded = await startWorkflows({ ...switched, transport: app.transport });
      try {
        const [job] = await app.db
          .sql`select kind, payload from scheduled_jobs where job_key = ${roundsJobKey(agencyId)}`;
        expect(job).toEqual({ kind: 'rounds', payload: { agencyId } });
      } finally {
        await embedded.stop();
      }
    } finally {
      await app.close();
    }
  }, 90_000);
});

const baseEnv = () => ({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:3000', LOG_LEVEL: 'silent' });
const scheduleOf = () => ({
  surveyDay: 'Wednesday',
  surveyTime: '09:00',
  timezone: 'America/New_York',
  reminderInterval: 360,
});

/** A TCP forwarder from `port` to `target`: Temporal "coming back" at the address the worker waits on. */
function forward(port: number, target: string): Promise<Server> {
  const [host, targetPort] = target.split(':');
  const server = createServer((incoming) => {
    const outgoing = new Socket();
    outgoing.connect(Number(targetPort), host!, () => {
      incoming.pipe(outgoing);
      outgoing.pipe(incoming);
    });
    const close = () => {
      incoming.destroy();
      outgoing.destroy();
    };
    incoming.on('error', close);
    outgoing.on('error', close);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

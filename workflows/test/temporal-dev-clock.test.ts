import { randomUUID } from 'node:crypto';
import { MONDAY_MORNINGS, setSchedule, staffedAgency } from '@hearth/api/test/support/survey';
import { startTestApp, type TestApp } from '@hearth/api/test/support/test-app';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWorkflows, type Workflows } from '../src/start';

/**
 * The development clock on the Temporal driver (README, "development clock"): after the clock jumps past
 * a round's opening, `runDue` — what POST /dev/clock calls — opens it and sends its mail before it
 * answers, as the embedded driver does, instead of leaving it to a workflow timer set on the old time.
 */
describe('Temporal driver: a development clock jump runs what became due', () => {
  const address = inject('temporalAddress');
  let app: TestApp;
  let workflows: Workflows;
  let agency: Awaited<ReturnType<typeof staffedAgency>>;

  beforeAll(async () => {
    app = await startTestApp({
      now: '2026-03-04T12:00:00Z', // a Wednesday
      env: { TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: `hearth-test-${randomUUID()}` },
    });
    workflows = await startWorkflows({ ...app.deps, transport: app.transport });
    agency = await staffedAgency(app, { staff: 3, agencyName: 'Clock Jump Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
  }, 120_000);
  afterAll(async () => {
    await workflows?.stop();
    await app?.close();
  });

  it('opens the round and mails its links before runDue returns', async () => {
    const surveyMails = async () =>
      (await app.mails()).filter((mail) => mail.subject.startsWith('Your weekly check-in from Clock Jump Hospice'));
    expect(await surveyMails()).toHaveLength(0);
    app.clock.set('2026-03-09T13:05:00Z');
    await workflows.runDue();
    const [round] = await app.db.sql<{ status: string; opens_at: Date }[]>`select status, opens_at from round_state`;
    expect(round).toMatchObject({ status: 'open', opens_at: new Date('2026-03-09T13:00:00Z') });
    expect(await surveyMails()).toHaveLength(3);
    // Once more changes nothing: the workflow finds the round open too.
    await workflows.runDue();
    expect(await surveyMails()).toHaveLength(3);
  }, 120_000);
});

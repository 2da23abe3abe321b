import { randomUUID } from 'node:crypto';
import { setSchedule, staffedAgency, submit, surveyToken } from '@hearth/api/test/support/survey';
import { type Json, startTestApp, type TestApp } from '@hearth/api/test/support/test-app';
import { silentLogger } from '@hearth/platform/logger';
import type { ProjectionRunner } from '@hearth/platform/projections/runner';
import { Client, Connection } from '@temporalio/client';
import type { History } from '@temporalio/common/lib/proto-utils';
import { Worker } from '@temporalio/worker';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createActivities } from '../src/activities';
import { startReactors } from '../src/driver';
import { embeddedJobHandlers } from '../src/embedded/handlers';
import { type EmbeddedRunner, startEmbeddedRunner } from '../src/embedded/runner';
import { armRoundsJob, roundsWorkflowId } from '../src/rounds/schedule-reactor';
import { startWorkflows, type Workflows } from '../src/start';
import { scheduleId } from '../src/temporal/schedules';
import { WORKFLOWS_PATH } from '../src/temporal/worker';
import { openTemporalUi } from './support/browser';
import { fastClock } from './support/fast-clock';
import { recordHistory } from './support/histories';

/**
 * A whole week on the Temporal driver, against the run's real Temporal dev server and a real
 * worker (`startWorkflows`, as the workflows process runs it): the schedule is set through the
 * API, the agency's workflow opens the round on its durable timer, mails links, reminds and closes,
 * then continues as new; the dashboard shows the numbers the embedded driver shows for the same
 * answers; alerts and the Monday digest come through the Schedules; a schedule change reaches the
 * workflow as a signal. The app's clock runs 2,400 times faster than real time (a day in 36 s), and
 * the worker's timers wait the scaled-down time (`Clock.msUntil`).
 */
const FACTOR = 2400;
const ZONE = 'America/New_York';
const ANSWERS: [number, number, number, number, number][] = [
  [4, 4, 4, 7, 7],
  [6, 5, 7, 4, 5],
  [10, 10, 10, 1, 1],
];
const REMINDER_INTERVAL = 360;
/** The lowest an administrator may choose, so that three answers of five show. */
const THRESHOLD = 3;

describe('Temporal driver: a week of rounds on a real server', () => {
  const address = inject('temporalAddress');
  const taskQueue = `hearth-test-${randomUUID()}`;
  const clock = fastClock('2026-03-02T12:00:00Z', 1);
  let app: TestApp;
  let workflows: Workflows;
  let connection: Connection;
  let client: Client;
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  let opensAt: DateTime;

  const mailsTo = async (email: string, subject: string) =>
    (await app.mails()).filter((mail) => mail.recipient === email && mail.subject.includes(subject));
  const workflowId = () => roundsWorkflowId(agency.user.agencyId);

  beforeAll(async () => {
    app = await startTestApp({
      appClock: clock,
      env: { TEMPORAL_ADDRESS: address, TEMPORAL_TASK_QUEUE: taskQueue },
    });
    connection = await Connection.connect({ address });
    client = new Client({ connection });
    workflows = await startWorkflows({ ...app.deps, transport: app.transport });
    agency = await staffedAgency(app, { staff: 5, agencyName: 'Temporal Week Hospice' });
    // From here the workflows process's sender alone sends, as in production: at 2,400 times real time a
    // claim lasts 50 ms, and a second sender here could take over a row still being sent.
    await app.stopMailSender();
    clock.speed(FACTOR);
  }, 120_000);
  afterAll(async () => {
    await workflows?.stop();
    await connection?.close();
    await app?.close();
  });

  it('opens the round on the workflow timer at the scheduled minute and mails every link', async () => {
    // The next whole minute at least an app hour away (1.5 s of real time), in the agency's zone.
    opensAt = DateTime.fromJSDate(clock.now(), { zone: ZONE }).plus({ minutes: 61 }).startOf('minute');
    await setSchedule(agency.client, {
      surveyDay: opensAt.toFormat('cccc'),
      surveyTime: opensAt.toFormat('HH:mm'),
      timezone: ZONE,
      reminderInterval: REMINDER_INTERVAL,
      anonymityThreshold: THRESHOLD,
    });
    await expect
      .poll(() => app.db.sql`select opens_at from round_state`, { timeout: 60_000, interval: 200 })
      .toEqual([{ opens_at: opensAt.toJSDate() }]);
    // Not before its time: the timer fired at (or just after) the scheduled minute.
    const [round] = await app.db.sql<{ opened_at: Date }[]>`select opened_at from round_state`;
    expect(round!.opened_at.getTime()).toBeGreaterThanOrEqual(opensAt.toMillis());
    for (const member of agency.staff)
      await expect
        .poll(async () => (await mailsTo(member.email, 'Your weekly check-in')).length, { timeout: 30_000 })
        .toBe(1);
  }, 90_000);

  it('takes answers, reminds the others on the interval, closes after 24 hours and continues as new', async () => {
    for (const [index, values] of ANSWERS.entries()) {
      const token = await surveyToken(app, agency.staff[index]!.email);
      expect((await submit(app, token, values)).status).toBe(200);
    }
    const firstRunId = (await client.workflow.getHandle(workflowId()).describe()).runId;
    await expect
      .poll(async () => (await app.db.sql`select status from round_state`)[0]?.status, {
        timeout: 150_000,
        interval: 500,
      })
      .toBe('closed');
    for (const member of agency.staff.slice(0, 3)) expect(await mailsTo(member.email, 'Reminder:')).toHaveLength(0);
    // Reminders 6, 12 and 18 hours in; the 24th hour is the close.
    for (const member of agency.staff.slice(3)) expect(await mailsTo(member.email, 'Reminder:')).toHaveLength(3);
    expect(await app.db.sql`select * from events where event_type = 'ResponseSubmitted'`).toHaveLength(3);

    const first = client.workflow.getHandle(workflowId(), firstRunId);
    await expect.poll(async () => (await first.describe()).status.name, { timeout: 30_000 }).toBe('CONTINUED_AS_NEW');
    const history = await first.fetchHistory();
    const events = history.events ?? [];
    // Durable timers to the opening, the reminders and the close (a step that was already due when
    // the one before it ended, on a busy machine, needs none).
    expect(events.filter((event) => event.timerFiredEventAttributes).length).toBeGreaterThanOrEqual(3);
    expect(events.at(-1)?.workflowExecutionContinuedAsNewEventAttributes).toBeTruthy();
    recordHistory('agency-rounds-week', history);
    // The history just recorded replays against today's code.
    await Worker.runReplayHistory({ workflowsPath: WORKFLOWS_PATH }, history, workflowId());
    await expect
      .poll(async () => (await client.workflow.getHandle(workflowId()).describe()).status.name)
      .toBe('RUNNING');
  }, 200_000);

  it('shows the same dashboard numbers the embedded driver shows for the same answers', async () => {
    await app.settled();
    const temporal = await dashboardOf(agency.client);
    const embedded = await embeddedWeek(opensAt);
    expect(temporal.historical).toEqual(embedded.historical);
    expect(temporal.currentWeek).toEqual(embedded.currentWeek);
    expect(temporal.historical.weeks).toHaveLength(1);
  }, 120_000);

  it('sends the alert through the notifications Schedule', async () => {
    const schedule = client.schedule.getHandle(scheduleId(taskQueue, 'notifications'));
    await schedule.trigger();
    await expect
      .poll(async () => (await mailsTo(agency.email, 'attention')).length, { timeout: 30_000, interval: 250 })
      .toBe(1);
    expect((await schedule.describe()).info.recentActions.length).toBeGreaterThanOrEqual(1);
  }, 60_000);

  it('re-plans at once when the schedule changes: the reactor signals the sleeping workflow', async () => {
    const current = client.workflow.getHandle(workflowId());
    await setSchedule(agency.client, {
      surveyDay: 'Thursday',
      surveyTime: '10:00',
      timezone: 'America/Chicago',
      reminderInterval: 0,
    });
    const thursday = DateTime.fromJSDate(clock.now(), { zone: 'America/Chicago' })
      .set({ weekday: 4, hour: 10, minute: 0, second: 0, millisecond: 0 })
      .toUTC()
      .toISO({ suppressMilliseconds: false });
    await expect
      .poll(
        async () => {
          const events = (await current.fetchHistory()).events ?? [];
          const signalled = events.findIndex((event) => event.workflowExecutionSignaledEventAttributes);
          return signalled >= 0 ? lastAdvance(events.slice(signalled))?.nextAt : undefined;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(new Date(thursday!).toISOString());
    recordHistory('agency-rounds-schedule-change', await current.fetchHistory());
  }, 60_000);

  it('sends the Monday digest through the Schedule at 08:00 agency time', async () => {
    const nextMonday = DateTime.fromJSDate(clock.now(), { zone: 'America/Chicago' })
      .plus({ weeks: 1 })
      .set({ weekday: 1, hour: 8, minute: 5 });
    clock.jump(nextMonday.toMillis() - clock.now().getTime());
    await client.schedule.getHandle(scheduleId(taskQueue, 'notifications')).trigger();
    await expect
      .poll(async () => (await mailsTo(agency.email, 'Weekly summary')).length, { timeout: 30_000, interval: 250 })
      .toBe(1);
  }, 60_000);

  it('is found by its agency in the Temporal Web UI', async () => {
    const uiUrl = inject('temporalUiUrl');
    expect(uiUrl, 'the run starts its own dev server, which serves the UI').not.toBe('');
    const found = await openTemporalUi(`${uiUrl}/namespaces/default/workflows`, workflowId());
    expect(found).toContain(workflowId());
  }, 90_000);
});

/** The step the first advance after the signal answered. */
function lastAdvance(events: NonNullable<History['events']>) {
  for (const event of events) {
    const data = event.activityTaskCompletedEventAttributes?.result?.payloads?.[0]?.data;
    if (data) return JSON.parse(Buffer.from(data).toString()) as { nextAt: string | null };
  }
  return undefined;
}

async function dashboardOf(admin: Awaited<ReturnType<typeof staffedAgency>>['client']) {
  const currentWeek = (await admin.get('/api/dashboard/current-week')).body;
  const historical = (await admin.get('/api/dashboard/historical?weeks=4')).body;
  return { currentWeek: withoutIds(currentWeek), historical: withoutIds(historical) };
}

/** The same week on the embedded driver, its clock moved by hand: the same answers, the same schedule. */
async function embeddedWeek(opensAt: DateTime) {
  const app = await startTestApp({ now: opensAt.minus({ days: 1 }).toUTC().toISO()! });
  let reactor: ProjectionRunner | undefined;
  let runner: EmbeddedRunner | undefined;
  try {
    reactor = await startReactors(app.deps, armRoundsJob);
    runner = startEmbeddedRunner({
      sql: app.db.sql,
      clock: app.clock,
      log: silentLogger,
      handlers: embeddedJobHandlers(createActivities(app.deps), silentLogger),
      pollMs: 3_600_000,
    });
    const agency = await staffedAgency(app, { staff: 5, agencyName: 'Embedded Week Hospice' });
    await setSchedule(agency.client, {
      surveyDay: opensAt.toFormat('cccc'),
      surveyTime: opensAt.toFormat('HH:mm'),
      timezone: opensAt.zoneName!,
      reminderInterval: REMINDER_INTERVAL,
      anonymityThreshold: THRESHOLD,
    });
    await expect
      .poll(async () => (await app.db.sql`select 1 from scheduled_jobs where kind = 'rounds'`).length)
      .toBe(1);
    const at = async (time: DateTime) => {
      app.clock.set(time.toJSDate());
      await runner!.runDue();
    };
    await at(opensAt);
    for (const [index, values] of ANSWERS.entries())
      expect((await submit(app, await surveyToken(app, agency.staff[index]!.email), values)).status).toBe(200);
    for (const hours of [6, 12, 18, 24, 25]) await at(opensAt.plus({ hours }));
    await app.settled();
    return await dashboardOf(agency.client);
  } finally {
    await runner?.stop();
    await reactor?.stop();
    await app.close();
  }
}

/**
 * Ids differ between the two agencies by construction, and answer sets are shuffled at the close
 * (docs/anonymity.md), so lists compare as sets; the numbers must not differ.
 */
function withoutIds(value: Json): Json {
  if (Array.isArray(value))
    return value.map(withoutIds).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/id$/i.test(key))
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  return value;
}

import { setSchedule, staffedAgency, submit, surveyToken } from '@hearth/api/test/support/survey';
import { startTestApp, type TestApp } from '@hearth/api/test/support/test-app';
import { silentLogger } from '@hearth/platform/logger';
import type { ProjectionRunner } from '@hearth/platform/projections/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivities } from '../src/activities';
import { startReactors } from '../src/driver';
import { embeddedJobHandlers } from '../src/embedded/handlers';
import { type EmbeddedRunner, startEmbeddedRunner } from '../src/embedded/runner';
import { armRoundsJob } from '../src/rounds/schedule-reactor';

/**
 * The embedded driver end to end over several weeks on a fake clock: the reactor arms the agency's
 * timer when the schedule is set, two runners poll the same table, clocks change for daylight
 * saving, and the schedule is edited while a round is open.
 */
describe('embedded runner: weekly rounds over several weeks', () => {
  let app: TestApp;
  let reactor: ProjectionRunner;
  let runners: EmbeddedRunner[];
  let agency: Awaited<ReturnType<typeof staffedAgency>>;

  const surveysTo = async (email: string) =>
    (await app.mails()).filter((mail) => mail.recipient === email && mail.subject.startsWith('Your weekly check-in'));
  const remindersTo = async (email: string) =>
    (await app.mails()).filter((mail) => mail.recipient === email && mail.subject.startsWith('Reminder:'));
  /** Moves the clock and lets both runners race for whatever became due. */
  async function at(iso: string) {
    app.clock.set(iso);
    await Promise.all(runners.map((runner) => runner.runDue()));
    await Promise.all(runners.map((runner) => runner.runDue()));
  }
  const rounds = () =>
    app.db.sql<{ opens_at: Date; status: string }[]>`select opens_at, status from round_state order by opens_at`;

  beforeAll(async () => {
    app = await startTestApp({ now: '2026-02-25T12:00:00Z' });
    reactor = await startReactors(app.deps, armRoundsJob);
    const handlers = embeddedJobHandlers(createActivities(app.deps), silentLogger);
    runners = [0, 1].map(() =>
      startEmbeddedRunner({ sql: app.db.sql, clock: app.clock, log: silentLogger, handlers, pollMs: 3_600_000 }),
    );
    agency = await staffedAgency(app, { staff: 5, agencyName: 'Embedded Runner Hospice' });
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await reactor.stop();
    await app.close();
  });

  it('arms the agency timer when the schedule is set and opens the first round on time (before DST)', async () => {
    await setSchedule(agency.client, {
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 480,
    });
    await expect
      .poll(async () => (await app.db.sql`select due_at from scheduled_jobs where kind = 'rounds'`).length)
      .toBe(1);
    await at('2026-02-25T12:00:01Z');
    expect((await app.db.sql`select due_at from scheduled_jobs where kind = 'rounds'`)[0]!.due_at).toEqual(
      new Date('2026-03-02T14:00:00Z'),
    );
    await at('2026-03-02T13:59:00Z');
    expect(await rounds()).toEqual([]);
    await at('2026-03-02T14:00:00Z');
    expect(await rounds()).toEqual([{ opens_at: new Date('2026-03-02T14:00:00Z'), status: 'open' }]);
    for (const member of agency.staff) expect(await surveysTo(member.email)).toHaveLength(1);
  });

  it('reminds non-respondents on the interval, once even with two runners, then closes', async () => {
    for (const member of agency.staff.slice(0, 3))
      expect((await submit(app, await surveyToken(app, member.email), [4, 4, 4, 7, 7])).status).toBe(200);
    await at('2026-03-02T22:00:00Z');
    await at('2026-03-03T06:00:00Z');
    for (const member of agency.staff.slice(0, 3)) expect(await remindersTo(member.email)).toHaveLength(0);
    for (const member of agency.staff.slice(3)) expect(await remindersTo(member.email)).toHaveLength(2);
    await at('2026-03-03T14:00:00Z');
    expect((await rounds()).map((round) => round.status)).toEqual(['closed']);
    expect(await app.db.sql`select * from events where event_type = 'ResponseSubmitted'`).toHaveLength(3);
  });

  it('opens the next round at 09:00 local after clocks sprang forward (13:00 UTC, not 14:00)', async () => {
    await at('2026-03-09T13:00:00Z');
    expect((await rounds()).map((round) => round.opens_at.toISOString())).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
    ]);
    for (const member of agency.staff) expect(await surveysTo(member.email)).toHaveLength(2);
  });

  it('lets a schedule edit mid-round take effect from the next round only', async () => {
    await at('2026-03-09T16:00:00Z');
    await setSchedule(agency.client, {
      surveyDay: 'Thursday',
      surveyTime: '10:00',
      timezone: 'America/Chicago',
      reminderInterval: 0,
    });
    await at('2026-03-09T16:00:01Z');
    const [current] = await app.db.sql<
      { closes_at: Date; status: string }[]
    >`select closes_at, status from round_state where status <> 'closed'`;
    expect(current).toEqual({ closes_at: new Date('2026-03-10T13:00:00Z'), status: 'open' });
    await at('2026-03-10T13:00:00Z');
    await at('2026-03-12T14:59:00Z');
    expect((await rounds()).length).toBe(2);
    await at('2026-03-12T15:00:00Z');
    expect((await rounds()).map((round) => round.opens_at.toISOString())).toEqual([
      '2026-03-02T14:00:00.000Z',
      '2026-03-09T13:00:00.000Z',
      '2026-03-12T15:00:00.000Z',
    ]);
    await at('2026-03-13T15:00:00Z');
    for (const member of agency.staff) expect(await surveysTo(member.email)).toHaveLength(3);
    expect(
      await app.db.sql`
        select * from events where event_type = 'ReminderSent' and data->>'roundId' in
          (select round_id::text from round_state where opens_at = '2026-03-12T15:00:00Z')`,
    ).toHaveLength(0);
    expect((await rounds()).every((round) => round.status === 'closed')).toBe(true);
  });

  it('never sent anyone two survey mails for one round', async () => {
    const opened = (await app.db.sql`select count(*)::int as n from events where event_type = 'SurveyRoundOpened'`)[0]!
      .n;
    for (const member of agency.staff) expect(await surveysTo(member.email)).toHaveLength(opened);
  });
});

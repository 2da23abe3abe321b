import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRound } from '../../src/survey/rounds/close';
import { advanceRounds, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

describe('survey submissions under concurrency', () => {
  let app: TestApp;
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    app = await startTestApp({ now: '2026-03-04T12:00:00Z' });
    agency = await staffedAgency(app, { staff: 12 });
    await setSchedule(agency.client, {
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 0,
    });
    app.clock.set('2026-03-09T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
  });
  afterAll(() => app.close());

  it('accepts a link once even when it is sent twice at the same moment', async () => {
    const token = await surveyToken(app, agency.staff[0]!.email);
    const results = await Promise.all([
      submit(app, token, [5, 5, 5, 5, 5]),
      submit(app, token, [6, 6, 6, 6, 6]),
      submit(app, token, [7, 7, 7, 7, 7]),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 404, 404]);
    expect(await app.db.sql`select * from round_answers`).toHaveLength(1);
  });

  it('counts every acknowledged answer when the round closes while answers arrive', async () => {
    const tokens = await Promise.all(agency.staff.slice(1).map((member) => surveyToken(app, member.email)));
    app.clock.set('2026-03-10T12:59:59Z');
    const [round] = await app.db.sql<{ round_id: string }[]>`select round_id from round_state`;
    const roundId = round!.round_id;
    const submissions = tokens.map((token) => submit(app, token, [4, 4, 4, 6, 6]));
    const closing = closeRound(app.deps, roundId);
    const results = await Promise.all(submissions);
    await closing;
    const accepted = results.filter((result) => result.status === 200).length + 1;
    expect(results.every((result) => result.status === 200 || result.status === 404)).toBe(true);
    const [closed] = await app.db.sql<
      { data: { responseCount: number } }[]
    >`select data from events where event_type = 'SurveyRoundClosed'`;
    expect(closed!.data.responseCount).toBe(accepted);
    expect(await app.db.sql`select * from round_answers`).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceAgenciesRounds } from '../../src/survey/rounds/advance';
import { setSchedule, staffedAgency } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The embedded runner advances agencies in batches, and a batch's openings are written together
 * (ADR 068). Agencies in one batch must stay apart: each round invites its own agency's staff only,
 * agencies not yet due are left alone, and a batch run again repeats nothing.
 */
describe('rounds of several agencies opened in one batch', () => {
  let app: TestApp;
  let due: Awaited<ReturnType<typeof staffedAgency>>[];
  let later: Awaited<ReturnType<typeof staffedAgency>>;
  let unscheduled: Awaited<ReturnType<typeof staffedAgency>>;
  const monday = {
    surveyDay: 'Monday',
    surveyTime: '09:00',
    timezone: 'America/New_York',
    reminderInterval: 0,
  } as const;
  const ids = () => [...due, later, unscheduled].map((agency) => agency.user.agencyId as string);

  beforeAll(async () => {
    app = await startTestApp({ now: '2026-03-04T12:00:00Z' }); // a Wednesday
    due = [
      await staffedAgency(app, { staff: 3, agencyName: 'Cedar Hospice' }),
      await staffedAgency(app, { staff: 2, agencyName: 'Willow Hospice' }),
      await staffedAgency(app, { staff: 0, agencyName: 'Empty Hospice' }),
    ];
    for (const agency of due) await setSchedule(agency.client, monday);
    later = await staffedAgency(app, { staff: 2, agencyName: 'Evening Hospice' });
    await setSchedule(later.client, { ...monday, surveyTime: '17:00' });
    unscheduled = await staffedAgency(app, { staff: 1, agencyName: 'Unscheduled Hospice' });
  });
  afterAll(() => app.close());

  it("invites each agency's own staff, once, and answers each agency's next step", async () => {
    app.clock.set('2026-03-09T13:00:00Z'); // Monday 09:00 in New York
    const outcomes = await advanceAgenciesRounds(app.deps, ids());
    expect(outcomes.map(({ nextAt }) => nextAt?.toISOString() ?? null)).toEqual([
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-09T21:00:00.000Z',
      null,
    ]);
    const rounds = await app.db.sql<{ agency_id: string; invited_count: number; participants: string[] }[]>`
      select s.agency_id, s.invited_count,
             coalesce(array_agg(p.member_id::text order by p.member_id) filter (where p.member_id is not null), '{}')
               as participants
      from round_state s left join round_participants p on p.round_id = s.round_id
      group by s.agency_id, s.invited_count`;
    expect(rounds).toHaveLength(3);
    for (const agency of due) {
      const round = rounds.find((row) => row.agency_id === agency.user.agencyId);
      expect(round).toEqual({
        agency_id: agency.user.agencyId,
        invited_count: agency.staff.length,
        participants: agency.staff.map((member) => member.id).sort(),
      });
    }
    const surveyMails = (await app.mails()).filter((mail) => /^Your weekly check-in/.test(mail.subject));
    expect(surveyMails.map((mail) => mail.recipient).sort()).toEqual(
      due.flatMap((agency) => agency.staff.map((member) => member.email)).sort(),
    );
    for (const agency of due)
      for (const member of agency.staff)
        expect(surveyMails.find((mail) => mail.recipient === member.email)!.fromName).toContain(agency.agencyName);
  });

  it('repeats nothing when the same batch runs again (a retry after a crash)', async () => {
    const before = (await app.mails()).length;
    await advanceAgenciesRounds(app.deps, ids());
    expect(await app.db.sql`select 1 from round_state`).toHaveLength(3);
    expect(await app.db.sql`select 1 from events where event_type = 'SurveySent'`).toHaveLength(3);
    expect((await app.mails()).length).toBe(before);
  });
});

import type { EventStore } from '@hearth/platform/eventstore/port';
import { silentLogger } from '@hearth/platform/logger';
import { beforeAll, describe, expect, it } from 'vitest';
import { advanceAgenciesRounds } from '../../src/survey/rounds/advance';
import { dropRoundStorage } from '../../src/survey/rounds/storage';
import { setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * The embedded runner advances agencies in batches, and a batch's openings and closes are written together
 * (ADR 068). Agencies in one batch must stay apart: each round invites its own agency's staff only,
 * agencies not yet due are left alone, and a batch run again repeats nothing.
 */
describe('rounds of several agencies advanced in one batch', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' }); // a Wednesday
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

  it("closes the batch's rounds together a day later, each with its own agency's answers", async () => {
    const [cedar, willow] = due;
    for (const member of cedar!.staff)
      expect((await submit(app, await surveyToken(app, member.email), [8, 8, 8, 2, 2])).status).toBe(200);
    expect((await submit(app, await surveyToken(app, willow!.staff[0]!.email), [3, 3, 3, 8, 8])).status).toBe(200);
    app.clock.set('2026-03-10T13:00:00Z'); // 24 hours after the opening
    // First the batch "dies" at its second append (the late evening opening's append is the first):
    // some closes are in the log, none is cleaned up, and no sealed answer is gone.
    let appends = 0;
    const store = app.deps.eventStore;
    const dying: EventStore = {
      ...store,
      async append(...args) {
        if (appends++ === 1) throw new Error('process killed between two appends');
        return store.append(...args);
      },
    };
    await expect(advanceAgenciesRounds({ ...app.deps, eventStore: dying }, ids())).rejects.toThrow('process killed');
    expect(await app.db.sql`select 1 from round_answers`).toHaveLength(4);
    expect(await app.db.sql`select 1 from round_state where status = 'closed'`).toHaveLength(0);
    // Run again, it finishes: each answer once (below).
    const outcomes = await advanceAgenciesRounds(app.deps, ids());
    expect(outcomes.map(({ closedRound }) => closedRound)).toEqual([true, true, true, false, false]);
    const answers = await app.db.sql<{ agency_id: string; answers: number }[]>`
      select s.agency_id, count(e.*)::int as answers from round_state s
      left join events e on e.stream_name = 'survey_round-' || s.round_id and e.event_type = 'ResponseSubmitted'
      where s.status = 'closed' group by s.agency_id`;
    expect(Object.fromEntries(answers.map((row) => [row.agency_id, row.answers]))).toEqual({
      [cedar!.user.agencyId]: 3,
      [willow!.user.agencyId]: 1,
      [due[2]!.user.agencyId]: 0,
    });
    // Nothing of the closed rounds is left: their people, sealed answers, mails, or storage. (The
    // evening agency's round, due at 17:00 yesterday, opened late in the same batch.)
    const closedAt = new Date('2026-03-10T13:00:00Z');
    const [left] = await app.db.sql<{ rows: number; partitions: number }[]>`
      select (select count(*) from round_participants where closes_at = ${closedAt})::int
               + (select count(*) from round_answers where closes_at = ${closedAt})::int
               + (select count(*) from outbox o join round_state s on s.round_id = o.scope
                  where s.closes_at = ${closedAt})::int as rows,
             (select count(*) from pg_class
              where relkind = 'r' and relname = ${`round_answers_p${closedAt.getTime()}`})::int as partitions`;
    expect(left).toEqual({ rows: 0, partitions: 0 });
  });

  it("keeps an opening's storage when housekeeping tries to drop it while the opening commits", async () => {
    // Next week's opening, held after its participants are written (the outbox insert waits behind a
    // lock this test holds), while the hourly housekeeping looks for storage no open round needs.
    await app.db.sql`update round_state set status = 'closed'`;
    const surveyMails = async () => (await app.mails()).filter((mail) => /^Your weekly check-in/.test(mail.subject));
    const mailsBefore = (await surveyMails()).length;
    app.clock.set('2026-03-16T13:00:00Z');
    const closesAt = new Date('2026-03-17T13:00:00Z');
    const blocker = await app.db.sql.reserve();
    await blocker`begin`;
    await blocker`lock table outbox in share row exclusive mode`;
    const opening = advanceAgenciesRounds(app.deps, ids());
    const waitingOn = async (text: string) => {
      for (let tries = 0; tries < 500; tries++) {
        const [row] = await app.db.sql`
          select 1 from pg_stat_activity where wait_event_type in ('Lock', 'Advisory') and query like ${`%${text}%`}`;
        if (row) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`nothing waited on ${text}`);
    };
    await waitingOn('insert into outbox');
    // What the hourly housekeeping does for each closing time whose rounds it finds all closed.
    const housekeeping = dropRoundStorage(app.db.sql, closesAt, silentLogger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await blocker`commit`;
    blocker.release();
    await opening;
    expect(await housekeeping).toBe(false);
    const [round] = await app.db.sql<{ participants: number }[]>`
      select count(*)::int as participants from round_participants where closes_at = ${closesAt}`;
    expect(round!.participants).toBe(due.reduce((sum, agency) => sum + agency.staff.length, 0));
    expect((await surveyMails()).length - mailsBefore).toBe(5);
  });
});

import { randomUUID } from 'node:crypto';
import { hashToken, randomToken } from '@hearth/platform/secrets';
import { beforeAll, describe, expect, it } from 'vitest';
import { sealAnswers } from '../../src/survey/answers/sealing';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * A round opened before per-round storage (migration 008) keeps its invitations, links and sealed
 * answers in the `legacy_*` tables until the worker converts it (api/src/survey/rounds/legacy.ts):
 * a link mailed before the upgrade still opens the check-in once, an answer given before it still
 * counts at the close, whoever had not been mailed yet is mailed, and nothing stays behind.
 */
describe('a round opened before per-round storage', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 5, agencyName: 'Upgrade Hospice' });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, anonymityThreshold: 3 });
  });

  it('is converted: old links work once, old answers count, unmailed staff are mailed, legacy rows go', async () => {
    app.clock.set('2026-03-09T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    await app.mails();
    const [round] = await app.db.sql<
      { round_id: string; closes_at: Date }[]
    >`select round_id, closes_at from round_state`;
    const roundId = round!.round_id;
    // Put the round back as the code before migration 008 left it: invitations, a link, a sealed answer.
    const [answered, linked, unmailed, ...others] = agency.staff;
    await app.db.sql`delete from round_participants where round_id = ${roundId}`;
    await app.db.sql`delete from round_links where round_id = ${roundId}`;
    await app.db.sql`delete from outbox where scope = ${roundId}`;
    const invitations = [
      { member: answered!, linkSent: true, responded: true },
      { member: linked!, linkSent: true, responded: false },
      { member: unmailed!, linkSent: false, responded: false },
      ...others.map((member) => ({ member, linkSent: true, responded: false })),
    ];
    for (const { member, linkSent, responded } of invitations) {
      await app.db.sql`
        insert into legacy_round_invitations (round_id, member_id, agency_id, email, link_sent, responded)
        values (${roundId}, ${member.id}, ${agency.user.agencyId}, ${member.email}, ${linkSent}, ${responded})`;
    }
    const oldToken = randomToken();
    await app.db.sql`
      insert into legacy_round_links (token_hash, round_id, member_id)
      values (${hashToken(oldToken)}, ${roundId}, ${linked!.id})`;
    await app.db.sql`
      insert into legacy_sealed_answers (id, round_id, payload)
      values (${randomUUID()}, ${roundId}, ${sealAnswers(app.deps.secrets, {
        scaled: { q1_drained: 9, q2_worn_out: 9, q3_distant: 9, q4_supported: 2, q5_difference: 2 },
        freeText: null,
      })})`;

    await advanceRounds(app, agency.user.agencyId);
    const surveyMails = (await app.mails()).filter((mail) => mail.subject.startsWith('Your weekly check-in'));
    expect(surveyMails.filter((mail) => mail.recipient === unmailed!.email)).toHaveLength(2); // before and after
    expect(surveyMails.filter((mail) => mail.recipient === answered!.email)).toHaveLength(1);
    expect((await submit(app, oldToken, [5, 5, 5, 5, 5])).status).toBe(200);
    expect((await submit(app, oldToken, [5, 5, 5, 5, 5])).body).toEqual({ message: 'Your answers were received' });
    for (const table of ['legacy_round_invitations', 'legacy_round_links', 'legacy_sealed_answers']) {
      expect(await app.db.sql`select 1 from ${app.db.sql(table)}`).toEqual([]);
    }

    app.clock.set('2026-03-10T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    const responses = await app.db.sql<{ data: { answers: Record<string, number> } }[]>`
      select data from events where event_type = 'ResponseSubmitted'`;
    expect(responses.map((event) => event.data.answers.q1_drained).sort()).toEqual([5, 9]);
  });
});

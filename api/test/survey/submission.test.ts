import { randomBytes } from 'node:crypto';
import { hashToken } from '@hearth/platform/secrets';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeRound } from '../../src/survey/rounds/close';
import { answeredMarks, participantTag } from '../../src/survey/rounds/tags';
import { openRoundAt, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

describe('survey submissions under concurrency', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 12 });
    await openRoundAt(app, agency, '2026-03-09T13:00:00Z');
  });

  it('accepts a link once even when it is sent twice at the same moment', async () => {
    const token = await surveyToken(app, agency.staff[0]!.email);
    const results = await Promise.all([
      submit(app, token, [5, 5, 5, 5, 5]),
      submit(app, token, [6, 6, 6, 6, 6]),
      submit(app, token, [7, 7, 7, 7, 7]),
    ]);
    // One stores its answers; the others are told the answers were received (not "expired").
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(results.map((result) => result.body.message).sort()).toEqual([
      'Survey submitted successfully',
      'Your answers were received',
      'Your answers were received',
    ]);
    expect(await app.db.sql`select * from round_answers`).toHaveLength(1);
  });

  it('takes one answer per person through links of a round opened before sealed tags (ADR 074)', async () => {
    // Such a round kept the tag in clear in its links and used it as the answered mark.
    const member = agency.staff.at(-1)!;
    const [round] = await app.db.sql<
      { round_id: string; closes_at: Date }[]
    >`select round_id, closes_at from round_state`;
    const tag = participantTag(app.deps.secrets, round!.round_id, member.id);
    const tokens = [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')];
    for (const token of tokens) {
      await app.db.sql`
        insert into round_links (closes_at, token_hash, round_id, participant)
        values (${round!.closes_at}, ${hashToken(token)}, ${round!.round_id}, ${tag})`;
    }
    const before = await app.db.sql<{ answer_id: string }[]>`select answer_id from round_answers`;
    expect((await submit(app, tokens[0]!, [3, 3, 3, 3, 3])).body).toEqual({ message: 'Survey submitted successfully' });
    expect((await submit(app, tokens[1]!, [4, 4, 4, 4, 4])).body).toEqual({ message: 'Your answers were received' });
    expect((await app.client().get(`/api/survey/questions?token=${tokens[1]}`)).status).toBe(404);
    // Left as the next test expects it: one answer, from the first member.
    const ids = before.map((row) => row.answer_id);
    await app.db.sql`delete from round_answers where answer_id <> all(${ids}::uuid[])`;
    await app.db
      .sql`delete from round_answered where participant = ${answeredMarks(app.deps.secrets, round!.round_id, tag)[0]}`;
    await app.db.sql`delete from round_links where participant = ${tag}`;
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

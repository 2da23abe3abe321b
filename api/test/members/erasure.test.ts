import { describe, expect, it } from 'vitest';
import { advanceRounds, openRoundAt, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/** Removing a member erases their personal data at once, an open round included (docs/architecture.md). */
describe('erasing a removed member', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });

  it('leaves no address behind, even for someone who answered this round, and the round still closes', async () => {
    const agency = await staffedAgency(app, { staff: 3 });
    await openRoundAt(app, agency, '2026-03-09T13:00:00Z');
    const [answered, pending] = agency.staff;
    expect((await submit(app, await surveyToken(app, answered!.email), [5, 5, 5, 5, 5])).status).toBe(200);
    for (const member of [answered!, pending!])
      expect((await agency.client.delete(`/api/users/${member.id}`)).status).toBe(200);
    const leftovers = await app.db.sql`
      select email from round_participants where email in ${app.db.sql([answered!.email, pending!.email])}`;
    expect(leftovers).toEqual([]);
    expect(
      await app.db.sql`select * from people where member_id in ${app.db.sql([answered!.id, pending!.id])}`,
    ).toEqual([]);
    app.clock.set('2026-03-10T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    const [round] = await app.db.sql<
      { status: string; response_count: number }[]
    >`select status, response_count from round_summaries`;
    expect(round).toEqual({ status: 'closed', response_count: 1 });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * GET /api/survey/check-in (docs/duty-of-care.md, docs/staff-languages.md): what a usable link's check-in
 * shows besides the questions — the agency's programme, the languages few of its staff use — and nothing
 * for a link that cannot be used. Reading it writes nothing.
 */
describe('the check-in of a survey link', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  let tokens: string[];

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6 });
    // One of the six reads Spanish: fewer than k = 5 do.
    const spanish = agency.staff[5]!;
    const edited = await agency.client.patch(`/api/users/${spanish.id}`, {
      email: spanish.email,
      firstName: 'Staff5',
      lastName: 'Member',
      role: 'user',
      jobRoleId: agency.jobRoleId,
      language: 'es',
    });
    expect(edited.status).toBe(200);
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, anonymityThreshold: 5 });
    await setSchedule(agency.client, {
      ...MONDAY_MORNINGS,
      employeeAssistance: { name: 'CareLine EAP', phone: '1-800-555-0199', url: 'https://careline.example.org' },
    });
    app.clock.set('2026-03-09T14:05:00Z');
    await advanceRounds(app, agency.user.agencyId);
    tokens = await Promise.all(agency.staff.map((member) => surveyToken(app, member.email)));
  });

  it("answers the agency's programme and the languages fewer than k of its staff use", async () => {
    const checkIn = await app.client().get(`/api/survey/check-in?token=${tokens[0]}`);
    expect(checkIn.status).toBe(200);
    expect(checkIn.body).toEqual({
      support: { name: 'CareLine EAP', phone: '1-800-555-0199', url: 'https://careline.example.org' },
      languagesFewUse: ['es'],
      // No model is configured: nobody outside Hearth reads comments.
      commentsSummarisedBy: null,
    });
    // The same for every link of the round: nothing in it depends on who the link was sent to.
    expect((await app.client().get(`/api/survey/check-in?token=${tokens[5]}`)).body).toEqual(checkIn.body);
  });

  it('writes nothing when read: no row of a round, a link or a rate limit changes', async () => {
    // Every row's count and newest writing transaction in the tables a read could touch.
    const state = () => app.db.sql`
      select 'round_links' as t, count(*)::int as n, max(xmin::text::bigint) as x from round_links
      union all select 'round_answered', count(*)::int, max(xmin::text::bigint) from round_answered
      union all select 'round_participants', count(*)::int, max(xmin::text::bigint) from round_participants
      union all select 'round_state', count(*)::int, max(xmin::text::bigint) from round_state
      union all select 'rate_limits', count(*)::int, max(xmin::text::bigint) from rate_limits
      union all select 'outbox', count(*)::int, max(xmin::text::bigint) from outbox`;
    const before = await state();
    for (let read = 0; read < 5; read++) await app.client().get(`/api/survey/check-in?token=${tokens[1]}`);
    expect(await state()).toEqual(before);
  });

  it('refuses a link that cannot be used, as the questions do', async () => {
    expect((await submit(app, tokens[2]!, [5, 5, 5, 5, 5])).status).toBe(200);
    for (const token of [tokens[2], 'not-a-token', '']) {
      const refused = await app.client().get(`/api/survey/check-in?token=${token}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ message: 'Link expired or invalid', code: 'LINK_INVALID' });
    }
    expect((await app.client().get('/api/survey/check-in')).status).toBe(404);
    expect((await app.client().get(`/api/survey/check-in?token=${'x'.repeat(500)}`)).status).toBe(404);
  });

  it('answers no programme once the agency removes it', async () => {
    const removed = await agency.client.patch('/api/agency/settings', {
      surveyDay: 'Monday',
      surveyTime: '09:00',
      timezone: 'America/New_York',
      reminderInterval: 0,
      employeeAssistance: { name: '', phone: '', url: '' },
    });
    expect(removed.status).toBe(200);
    expect((await app.client().get(`/api/survey/check-in?token=${tokens[3]}`)).body.support).toBeNull();
  });
});

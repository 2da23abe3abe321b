import { beforeAll, describe, expect, it } from 'vitest';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/** One survey round through the activity both workflow drivers call, on a fake clock. */
describe('a weekly survey round', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' }); // a Wednesday
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const advance = () => advanceRounds(app, agency.user.agencyId);
  const mailsTo = async (email: string, subject: RegExp) =>
    (await app.mails()).filter((mail) => mail.recipient === email && subject.test(mail.subject));

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6, agencyName: 'Lighthouse Hospice' });
  });

  it('does nothing until a schedule is set, then waits for the next opening after the change', async () => {
    expect(await advance()).toEqual({ nextAt: null, closedRound: false });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, reminderInterval: 360 });
    expect((await advance()).nextAt?.toISOString()).toBe('2026-03-09T13:00:00.000Z');
  });

  it('opens at the scheduled time and mails every active staff member one link, in their language', async () => {
    const spanish = agency.staff[5]!;
    const edit = { email: spanish.email, firstName: 'Staff5', lastName: 'Member', role: 'user', language: 'es' };
    expect(
      (await agency.client.patch(`/api/users/${spanish.id}`, { ...edit, jobRoleId: agency.jobRoleId })).status,
    ).toBe(200);
    app.clock.set('2026-03-09T13:00:00Z');
    expect((await advance()).nextAt?.toISOString()).toBe('2026-03-09T19:00:00.000Z');
    for (const member of agency.staff.slice(0, 5)) {
      const [mail] = await mailsTo(member.email, /^Your weekly check-in/);
      expect(mail!.text).toMatch(/\/survey\?token=[A-Za-z0-9_-]+&lang=en\b/);
      expect(mail!.text).toContain(
        'What your administrators can and cannot see: http://localhost:3000/staff-privacy?lang=en',
      );
    }
    const [spanishMail, ...more] = await mailsTo(spanish.email, /^Su chequeo semanal/);
    expect(more).toHaveLength(0);
    expect(spanishMail!.text).toMatch(/\/survey\?token=[A-Za-z0-9_-]+&lang=es\b/);
    expect(spanishMail!.text).toContain(
      'Lo que sus jefes pueden ver y lo que no: http://localhost:3000/staff-privacy?lang=es',
    );
    expect(await mailsTo(agency.email, /check-in/)).toHaveLength(0);
    await advance();
    for (const member of agency.staff.slice(0, 5)) {
      expect(await mailsTo(member.email, /^Your weekly check-in/)).toHaveLength(1);
    }
    expect(await mailsTo(spanish.email, /chequeo/)).toHaveLength(1);
    const dashboard = (await agency.client.get('/api/dashboard/current-week')).body;
    expect(dashboard).toMatchObject({
      round: { status: 'open', invitedCount: 6, respondedCount: 0 },
      results: { visible: false, hiddenReason: 'open' },
      avgBurnout: null,
    });
    expect(dashboard.nonRespondents).toHaveLength(6);
  });

  it('takes answers once per link, sealed and without scores while the round is open', async () => {
    const tokens = await Promise.all(agency.staff.map((member) => surveyToken(app, member.email)));
    expect((await app.client().get(`/api/survey/questions?token=${tokens[0]}`)).body).toHaveLength(6);
    expect((await submit(app, tokens[0]!, [9, 9, 9, 1, 2], 'We lost two patients this week.')).status).toBe(200);
    // A second try (the first reply lost, say) is told its answers were received, and stores nothing.
    const again = await submit(app, tokens[0]!, [1, 1, 1, 10, 10]);
    expect([again.status, again.body]).toEqual([200, { message: 'Your answers were received' }]);
    expect(await app.db.sql`select 1 from round_answers`).toHaveLength(1);
    expect((await app.client().get(`/api/survey/questions?token=${tokens[0]}`)).body).toEqual({
      message: 'Link expired or invalid',
      code: 'LINK_INVALID',
    });
    for (const [index, values] of (
      [
        [3, 4, 2, 8, 9],
        [5, 5, 4, 6, 7],
        [6, 7, 5, 5, 6],
        [4, 4, 3, 7, 8],
      ] as const
    ).entries()) {
      expect((await submit(app, tokens[index + 1]!, [...values])).status).toBe(200);
    }
    expect(await app.db.sql`select * from events where event_type = 'ResponseSubmitted'`).toHaveLength(0);
    const dashboard = (await agency.client.get('/api/dashboard/current-week')).body;
    expect(dashboard).toMatchObject({
      submissionRate: 83,
      responseCount: 5,
      avgBurnout: null,
      highRiskCount: null,
      responses: [],
    });
    expect(dashboard.nonRespondents).toEqual([
      expect.objectContaining({ email: agency.staff[5]!.email, firstName: 'Staff5', lastName: 'Member' }),
    ]);
  });

  it('reminds only those who have not answered, once per reminder time', async () => {
    app.clock.set('2026-03-09T19:00:00Z');
    expect((await advance()).nextAt?.toISOString()).toBe('2026-03-10T01:00:00.000Z');
    await advance();
    const reminded = (await app.mails()).filter((mail) => /^(Reminder|Recordatorio):/.test(mail.subject));
    expect(reminded.map((mail) => mail.recipient)).toEqual([agency.staff[5]!.email]);
    expect(reminded[0]!.subject).toBe('Recordatorio: su chequeo semanal de Lighthouse Hospice');
    const manual = await agency.client.post('/api/survey/send-reminders', {
      userIds: agency.staff.map((member) => member.id),
    });
    expect(manual.body).toMatchObject({ sent: 1, message: 'Reminders sent to 1 staff member.' });
    const again = await agency.client.post('/api/survey/send-reminders', { userIds: [agency.staff[5]!.id] });
    expect(again.body.sent).toBe(0);
  });

  it('closes after 24 hours: answers enter the log shuffled, the sealed copies and the flags are gone', async () => {
    app.clock.set('2026-03-10T13:00:00Z');
    const { closedRound } = await advance();
    expect(closedRound).toBe(true);
    const events = await app.db.sql<
      { event_type: string; data: Record<string, unknown>; metadata: { at: string; actorId: null } }[]
    >`
      select event_type, data, metadata from events where stream_name like 'survey_round-%' order by global_position`;
    const responses = events.filter((event) => event.event_type === 'ResponseSubmitted');
    expect(responses).toHaveLength(5);
    expect(events.at(-1)).toMatchObject({
      event_type: 'SurveyRoundClosed',
      data: { responseCount: 5, invitedCount: 6, anonymityThreshold: 5 },
    });
    for (const response of responses) {
      expect(Object.keys(response.data).sort()).toEqual(['agencyId', 'answers', 'freeText', 'responseId', 'roundId']);
      expect(response.metadata).toEqual({ actorId: null, at: '2026-03-10T13:00:00.000Z' });
    }
    expect(JSON.stringify(events)).not.toContain('We lost two patients');
    // Nothing of the round's people or answers is left, not even in table files: the storage is dropped.
    for (const table of ['round_answers', 'round_answered', 'round_participants', 'round_links']) {
      expect(await app.db.sql`select * from ${app.db.sql(table)}`).toHaveLength(0);
    }
    expect(await app.db.sql`select relname from pg_class where relname ~ '^round_.*_p[0-9]+$'`).toEqual([]);
    expect(await app.db.sql`select * from outbox where scope is not null`).toHaveLength(0);
    // The close is committed to at once by a signed checkpoint that covers it (docs/audit.md).
    const [tree] = await app.db.sql<{ size: string; signed_size: string }[]>`
      select size, signed_size from agency_trees where agency_id = ${agency.user.agencyId}`;
    expect(tree!.signed_size).toBe(tree!.size);
    const [checkpoint] = await app.db.sql<{ recorded_at: Date }[]>`
      select recorded_at from checkpoints where agency_id = ${agency.user.agencyId} order by size desc limit 1`;
    expect(checkpoint!.recorded_at.toISOString()).toBe('2026-03-10T13:00:00.000Z');
  });

  it('shows the results of a closed round with enough answers', async () => {
    const dashboard = (await agency.client.get('/api/dashboard/current-week')).body;
    // Indices: 9.2, 2.8, 4.6, 5.8, 3.6 → mean 5.2; one above 8.
    expect(dashboard).toMatchObject({
      avgBurnout: 5.2,
      highRiskCount: 1,
      submissionRate: 83,
      results: { visible: true },
      nonRespondents: [],
    });
    expect(dashboard.responses.length).toBe(5);
    const highRisk = dashboard.responses.find((response: { burnoutScore: number }) => response.burnoutScore === 9.2);
    expect(highRisk.submittedAt).toBe('2026-03-10T13:00:00.000Z');
    // Scores only: a comment is never shown beside an answer set's numbers, and one comment is too few.
    expect(highRisk.detailedResponses.map((answer: { value: unknown }) => answer.value)).toEqual([9, 9, 9, 1, 2]);
    expect(JSON.stringify(dashboard)).not.toContain('We lost two patients');
    expect(dashboard.comments).toBeNull();
    const history = (await agency.client.get('/api/dashboard/historical?weeks=4')).body;
    expect(history.weeks).toEqual([
      expect.objectContaining({
        weekLabel: 'Mar 9',
        avgBurnout: 5.2,
        submissionRate: 83,
        highRiskCount: 1,
        belowThreshold: false,
      }),
    ]);
  });

  it('keeps a round below the threshold sealed: the dashboard says how many more answers were needed', async () => {
    app.clock.set('2026-03-16T13:00:00Z');
    await advance();
    for (const member of agency.staff.slice(0, 3))
      expect((await submit(app, await surveyToken(app, member.email), [5, 5, 5, 5, 5])).status).toBe(200);
    app.clock.set('2026-03-17T13:00:00Z');
    await advance();
    const dashboard = (await agency.client.get('/api/dashboard/current-week')).body;
    expect(dashboard).toMatchObject({
      avgBurnout: null,
      highRiskCount: null,
      responses: [],
      submissionRate: 50,
      results: { visible: false, hiddenReason: 'below_threshold', answersNeeded: 2 },
    });
    const history = (await agency.client.get('/api/dashboard/historical?weeks=4')).body;
    expect(history.weeks.map((week: { avgBurnout: number | null }) => week.avgBurnout)).toEqual([5.2, null]);
  });

  it('slows down a caller that keeps trying links that do not work', async () => {
    const guesser = app.client('192.0.2.77');
    const statuses = [];
    for (let attempt = 0; attempt < 61; attempt++)
      statuses.push((await guesser.get(`/api/survey/questions?token=guess${attempt}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('refuses bad input with clear 4xx answers', async () => {
    expect((await app.client().get('/api/survey/questions')).status).toBe(404);
    expect((await app.client().post('/api/survey/submit', { token: 'x', responses: [] })).body.message).toBe(
      'Please complete all required questions',
    );
    expect(
      (
        await app
          .client()
          .post('/api/survey/submit', { token: 'nope', responses: [{ questionId: 'q1_drained', value: 3 }] })
      ).status,
    ).toBe(400);
    expect((await agency.client.get('/api/dashboard/historical?weeks=5')).status).toBe(400);
    expect((await agency.client.post('/api/survey/send-reminders', { userIds: [] })).body.message).toBe(
      'Choose who to remind',
    );
    expect((await app.client().get('/api/dashboard/current-week')).status).toBe(401);
  });
});

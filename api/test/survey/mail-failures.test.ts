import { beforeAll, describe, expect, it } from 'vitest';
import { closeRound } from '../../src/survey/rounds/close';
import {
  advanceRounds,
  MONDAY_MORNINGS,
  openRoundAt,
  setSchedule,
  staffedAgency,
  submit,
  surveyToken,
} from '../support/survey';
import { suiteApp } from '../support/test-app';

/** Nobody is left out of a round because one mail failed, and nothing is answered twice. */
describe('survey mails that fail', () => {
  const failing = new Set<string>();
  const app = suiteApp({
    now: '2026-03-04T12:00:00Z',
    transport: (devMailbox) => ({
      batchSize: devMailbox.batchSize,
      async send(messages) {
        const delivered = await devMailbox.send(messages.filter((mail) => !failing.has(mail.to)));
        let next = 0;
        return messages.map((mail) => (failing.has(mail.to) ? new Error('mailbox unavailable') : delivered[next++]!));
      },
    }),
  });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const surveysTo = async (email: string) =>
    (await app.mails()).filter(
      (mail) => mail.recipient === email && /^(Your weekly check-in|Reminder:)/.test(mail.subject),
    );

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 4 });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, reminderInterval: 240 });
  });

  it('sends a link that failed at opening again from the outbox, with the reason kept meanwhile', async () => {
    const unlucky = agency.staff[0]!.email;
    failing.add(unlucky);
    app.clock.set('2026-03-09T13:00:00Z');
    const { nextAt } = await advanceRounds(app, agency.user.agencyId);
    expect(nextAt?.toISOString()).toBe('2026-03-09T17:00:00.000Z');
    expect(await surveysTo(unlucky)).toHaveLength(0);
    const [waiting] = await app.db.sql<{ attempts: number; last_error: string }[]>`
      select attempts, last_error from outbox where sent_at is null`;
    expect(waiting).toEqual({ attempts: 1, last_error: 'mailbox unavailable' });
    failing.delete(unlucky);
    app.clock.set('2026-03-09T13:00:30Z');
    expect(await surveysTo(unlucky)).toHaveLength(1);
    for (const member of agency.staff.slice(1)) expect(await surveysTo(member.email)).toHaveLength(1);
  });

  it('sends a failed reminder again, and an administrator’s reminder reaches anyone still pending', async () => {
    const reminded = agency.staff[1]!.email;
    failing.add(reminded);
    app.clock.set('2026-03-09T17:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    expect((await surveysTo(reminded)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(0);
    failing.delete(reminded);
    app.clock.set('2026-03-09T17:00:30Z');
    expect((await surveysTo(reminded)).filter((mail) => mail.subject.startsWith('Reminder'))).toHaveLength(1);

    const manual = await agency.client.post('/api/survey/send-reminders', { userIds: [agency.staff[2]!.id] });
    expect(manual.body.sent).toBe(1);
    const [event] = await app.db.sql<
      { metadata: { actorId: string } }[]
    >`select metadata from events where event_type = 'ReminderSent' and data->>'manual' = 'true'`;
    expect(event!.metadata.actorId).toBe(agency.user.id);
    expect((await submit(app, await surveyToken(app, agency.staff[2]!.email), [5, 5, 5, 5, 5])).status).toBe(200);
  });

  it('keeps an answer it cannot open aside and still closes the round', async () => {
    expect((await submit(app, await surveyToken(app, agency.staff[3]!.email), [6, 6, 6, 6, 6])).status).toBe(200);
    await app.db.sql`
      update round_answers set payload = 'not-a-sealed-payload'
      where answer_id = (select answer_id from round_answers limit 1)`;
    const [round] = await app.db.sql<{ round_id: string }[]>`select round_id from round_state where status = 'open'`;
    await closeRound(app.deps, round!.round_id);
    const [closed] = await app.db.sql<
      { data: { responseCount: number } }[]
    >`select data from events where event_type = 'SurveyRoundClosed'`;
    expect(closed!.data.responseCount).toBe(1);
    expect(await app.db.sql`select * from sealed_answers_quarantine`).toHaveLength(1);
    expect((await app.db.sql`select status from round_state`)[0]!.status).toBe('closed');
  });
});

describe('editing a member during a round', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 2 });
    await openRoundAt(app, agency, '2026-03-09T13:00:00Z');
  });

  it('cannot redirect a staff member’s check-in to another address, and tells the old address', async () => {
    const target = agency.staff[0]!;
    const alias = 'someone.else@example.org';
    const edited = await agency.client.patch(`/api/users/${target.id}`, {
      email: alias,
      firstName: 'Staff0',
      lastName: 'Member',
      role: 'user',
      jobRoleId: agency.jobRoleId,
    });
    expect(edited.status).toBe(200);
    await agency.client.post('/api/survey/send-reminders', { userIds: [target.id] });
    const mails = await app.mails();
    expect(mails.filter((mail) => mail.recipient === alias)).toHaveLength(0);
    expect(mails.filter((mail) => mail.recipient === target.email && mail.subject.startsWith('Reminder'))).toHaveLength(
      1,
    );
    expect(mails.find((mail) => mail.recipient === target.email && mail.subject.includes('was changed'))).toBeDefined();
  });
});

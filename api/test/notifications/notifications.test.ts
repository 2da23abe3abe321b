import { agencyStream, surveyRoundStream } from '@hearth/contracts/streams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotifications } from '../../src/notifications/notify';
import { roundIdFor } from '../../src/survey/round/commands';
import { invite, lastMailTo, linkToken, PASSWORD, signIn } from '../support/accounts';
import {
  type Answers,
  advanceRounds,
  MONDAY_MORNINGS,
  setSchedule,
  staffedAgency,
  submit,
  surveyToken,
} from '../support/survey';
import { startTestApp, suiteApp, type TestApp } from '../support/test-app';

describe('Monday digest and daily alerts', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const secondAdmin = 'second.admin@example.org';
  const mailsTo = async (email: string, subject: RegExp) =>
    (await app.mails()).filter((mail) => mail.recipient === email && subject.test(mail.subject));
  const run = () => sendDueNotifications(app.deps);

  async function round(opensAt: string, answers: Answers[]) {
    app.clock.set(opensAt);
    await advanceRounds(app, agency.user.agencyId);
    for (const [index, values] of answers.entries())
      expect((await submit(app, await surveyToken(app, agency.staff[index]!.email), values)).status).toBe(200);
    app.clock.advance(24 * 3600_000);
    await advanceRounds(app, agency.user.agencyId);
  }

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6, agencyName: 'Notifications Hospice' });
    await invite(agency.client, { name: 'Second Admin', email: secondAdmin, role: 'admin' });
    const invitation = await lastMailTo(app, secondAdmin);
    await app.client().post('/api/users/setup', {
      token: linkToken(invitation.text, '/setup'),
      email: secondAdmin,
      otp: /one-time password: (\d{6})/.exec(invitation.text)![1],
      password: PASSWORD,
    });
    await setSchedule(agency.client, MONDAY_MORNINGS);
  });

  it('alerts every administrator once, the morning after a round with answers needing attention closes', async () => {
    await round('2026-03-09T13:00:00Z', [
      [9, 9, 9, 1, 2], // index 9.2
      [5, 5, 5, 1, 6], // support 1 → 10 after inversion
      [4, 4, 4, 6, 6],
      [5, 5, 5, 5, 5],
      [3, 3, 3, 8, 8],
    ]);
    app.clock.set('2026-03-10T14:00:00Z');
    expect((await run()).alerts).toBe(1);
    for (const admin of [agency.email, secondAdmin]) {
      const [alert] = await mailsTo(admin, /need attention$/);
      expect(alert!.subject).toBe('2 check-in answers at Notifications Hospice need attention');
      expect(alert!.text).toContain('2 of 5 answers need attention');
    }
    expect((await run()).alerts).toBe(0);
    expect(await mailsTo(agency.email, /need attention$/)).toHaveLength(1);
    expect(await app.db.sql`select * from events where event_type = 'AlertRaised'`).toHaveLength(1);
  });

  it('sends the Monday digest at 08:00 agency time, once, to every administrator', async () => {
    app.clock.set('2026-03-16T11:59:00Z');
    expect((await run()).digests).toBe(0);
    app.clock.set('2026-03-16T12:00:00Z');
    expect((await run()).digests).toBe(1);
    for (const admin of [agency.email, secondAdmin]) {
      const [digest] = await mailsTo(admin, /^Weekly summary/);
      expect(digest!.subject).toBe('Weekly summary for Notifications Hospice');
      expect(digest!.text).toContain('5 of 6 staff answered (83%)');
      expect(digest!.text).toContain('Average burnout index: 5.6/10 (healthy).');
      expect(digest!.text).toContain('High-risk answers (index above 8): 1.');
      // The top insights of the last 4 closed rounds, most urgent first, with sourced actions.
      expect(digest!.text).toContain('What stands out:\n• Watch: Support weighs most on the index.');
      expect(digest!.text).toContain('• Watch: High-risk answers: 1 of 5 answers.');
      expect(digest!.text).toContain('• Info: Burnout index 5.6/10 in the week of Mar 9.');
      expect(digest!.text).toMatch(/Recommended actions:\n• Start a short weekly huddle[^\n]*\(Source: Shanafelt/);
      expect(digest!.text).toContain('Open the Dashboard: http://localhost:3000/dashboard');
    }
    app.clock.set('2026-03-16T15:00:00Z');
    expect((await run()).digests).toBe(0);
  });

  it('reports no scores and raises no alert for a round below the anonymity threshold', async () => {
    await round('2026-03-16T13:00:00Z', [
      [10, 10, 10, 1, 1],
      [9, 9, 9, 2, 2],
    ]);
    app.clock.set('2026-03-18T14:00:00Z');
    expect((await run()).alerts).toBe(0);
    app.clock.set('2026-03-23T12:00:00Z');
    expect((await run()).digests).toBe(1);
    const [digest] = await mailsTo(agency.email, /^Weekly summary/);
    expect(digest!.text).toContain(
      'Too few answers to show scores: 3 more were needed, as results appear from 5 answers',
    );
    expect(digest!.text).not.toContain('Average burnout index');
  });

  it('summarises the latest closed round when a round is still open on Monday morning', async () => {
    await setSchedule(await signIn(app, agency.email), {
      surveyDay: 'Monday',
      surveyTime: '07:00',
      timezone: 'America/New_York',
      reminderInterval: 0,
    });
    app.clock.set('2026-03-30T11:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    for (const index of [0, 1, 2, 3, 4])
      expect((await submit(app, await surveyToken(app, agency.staff[index]!.email), [5, 5, 5, 5, 5])).status).toBe(200);
    app.clock.set('2026-03-30T12:00:00Z');
    expect((await run()).digests).toBe(1);
    const [newest] = await mailsTo(agency.email, /^Weekly summary/);
    expect(newest!.text).toContain('2 of 6 staff answered (33%)');
    expect(newest!.text).toContain('3 more were needed');
  });
});

describe('Monday digest and daily alerts, one agency failing', () => {
  let app: TestApp;
  afterAll(() => app.close());

  it("sends the others' digests and alerts; the next run finishes the failed one, sending nothing twice", async () => {
    app = await startTestApp({ now: '2026-03-04T12:00:00Z' });
    const agencies = [];
    for (const name of ['Failing Hospice', 'Steady Hospice']) {
      const agency = await staffedAgency(app, { staff: 5, agencyName: name });
      await setSchedule(agency.client, MONDAY_MORNINGS);
      agencies.push(agency);
    }
    app.clock.set('2026-03-09T13:00:00Z');
    for (const agency of agencies) {
      await advanceRounds(app, agency.user.agencyId);
      for (const [index, staff] of agency.staff.entries()) {
        const values: Answers = index === 0 ? [9, 9, 9, 1, 2] : [4, 4, 4, 6, 6];
        expect((await submit(app, await surveyToken(app, staff.email), values)).status).toBe(200);
      }
    }
    app.clock.advance(24 * 3600_000);
    for (const agency of agencies) await advanceRounds(app, agency.user.agencyId);

    // Monday 08:00 in New York: both digests and both alerts are due. Recording the first agency's
    // digest and alert fails (its streams refuse the appends); the second agency must not wait for it.
    app.clock.set('2026-03-16T12:00:00Z');
    const [failing, steady] = agencies as [(typeof agencies)[0], (typeof agencies)[0]];
    const refused = new Set([
      agencyStream(failing.user.agencyId),
      surveyRoundStream(roundIdFor(failing.user.agencyId, new Date('2026-03-09T13:00:00Z'))),
    ]);
    const store = app.deps.eventStore;
    const brokenDeps = {
      ...app.deps,
      eventStore: {
        ...store,
        append: (stream: string, ...rest: Parameters<typeof store.append> extends [string, ...infer R] ? R : never) =>
          refused.has(stream) ? Promise.reject(new Error('planted: append refused')) : store.append(stream, ...rest),
      },
    };
    await expect(sendDueNotifications(brokenDeps)).rejects.toThrow('Digests or alerts failed for 1 of 2 agencies');
    const count = async (email: string, subject: RegExp) =>
      (await app.mails()).filter((mail) => mail.recipient === email && subject.test(mail.subject)).length;
    expect(await count(steady.email, /^Weekly summary/)).toBe(1);
    expect(await count(steady.email, /needs? attention$/)).toBe(1);
    // The failed agency's mails were queued before its events: they went, and the rerun that records
    // the events (its round was not marked checked) queues nothing again.
    expect(await count(failing.email, /needs? attention$/)).toBe(1);
    expect(await count(failing.email, /^Weekly summary/)).toBe(1);

    expect(await sendDueNotifications(app.deps)).toEqual({ digests: 1, alerts: 1 });
    await app.settled();
    for (const agency of agencies) {
      expect(await count(agency.email, /^Weekly summary/)).toBe(1);
      expect(await count(agency.email, /needs? attention$/)).toBe(1);
    }
    expect(await sendDueNotifications(app.deps)).toEqual({ digests: 0, alerts: 0 });
  });
});

describe('daily alerts for a round closed before its anonymity threshold was recorded', () => {
  let app: TestApp;
  afterAll(() => app.close());

  it("holds it to the agency's threshold today, as the dashboard does: no alert below it", async () => {
    app = await startTestApp({ now: '2026-03-04T12:00:00Z' });
    const agency = await staffedAgency(app, { staff: 6, agencyName: 'Threshold Hospice' });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, anonymityThreshold: 8 });
    app.clock.set('2026-03-09T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    for (const staff of agency.staff) {
      expect((await submit(app, await surveyToken(app, staff.email), [9, 9, 9, 1, 2])).status).toBe(200);
    }
    app.clock.advance(24 * 3600_000);
    await advanceRounds(app, agency.user.agencyId);
    // As a round closed before the threshold was recorded with it: 6 answers, 8 needed today.
    await app.db.sql`update round_summaries set anonymity_threshold = null`;
    const dashboard = await agency.client.get('/api/dashboard/current-week');
    expect(dashboard.body.results).toMatchObject({ visible: false, threshold: 8 });

    app.clock.set('2026-03-11T14:00:00Z');
    expect((await sendDueNotifications(app.deps)).alerts).toBe(0);
    expect((await app.mails()).filter((mail) => /attention$/.test(mail.subject))).toHaveLength(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * An answer window that fits shifts (docs/product-rules.md): the agency keeps a week's links open for
 * 48 hours instead of 24. The round closes then, the mails say so in both languages, the reminders are
 * spread over the 48 hours, and a night nurse answering 30 hours in is counted.
 */
describe('an answer window of 48 hours', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' }); // a Wednesday
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const advance = () => advanceRounds(app, agency.user.agencyId);

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 5, agencyName: 'Night Shift Hospice' });
  });

  it('refuses a window shorter than 24 or longer than 72 hours, in the settings’ words', async () => {
    for (const answerWindowHours of [12, 73, 'two days', 36.5]) {
      const response = await agency.client.patch('/api/agency/settings', { ...MONDAY_MORNINGS, answerWindowHours });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('Answer window must be a whole number of hours from 24 to 72');
    }
  });

  it('keeps the links open 48 hours, says so, and spreads the reminders over them', async () => {
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, reminderInterval: 360, answerWindowHours: 48 });
    expect((await agency.client.get('/api/agency/settings')).body).toMatchObject({ answerWindowHours: 48 });
    app.clock.set('2026-03-09T13:00:00Z');
    // Three reminders, 12 hours apart instead of 6: the first is due at 01:00 the next night.
    expect((await advance()).nextAt?.toISOString()).toBe('2026-03-10T01:00:00.000Z');
    const week = (await agency.client.get('/api/dashboard/current-week')).body;
    expect(week.round.closesAt).toBe('2026-03-11T13:00:00.000Z');
    const mail = (await app.mails()).find((sent) => sent.recipient === agency.staff[0]!.email)!;
    expect(mail.text).toContain('The link is just for you, works once and expires in 48 hours.');
  });

  it('counts an answer given 30 hours in, and closes at 48 hours, not 24', async () => {
    // A change mid-round applies from the next round: this round's reminders still say 48 hours.
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, reminderInterval: 360, answerWindowHours: 72 });
    for (const at of ['2026-03-10T01:00:00Z', '2026-03-10T13:00:00Z', '2026-03-10T19:00:00Z']) {
      app.clock.set(at);
      await advance();
    }
    const token = await surveyToken(app, agency.staff[1]!.email);
    expect((await submit(app, token, [7, 6, 8, 3, 4])).status).toBe(200);
    const reminders = (await app.mails()).filter(
      (sent) => sent.recipient === agency.staff[2]!.email && /^Reminder/.test(sent.subject),
    );
    expect(reminders.map((sent) => sent.text.includes('expires 48 hours after'))).toEqual([true, true]);
    expect((await agency.client.get('/api/dashboard/current-week')).body.round.status).toBe('open');
    app.clock.set('2026-03-11T13:00:00Z');
    expect((await advance()).closedRound).toBe(true);
    expect((await agency.client.get('/api/dashboard/current-week')).body.round).toMatchObject({
      status: 'closed',
      respondedCount: 1,
    });
  });
});

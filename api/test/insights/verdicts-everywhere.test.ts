import { beforeAll, describe, expect, it } from 'vitest';
import { sendDueNotifications } from '../../src/notifications/notify';
import { signIn } from '../support/accounts';
import { type Answers, answeredRound, CALM_WEEK, MONDAY_MORNINGS, setSchedule, staffedAgency } from '../support/survey';
import type { TestClient } from '../support/test-app';
import { suiteApp } from '../support/test-app';

/**
 * One verdict everywhere (docs/insights.md, ADR 077): the dashboard's card, the Monday digest and
 * the assistant read the same computation over the same weeks, through the real app, its mail and
 * its chat, for the two cases the old week-against-the-rest comparison got wrong: a week back at
 * the usual level after an odd one, and a team climbing three weeks running.
 */
describe('the new verdicts in the card, the Monday digest and the assistant', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  let admin: TestClient;
  let monday = new Date('2026-03-09T13:00:00Z');

  const calm = CALM_WEEK;
  const worse = (points: number, who: (person: number) => boolean) =>
    calm.map(([a, b, c, d, e], person) =>
      who(person)
        ? ([a + points, b + points, c + points, d - points, e - points] as Answers)
        : ([a, b, c, d, e] as Answers),
    );

  /** A week's round: opened on Monday 09:00 New York, answered, closed a day later. */
  async function week(answers: readonly Answers[]) {
    await answeredRound(
      app,
      agency,
      monday,
      answers.map((values) => ({ values })),
    );
    monday = new Date(monday.getTime() + 7 * 24 * 3600_000);
  }

  const seen = new Set<string>();
  /** The digest mailed on the next Monday at 08:00, before that week's round opens. */
  async function digest() {
    app.clock.set(new Date(monday.getTime() - 60 * 60_000));
    expect((await sendDueNotifications(app.deps)).digests).toBe(1);
    const mails = (await app.mails()).filter(
      (mail) => mail.recipient === agency.email && mail.subject.startsWith('Weekly summary') && !seen.has(mail.text),
    );
    expect(mails).toHaveLength(1);
    seen.add(mails[0]!.text);
    return mails[0]!.text;
  }

  const card = async () => {
    const { body } = await admin.get('/api/dashboard/insights');
    return body.insights.find((insight: { kind: string }) => insight.kind === 'burnout_direction');
  };
  /** Asked on the digest's Monday, signed in afresh. */
  const ask = async (message: string) => {
    admin = await signIn(app, agency.email);
    return (await admin.post('/api/chatbot', { message, conversationHistory: [] })).body.response as string;
  };

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6, agencyName: 'Verdict Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    for (let n = 0; n < 5; n++) await week(calm.map(([a, b, c, d, e], person) => [a + ((n + person) % 2), b, c, d, e]));
  }, 120_000);

  it('says a week back at its usual level after a good one is back, with no "Act now", in all three', async () => {
    await week(worse(-2, () => true));
    await week(calm);
    admin = await signIn(app, agency.email); // weeks later: a fresh session
    const direction = await card();
    expect(direction.title).toMatch(/^Burnout index back to its usual level: \d\.\d\/10$/);
    const mail = await digest();
    expect(mail).toContain(`Info: ${direction.title}. ${direction.detail}`);
    expect(mail).not.toContain('Act now');
    const answer = await ask('Is our burnout going up or down?');
    expect(answer).toContain(`**${direction.title}.** ${direction.detail}`);
    expect(await ask('¿El agotamiento va subiendo o bajando?')).toMatch(
      /volvió a su nivel habitual: \*\*\d\.\d\/10\*\*/,
    );
  }, 60_000);

  it('calls half a team worsening three weeks running a climb, alike in the card, mail and chat', async () => {
    const aides = (person: number) => person < 3;
    for (const points of [1, 2, 3]) await week(worse(points, aides));
    admin = await signIn(app, agency.email);
    const direction = await card();
    expect(direction.title).toMatch(/^Burnout index rose to \d\.\d\/10$/);
    expect(direction.severity).toBe('act');
    expect(direction.detail).toContain('It has been climbing for weeks');
    const mail = await digest();
    expect(mail).toContain(`Act now: ${direction.title}. ${direction.detail}`);
    expect(await ask('Is our burnout going up or down?')).toContain(`**${direction.title}.** ${direction.detail}`);
  }, 60_000);
});

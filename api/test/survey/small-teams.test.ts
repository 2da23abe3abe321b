import { coarseCount, countText } from '@hearth/contracts/small-groups';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertMail, digestMail } from '../../src/notifications/mails';
import {
  type Answers,
  advanceRounds,
  MONDAY_MORNINGS,
  setSchedule,
  staffedAgency,
  submit,
  surveyToken,
} from '../support/survey';
import { suiteApp } from '../support/test-app';

/**
 * Small teams (docs/anonymity.md, rule 12): the pending list names who answered, so with a few
 * answers no view may list answer sets or say "all of them" or "all but one". For k = 3, 4 and 5 a
 * whole team of k answers, all but one of them high risk; every view is read as the administrator
 * reads it.
 */
const HIGH: Answers = [10, 10, 10, 1, 1];
const LOW: Answers = [3, 3, 3, 8, 8];

describe.each([3, 4, 5])('a team of k = %i, everyone answering, all but one in a hard week', (k) => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: k, agencyName: `Small Hospice ${k}` });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, anonymityThreshold: k });
    app.clock.set('2026-03-09T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
    for (const [index, member] of agency.staff.entries()) {
      const token = await surveyToken(app, member.email);
      const values = index === 0 ? LOW : HIGH;
      expect((await submit(app, token, values, index === 0 ? undefined : 'I cannot go on like this.')).status).toBe(
        200,
      );
    }
    app.clock.set('2026-03-10T13:00:00Z');
    await advanceRounds(app, agency.user.agencyId);
  }, 60_000);

  it('lists no answer set below max(k, 5) answers, and coarsens the high-risk count', async () => {
    const week = (await agency.client.get('/api/dashboard/current-week')).body;
    expect(week.results.visible).toBe(true);
    expect(week.responses).toHaveLength(k >= 5 ? 5 : 0);
    // k − 1 of k are high risk: never said exactly, nor told apart from k − 2.
    expect({ count: week.highRiskCount, orMore: week.highRiskOrMore }).toEqual({ count: k - 2, orMore: true });
    expect(week.distress).toEqual({ comments: k - 2, orMore: true });
    expect((week.comments ?? []).every((comment: { distress: boolean }) => !comment.distress)).toBe(true);
    const history = (await agency.client.get('/api/dashboard/historical?weeks=4')).body;
    expect(history.weeks.at(-1)).toMatchObject({ highRiskCount: k - 2, highRiskOrMore: true });
    const digest = digestMail('a@example.org', 'Small Hospice', week, [], null, null, 'http://h.test/dashboard');
    expect(digest.text).toContain(`High-risk answers (index above 8): ${k - 2} or more.`);
    expect(digest.text).not.toContain(`: ${k - 1}.`);
  });

  it('says "n or more of N" in the alert, never all but one', () => {
    const mail = alertMail(
      'a@example.org',
      'Small Hospice',
      [{ closedAt: new Date('2026-03-10T13:00:00Z'), flaggedAnswers: k - 1, responseCount: k, timezone: 'UTC' }],
      'http://h.test/dashboard',
    );
    expect(mail.text).toContain(`${k - 2} or more of ${k} answers need attention.`);
    expect(mail.subject).toBe(`${k - 2} or more check-in answers at Small Hospice need attention`);
  });
});

describe('coarsened counts', () => {
  it('read the same for everyone, all but one and all but two, and exactly below that', () => {
    for (const total of [3, 4, 5, 6, 10, 25]) {
      const shown = [total, total - 1, total - 2].map((count) => countText(coarseCount(count, total)));
      expect(new Set(shown).size, `${total}: ${shown}`).toBe(1);
      for (let count = 0; count < total - 2; count++)
        expect(coarseCount(count, total)).toEqual({ count, orMore: false });
    }
    expect(countText(coarseCount(3, 3), 'es')).toBe('1 o más');
    expect(coarseCount(0, 3)).toEqual({ count: 0, orMore: false });
  });
});

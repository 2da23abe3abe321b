import { beforeAll, describe, expect, it } from 'vitest';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { suiteApp } from '../support/test-app';

/** Comments on the dashboard: on their own, shuffled, masked, only with k answers and 3 comments. */
describe('the comments of a closed round on the dashboard', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  const advance = () => advanceRounds(app, agency.user.agencyId);

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 6 });
    await setSchedule(agency.client, { ...MONDAY_MORNINGS, anonymityThreshold: 5 });
  });

  let weeks = 0;
  /** A round a week after the last one, answered with these comments, then closed; the dashboard after it. */
  async function round(comments: (string | undefined)[]) {
    app.clock.set(new Date(Date.parse('2026-03-09T13:00:00Z') + weeks++ * 7 * 24 * 3600_000).toISOString());
    await advance();
    for (const [index, comment] of comments.entries()) {
      const token = await surveyToken(app, agency.staff[index]!.email);
      expect((await submit(app, token, [5, 6, 5, 6, 5], comment)).status).toBe(200);
    }
    app.clock.advance(24 * 3600_000);
    await advance();
    return (await agency.client.get('/api/dashboard/current-week')).body;
  }

  it('lists three or more comments apart from the scores, masking the names of the agency’s people', async () => {
    const staffName = 'Staff2';
    const dashboard = await round([
      'Too many visits on Tuesday.',
      `${staffName} covered for me again, thank you.`,
      undefined,
      'Call me on 555-123-4567 if needed, or write to nurse@example.org',
      undefined,
    ]);
    expect(dashboard.results.visible).toBe(true);
    expect(dashboard.comments).toHaveLength(3);
    expect(dashboard.comments).toEqual(
      expect.arrayContaining([
        { text: 'Too many visits on Tuesday.', distress: false },
        { text: '[name] covered for me again, thank you.', distress: false },
        { text: 'Call me on [phone] if needed, or write to [email]', distress: false },
      ]),
    );
    expect(dashboard.distress).toEqual({ comments: 0, orMore: false });
    // No answer set carries a comment, so none can be matched to its scores.
    for (const response of dashboard.responses) {
      expect(
        response.detailedResponses.every((answer: { questionType: string }) => answer.questionType === 'scaled'),
      ).toBe(true);
    }
    expect(JSON.stringify(dashboard.responses)).not.toMatch(/Tuesday|covered|Call me/);
  });

  it('flags the comments that read as distress and says how many, in English and Spanish', async () => {
    const dashboard = await round([
      'Some nights I think about not waking up.',
      'Me siento agotada y ya no puedo más',
      'The new scheduler is much better.',
      undefined,
      undefined,
    ]);
    expect(dashboard.distress).toEqual({ comments: 2, orMore: false });
    expect(dashboard.comments).toEqual(
      expect.arrayContaining([
        { text: 'Some nights I think about not waking up.', distress: true },
        { text: 'Me siento agotada y ya no puedo más', distress: true },
        { text: 'The new scheduler is much better.', distress: false },
      ]),
    );
  });

  it('says how many comments read as distress when too few are shown, without their words', async () => {
    const dashboard = await round(['better off without me honestly', 'Good week.', undefined, undefined, undefined]);
    expect(dashboard.comments).toBeNull();
    expect(dashboard.distress).toEqual({ comments: 1, orMore: false });
    expect(JSON.stringify(dashboard)).not.toMatch(/without me|Good week/);
  });

  it('shows none when fewer than three people left one', async () => {
    const dashboard = await round(['Only me.', 'And me.', undefined, undefined, undefined]);
    expect(dashboard.results.visible).toBe(true);
    expect(dashboard.comments).toBeNull();
    expect(JSON.stringify(dashboard)).not.toMatch(/Only me|And me/);
  });
});

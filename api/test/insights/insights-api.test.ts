import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signIn } from '../support/accounts';
import { type Answers, answeredRound, CALM_WEEK, MONDAY_MORNINGS, setSchedule, staffedAgency } from '../support/survey';
import type { TestClient } from '../support/test-app';
import { suiteApp } from '../support/test-app';

describe('GET /api/dashboard/insights', () => {
  const app = suiteApp({ now: '2026-03-04T12:00:00Z' });
  let agency: Awaited<ReturnType<typeof staffedAgency>>;
  let admin: TestClient;

  const round = (opensAt: string, answers: readonly Answers[]) =>
    answeredRound(
      app,
      agency,
      opensAt,
      answers.map((values) => ({ values })),
    );

  const calm = CALM_WEEK;

  beforeAll(async () => {
    agency = await staffedAgency(app, { staff: 7, agencyName: 'Insights Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    await round('2026-03-09T13:00:00Z', calm);
    await round('2026-03-16T13:00:00Z', calm);
    await round(
      '2026-03-23T13:00:00Z',
      calm.map(([, , c, d, e]) => [9, 9, c, d, e]),
    );
    await round('2026-03-30T13:00:00Z', calm.slice(0, 2));
    admin = await signIn(app, agency.email);
  });

  it('answers the insights of the period with their evidence, weeks and sourced actions', async () => {
    const response = await admin.get('/api/dashboard/insights');
    expect(response.status).toBe(200);
    expect(response.body.generatedAt).toBe(app.clock.now().toISOString());
    expect(response.body.weeks).toBe(12);
    const kinds = response.body.insights.map((insight: { kind: string }) => insight.kind);
    // Most urgent first: the rise and its driver (act), the hidden latest week (watch), then what is fine (info).
    expect(kinds).toEqual(['burnout_direction', 'burnout_driver', 'hidden_rounds', 'high_risk_trend', 'participation']);
    const [direction, driver] = response.body.insights;
    expect(direction).toMatchObject({
      id: 'burnout-direction',
      severity: 'act',
      title: 'Burnout index rose to 5.8/10',
    });
    // Evidence runs oldest first: the usual level, the weeks, the change and the noise it was held to.
    expect(direction.evidence.map((item: { label: string }) => item.label)).toEqual([
      'Usual level (median of the 2 weeks before)',
      'Burnout index, week of Mar 9',
      'Burnout index, week of Mar 16',
      'Burnout index, week of Mar 23',
      'Change from the usual level',
      'Week-to-week noise',
    ]);
    expect(direction.evidence[3]).toEqual({
      label: 'Burnout index, week of Mar 23',
      value: 5.8,
      unit: 'index',
      weeks: [{ roundId: expect.any(String), weekOf: '2026-03-23T13:00:00.000Z', weekLabel: 'Mar 23' }],
    });
    expect(driver.title).toBe('Exhaustion drives the rise');
    for (const action of driver.actions) {
      expect(action).toEqual({ id: expect.any(String), text: expect.any(String), source: expect.any(String) });
    }
    const participation = response.body.insights.find((insight: { kind: string }) => insight.kind === 'participation');
    expect(participation.title).toBe('Participation healthy: 86 %');
  });

  it('counts only rounds at or above k: the week with 2 answers is reported hidden, never scored', async () => {
    const { body } = await admin.get('/api/dashboard/insights');
    const hidden = body.insights.find((insight: { kind: string }) => insight.kind === 'hidden_rounds');
    expect(hidden.detail).toContain('the week of Mar 30 had 2 answers and needed 3 more');
    const scored = body.insights.flatMap((insight: { evidence: { unit: string; weeks: { weekLabel: string }[] }[] }) =>
      insight.evidence.filter((item) => item.unit !== 'answers').flatMap((item) => item.weeks),
    );
    expect(scored.map((week: { weekLabel: string }) => week.weekLabel)).not.toContain('Mar 30');
  });

  it('gives one verdict whatever period the page shows: the same 12-week window for every caller', async () => {
    const plain = await admin.get('/api/dashboard/insights');
    expect(plain.body.insights[0].detail).toContain('above its usual level of 3.9 (the median of the 2 weeks before)');
    // A period in the query (an older page) changes nothing.
    const four = await admin.get('/api/dashboard/insights?weeks=4');
    expect(four.status).toBe(200);
    expect(four.body.insights).toEqual(plain.body.insights);
  });

  it('refuses visitors, and shows another agency only its own insights', async () => {
    expect((await app.client().get('/api/dashboard/insights')).status).toBe(401);
    const other = await signedInAdmin(app, { agencyName: 'Other Hospice' });
    expect(await other.client.get('/api/dashboard/insights')).toMatchObject({
      status: 200,
      body: { insights: [] },
    });
  });
});

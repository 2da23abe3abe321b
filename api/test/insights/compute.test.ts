import { adjustedItems, burnoutIndex, SCALED_QUESTIONS } from '@hearth/contracts/survey';
import { describe, expect, it } from 'vitest';
import { computeInsights, type RoundFigures } from '../../src/insights/compute';

type Answers = [number, number, number, number, number];

let counter = 0;
/** A closed round's figures as the projector would keep them, from its answer sets. */
function round(
  answers: Answers[],
  options: { invited?: number; threshold?: number; label?: string } = {},
): RoundFigures {
  counter++;
  const sets = answers.map((values) =>
    Object.fromEntries(SCALED_QUESTIONS.map((question, index) => [question.id, values[index]!])),
  );
  const indices = sets.map(burnoutIndex);
  const items = sets.map(adjustedItems);
  return {
    roundId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    weekOf: new Date(Date.UTC(2026, 0, 5 + 7 * counter)).toISOString(),
    weekLabel: options.label ?? `Week ${counter}`,
    invited: options.invited ?? answers.length,
    responses: answers.length,
    threshold: options.threshold ?? 5,
    highRisk: indices.filter((index) => index > 8).length,
    burnout: {
      n: answers.length,
      sum: indices.reduce((sum, value) => sum + value, 0),
      squares: indices.reduce((sum, value) => sum + value * value, 0),
    },
    items: [0, 1, 2, 3, 4].map((item) => ({
      n: answers.length,
      sum: items.reduce((sum, values) => sum + values[item]!, 0),
      squares: items.reduce((sum, values) => sum + values[item]! ** 2, 0),
    })),
  };
}

const calm: Answers[] = [
  [4, 4, 3, 7, 8],
  [5, 4, 3, 7, 7],
  [4, 5, 4, 8, 8],
  [3, 4, 3, 7, 8],
  [5, 5, 4, 6, 7],
  [4, 4, 3, 7, 7],
];
const byKind = (insights: ReturnType<typeof computeInsights>, kind: string) =>
  insights.find((insight) => insight.kind === kind);

describe('insights from a period of closed rounds', () => {
  it('says nothing without a closed round', () => {
    expect(computeInsights([])).toEqual([]);
  });

  it('calls a small move of a small team noise, with the interval that says so', () => {
    const slightlyWorse: Answers[] = calm.map(([a, b, c, d, e], index) =>
      index < 2 ? [a + 1, b, c, d, e] : [a, b, c, d, e],
    );
    const insights = computeInsights([round(calm, { label: 'Mar 2' }), round(slightlyWorse, { label: 'Mar 9' })]);
    const direction = byKind(insights, 'burnout_direction')!;
    expect(direction.title).toBe('Burnout index steady at 3.9/10');
    expect(direction.severity).toBe('info');
    expect(direction.detail).toMatch(
      new RegExp(
        String.raw`^The 0\.1-point change since the week of Mar 2 \(3\.9\) is within the week-to-week noise ` +
          String.raw`for 6 answers against 6 \(±0\.\d\): not a real change yet\.$`,
      ),
    );
    expect(
      direction.evidence.map((item) => [item.label, item.value, item.weeks.map((week) => week.weekLabel)]),
    ).toEqual([
      ['Burnout index, week of Mar 9', 3.9, ['Mar 9']],
      ['Burnout index, week of Mar 2', 3.9, ['Mar 2']],
      ['Change', 0.1, ['Mar 2', 'Mar 9']],
      ['Week-to-week noise (95 %)', expect.any(Number), ['Mar 9']],
    ]);
  });

  it('calls a rise beyond the noise real, names exhaustion its driver, with on-call and documentation advice', () => {
    const exhausted: Answers[] = calm.map(([, , c, d, e]) => [9, 9, c, d, e]);
    const insights = computeInsights([round(calm), round(calm), round(exhausted, { label: 'Mar 16' })]);
    const direction = byKind(insights, 'burnout_direction')!;
    expect(direction).toMatchObject({ severity: 'act', title: 'Burnout index rose to 5.8/10' });
    expect(direction.detail).toContain('since the 2 weeks before (3.9) is larger than the week-to-week noise');
    const driver = byKind(insights, 'burnout_driver')!;
    expect(driver).toMatchObject({ severity: 'act', title: 'Exhaustion drives the rise' });
    expect(driver.detail).toMatch(
      new RegExp(
        String.raw`^Exhaustion \(questions 1–2\) went from 4\.3 to 9\.0 on the burnout scale and accounts for ` +
          String.raw`1\.9 of the index's 1\.9-point rise\.$`,
      ),
    );
    expect(driver.actions.map((action) => action.id)).toEqual([
      'on-call-rota',
      'on-call-backup',
      'documentation-time',
      'documentation-trim',
    ]);
    for (const action of driver.actions) expect(action.source.length).toBeGreaterThan(10);
    expect(insights[0]!.severity).toBe('act');
  });

  it('names the highest dimension when nothing moved, with the library actions for it', () => {
    const unsupported: Answers[] = calm.map(([a, b, c, , e]) => [a, b, c, 2, e]);
    const insights = computeInsights([round(unsupported), round(unsupported, { label: 'Mar 9' })]);
    const driver = byKind(insights, 'burnout_driver')!;
    expect(driver.title).toBe('Support weighs most on the index');
    expect(driver.severity).toBe('act');
    expect(driver.detail).toContain('support (question 4, counted as 11 − answer) scored 9.0 of 10');
    expect(driver.actions.map((action) => action.id)).toEqual(['support-huddle', 'support-leader-visits']);
  });

  it('never counts a round below its recorded k, and says what would have shown it', () => {
    const bad: Answers[] = [
      [10, 10, 10, 1, 1],
      [10, 10, 10, 1, 1],
      [10, 10, 10, 1, 1],
    ];
    const insights = computeInsights([round(calm, { label: 'Mar 2' }), round(bad, { label: 'Mar 9', invited: 6 })]);
    expect(byKind(insights, 'burnout_direction')!.title).toBe('Burnout index 3.9/10 in the week of Mar 2');
    expect(byKind(insights, 'high_risk_trend')!.title).toBe('No high-risk answers');
    const hidden = byKind(insights, 'hidden_rounds')!;
    expect(hidden).toMatchObject({ severity: 'watch', title: '1 week hidden below the anonymity minimum' });
    expect(hidden.detail).toContain('the week of Mar 9 had 3 answers and needed 2 more');
    expect(hidden.evidence).toEqual([
      {
        label: 'Answers, week of Mar 9 (needed 5)',
        value: 3,
        unit: 'answers',
        weeks: [expect.objectContaining({ weekLabel: 'Mar 9' })],
      },
    ]);
    expect(JSON.stringify(insights)).not.toContain('10.0');
  });

  it('holds each round to the k recorded when it closed', () => {
    const three: Answers[] = calm.slice(0, 3);
    expect(byKind(computeInsights([round(three, { threshold: 3 })]), 'hidden_rounds')).toBeUndefined();
    expect(byKind(computeInsights([round(three, { threshold: 5 })]), 'hidden_rounds')).toBeDefined();
  });

  it('flags participation below 70 % and participation falling three weeks in a row', () => {
    const low = computeInsights([round(calm, { invited: 10, label: 'Mar 2' })]);
    expect(byKind(low, 'participation')).toMatchObject({ severity: 'watch', title: 'Low participation: 60 %' });
    expect(byKind(low, 'participation')!.actions.map((action) => action.id)).toEqual([
      'participation-you-said',
      'participation-timing',
    ]);
    const falling = computeInsights([
      round(calm, { invited: 6 }),
      round(calm, { invited: 7 }),
      round(calm, { invited: 8, label: 'Mar 16' }),
    ]);
    expect(byKind(falling, 'participation')!.title).toBe('Participation falling: 75 %');
    expect(byKind(falling, 'participation')!.detail).toContain(
      'Participation has fallen 3 weeks in a row, from 100 % to 75 %',
    );
    expect(byKind(computeInsights([round(calm), round(calm)]), 'participation')).toMatchObject({
      severity: 'info',
      title: 'Participation healthy: 100 %',
    });
  });

  it('calls a real rise in high-risk answers, and only then', () => {
    const crisis: Answers[] = [
      [10, 10, 10, 1, 1],
      [10, 9, 10, 1, 2],
      [9, 10, 9, 2, 1],
      [10, 10, 9, 1, 1],
      [4, 4, 3, 7, 8],
      [5, 4, 3, 7, 7],
    ];
    const rising = byKind(
      computeInsights([round(calm), round(calm), round(calm), round(crisis, { label: 'Mar 23' })]),
      'high_risk_trend',
    )!;
    // 4 of 6 is all but two: a small team's count reads "4 or more" (contracts/src/small-groups.ts).
    expect(rising).toMatchObject({ severity: 'act', title: 'More high-risk answers: 4 or more of 6 answers' });
    expect(rising.detail).toBe(
      "At least 67 % of the week of Mar 23's answers had an index above 8, against 0 % in the 3 weeks before: " +
        'a rise larger than the week-to-week noise.',
    );
    const one: Answers[] = [...calm.slice(0, 5), [10, 10, 10, 1, 1]];
    const steady = byKind(computeInsights([round(calm), round(one, { label: 'Mar 9' })]), 'high_risk_trend')!;
    expect(steady.severity).toBe('watch');
    expect(steady.detail).toContain('the difference is within the week-to-week noise');
  });
});

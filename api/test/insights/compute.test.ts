import { adjustedItems, burnoutIndex, SCALED_QUESTIONS } from '@hearth/contracts/survey';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/assistant/understanding/language';
import { actionsFor, actionText } from '../../src/insights/actions';
import { computeInsights } from '../../src/insights/compute';
import { comparedFigures, type RoundFigures } from '../../src/insights/round-figures';
import { type Answers, CALM_WEEK } from '../support/survey';

let counter = 0;
/** A closed round's figures as the projector would keep them, from its answer sets. */
function round(
  answers: readonly Answers[],
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

const calm = CALM_WEEK;
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
        String.raw`^The week of Mar 9 \(3\.9\) is 0\.1 points above its usual level of 3\.9 \(the week of Mar 2\), ` +
          String.raw`within the week-to-week noise \(±\d\.\d\): not a real change\.$`,
      ),
    );
    // Oldest first; the noise shown is the margin the verdict used.
    expect(
      direction.evidence.map((item) => [item.label, item.value, item.weeks.map((week) => week.weekLabel)]),
    ).toEqual([
      ['Usual level (week of Mar 2)', 3.9, ['Mar 2']],
      ['Burnout index, week of Mar 2', 3.9, ['Mar 2']],
      ['Burnout index, week of Mar 9', 3.9, ['Mar 9']],
      ['Change from the usual level', 0.1, ['Mar 2', 'Mar 9']],
      ['Week-to-week noise', expect.any(Number), ['Mar 2']],
    ]);
    const noise = direction.evidence.at(-1)!.value;
    expect(direction.detail).toContain(`(±${noise.toFixed(1)})`);
  });

  it('calls a rise beyond the noise real, names exhaustion its driver, with on-call and documentation advice', () => {
    const exhausted: Answers[] = calm.map(([, , c, d, e]) => [9, 9, c, d, e]);
    const insights = computeInsights([round(calm), round(calm), round(exhausted, { label: 'Mar 16' })]);
    const direction = byKind(insights, 'burnout_direction')!;
    expect(direction).toMatchObject({ severity: 'act', title: 'Burnout index rose to 5.8/10' });
    expect(direction.detail).toMatch(
      new RegExp(
        String.raw`^The week of Mar 16 \(5\.8\) is 1\.9 points above its usual level of 3\.9 \(the median of the 2 ` +
          String.raw`weeks before\), more than the week-to-week noise \(±\d\.\d\), so it is likely a real change\.$`,
      ),
    );
    const driver = byKind(insights, 'burnout_driver')!;
    expect(driver).toMatchObject({ severity: 'act', title: 'Exhaustion drives the rise' });
    expect(driver.detail).toBe(
      'Exhaustion moved further than the rest of the index, beyond the week-to-week noise (exhaustion +4.8, ' +
        'distance +0.0, support +0.0, sense of accomplishment +0.0, each from its usual level).',
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
    const three: readonly Answers[] = calm.slice(0, 3);
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

describe('insights over weeks: a climb, a return, parts together, a split', () => {
  /** Eight ordinary weeks: the calm team, a little better or worse from week to week. */
  const ordinary = () =>
    Array.from({ length: 8 }, (_, week) =>
      round(calm.map(([a, b, c, d, e], person) => [a + ((week + person) % 3 === 0 ? 1 : 0), b, c, d, e] as Answers)),
    );
  const worse = (answers: readonly Answers[], points: number, who: (person: number) => boolean = () => true) =>
    answers.map(([a, b, c, d, e], person) =>
      who(person)
        ? ([
            Math.min(10, a + points),
            Math.min(10, b + points),
            Math.min(10, c + points),
            Math.max(1, d - points),
            Math.max(1, e - points),
          ] as Answers)
        : ([a, b, c, d, e] as Answers),
    );

  it('calls half a team worsening three weeks running a rise, and says it has been climbing', () => {
    const aides = (person: number) => person < 3;
    const weeks = [
      ...ordinary(),
      round(worse(calm, 1, aides)),
      round(worse(calm, 2, aides)),
      round(worse(calm, 3, aides), { label: 'Mar 30' }),
    ];
    const direction = byKind(computeInsights(weeks), 'burnout_direction')!;
    expect(direction.title).toMatch(/^Burnout index rose to /);
    expect(direction.severity).toBe('act');
    expect(direction.detail).toMatch(/It has been climbing for weeks: \d\.\d points a week over the last 4 weeks/);
    const trend = direction.evidence.find((item) => item.label === 'Trend over the last 4 weeks, a week')!;
    expect(trend.value).toBeGreaterThanOrEqual(0.4);
  });

  it('says a week back at the usual level after an odd one is back, not a rise, and asks for no action', () => {
    const better = calm.map(([a, b, c, d, e]) => [a - 2, b - 2, c - 2, d + 2, e + 2] as Answers);
    const insights = computeInsights([
      ...ordinary(),
      round(better, { label: 'Mar 2' }),
      round(calm, { label: 'Mar 9' }),
    ]);
    const direction = byKind(insights, 'burnout_direction')!;
    expect(direction.title).toMatch(/^Burnout index back to its usual level: \d\.\d\/10$/);
    expect(direction.detail).toMatch(/^After the week of Mar 2 \(\d\.\d\), the week of Mar 9 \(\d\.\d\) is back/);
    expect(direction.severity).toBe('info');
    expect(insights.filter((insight) => insight.severity === 'act')).toEqual([]);
    // And the odd week itself was news when it came.
    expect(byKind(computeInsights([...ordinary(), round(better)]), 'burnout_direction')!.title).toMatch(/fell/);
  });

  it('says all parts rose together when every part moved alike, and names none as the driver', () => {
    const insights = computeInsights([...ordinary(), round(worse(calm, 2))]);
    expect(byKind(insights, 'burnout_direction')!.title).toMatch(/^Burnout index rose/);
    const driver = byKind(insights, 'burnout_driver')!;
    expect(driver.title).toBe('All parts rose together');
    expect(driver.detail).toMatch(/^No part of the index leads the rise: /);
  });

  it('names a team splitting in two without saying which part, though the average holds', () => {
    const split = calm.map(([a, b, , d, e], person) =>
      person % 2 === 0
        ? ([9, 9, 8, 2, 2] as Answers)
        : ([Math.max(1, a - 3), Math.max(1, b - 3), 1, Math.min(10, d + 3), Math.min(10, e + 3)] as Answers),
    );
    const insights = computeInsights([...ordinary(), round(split, { label: 'Mar 9' })]);
    const spread = byKind(insights, 'team_split')!;
    expect(spread.title).toBe('Answers spread wider than usual');
    expect(spread.severity).toBe('watch');
    expect(spread.detail).toContain('Hearth does not and cannot say which part');
    expect(spread.evidence.map((item) => item.label)).toEqual([
      'Spread of the index (standard deviation), weeks before',
      'Spread of the index (standard deviation), week of Mar 9',
    ]);
  });

  it('shows no split from fewer answers than answer sets are shown from', () => {
    const four = (answers: readonly Answers[]) => round(answers.slice(0, 4), { threshold: 3 });
    const split: Answers[] = [
      [9, 9, 9, 1, 1],
      [1, 1, 1, 10, 10],
      [9, 9, 9, 1, 1],
      [1, 1, 1, 10, 10],
    ];
    const weeks = [...Array.from({ length: 8 }, () => four(calm)), four(split)];
    expect(byKind(computeInsights(weeks), 'team_split')).toBeUndefined();
  });

  it('rounds the figures a sentence compares so that they never read "0.4 larger than ±0.4"', () => {
    expect(comparedFigures(0.44, 0.36)).toEqual(['0.44', '0.36']);
    expect(comparedFigures(-0.74, 0.31)).toEqual(['0.7', '0.3']);
    expect(comparedFigures(0.4449, 0.4401)).toEqual(['0.445', '0.440']);
  });
});

describe('the suggested actions', () => {
  it('each has its own text in Spanish, for the assistant asked in Spanish', () => {
    const all = actionsFor(
      'on_call',
      'documentation',
      'grief',
      'team_support',
      'meaning',
      'high_risk',
      'participation',
      'hidden_rounds',
    );
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const action of all) {
      expect(actionText(action, 'en')).toBe(action.text);
      expect(actionText(action, 'es')).not.toBe(action.text);
      expect(detectLanguage(actionText(action, 'es'))).toBe('es');
    }
  });
});

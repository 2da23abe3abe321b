import { beforeAll, describe, expect, it } from 'vitest';
import { computeInsights } from '../../src/insights/compute';
import { simulateTeam, type Team } from './simulation';

/**
 * The calibration of the insights (ADR 077): seeded teams through the product's own insight code.
 * Persons with stable levels, item noise, 85 % participation, k = 5 and the 12-week window; each
 * scenario changes what happens in the last weeks. Prints the table; holds the targets.
 */
const SEEDS = 1500;
const SIZES = [6, 10, 20] as const;

const team = (staff: number, extra: Partial<Team> = {}): Team => ({
  staff,
  k: 5,
  weeks: 12,
  participation: 0.85,
  level: 4.8,
  personSpread: 1.3,
  itemNoise: 1.2,
  ...extra,
});

/** Week indexes: 0 … 11, the latest (judged) is 11. */
const scenarios = {
  stable: {},
  'one week +2.5, judged the week after': { shift: (_person: number, week: number) => (week === 10 ? 2.5 : 0) },
  'one week −2.5, judged the week after': { shift: (_person: number, week: number) => (week === 10 ? -2.5 : 0) },
  'whole team +0.5 a week for 3 weeks': { shift: (_person: number, week: number) => Math.max(0, 0.5 * (week - 8)) },
  'half the team +1.3 a week for 3 weeks': {
    shift: (person: number, week: number, staff: number) => (person < staff / 2 ? Math.max(0, 1.3 * (week - 8)) : 0),
  },
} satisfies Record<string, Partial<Team>>;
type Scenario = keyof typeof scenarios;

interface Tally {
  teams: number;
  rose: number;
  fell: number;
  split: number;
  /** Called a rise, a split or both: each team counted once. */
  riseOrSplit: number;
  act: number;
}

function run(scenario: Scenario, staff: number): Tally {
  const tally: Tally = { teams: 0, rose: 0, fell: 0, split: 0, riseOrSplit: 0, act: 0 };
  for (let seed = 1; seed <= SEEDS; seed++) {
    const rounds = simulateTeam(team(staff, scenarios[scenario]), seed * 7919 + staff);
    const latest = rounds.at(-1)!;
    // A latest week below k shows no verdict at all: nothing to judge.
    if (latest.responses < latest.threshold) continue;
    const insights = computeInsights(rounds);
    const direction = insights.find((insight) => insight.kind === 'burnout_direction')!.title;
    const rose = direction.startsWith('Burnout index rose');
    const split = insights.some((insight) => insight.kind === 'team_split');
    tally.teams++;
    if (rose) tally.rose++;
    if (direction.startsWith('Burnout index fell')) tally.fell++;
    if (split) tally.split++;
    if (rose || split) tally.riseOrSplit++;
    if (insights.some((insight) => insight.severity === 'act')) tally.act++;
  }
  return tally;
}

const share = (count: number, tally: Tally) => count / tally.teams;
const percent = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;

describe('the insights, calibrated on seeded teams', () => {
  const results = new Map<string, Tally>();
  const result = (scenario: Scenario, staff: number) => results.get(`${scenario}/${staff}`)!;

  beforeAll(() => {
    for (const scenario of Object.keys(scenarios) as Scenario[]) {
      for (const staff of SIZES) results.set(`${scenario}/${staff}`, run(scenario, staff));
    }
  }, 180_000);

  it('prints the table', () => {
    const lines = [`${'scenario'.padEnd(40)} staff   teams   rose     fell     split    rise|split  act`];
    for (const scenario of Object.keys(scenarios) as Scenario[]) {
      for (const staff of SIZES) {
        const tally = result(scenario, staff);
        lines.push(
          `${scenario.padEnd(40)} ${String(staff).padStart(5)} ${String(tally.teams).padStart(7)} ` +
            [tally.rose, tally.fell, tally.split, tally.riseOrSplit, tally.act]
              .map((count) => percent(share(count, tally)))
              .join('  '),
        );
      }
    }
    console.info(`insights calibration (${SEEDS} seeded teams each):\n${lines.join('\n')}`);
    expect(results.size).toBe(Object.keys(scenarios).length * SIZES.length);
  });

  it('cries no wolf on a stable team: rose or fell ≤ 2 %, any "Act now" ≤ 3 %', () => {
    for (const staff of SIZES) {
      const tally = result('stable', staff);
      expect(share(tally.rose + tally.fell, tally), `${staff} staff`).toBeLessThanOrEqual(0.02);
      expect(share(tally.act, tally), `${staff} staff`).toBeLessThanOrEqual(0.03);
    }
  });

  it('calls a return to the usual level no change: after a one-week ±2.5, rose or fell ≤ 5 %', () => {
    for (const scenario of ['one week +2.5, judged the week after', 'one week −2.5, judged the week after'] as const) {
      for (const staff of SIZES) {
        const tally = result(scenario, staff);
        expect(share(tally.rose + tally.fell, tally), `${scenario}, ${staff} staff`).toBeLessThanOrEqual(0.05);
      }
    }
  });

  const targets = { 6: 0.6, 10: 0.85, 20: 0.97 } as const;

  it('sees a whole team climbing 0.5 a week for 3 weeks: ≥ 60 % (6), 85 % (10), 97 % (20)', () => {
    for (const staff of SIZES) {
      const tally = result('whole team +0.5 a week for 3 weeks', staff);
      expect(share(tally.rose, tally), `${staff} staff`).toBeGreaterThanOrEqual(targets[staff]);
    }
  });

  it('sees half a team climbing 1.3 a week, as a rise or a split: the same targets', () => {
    for (const staff of SIZES) {
      const tally = result('half the team +1.3 a week for 3 weeks', staff);
      expect(share(tally.riseOrSplit, tally), `${staff} staff`).toBeGreaterThanOrEqual(targets[staff]);
    }
  });
});

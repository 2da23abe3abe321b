import { adjustedItems, indexOfItems, isHighRisk, SCALED_QUESTIONS } from '@hearth/contracts/survey';
import type { RoundFigures } from '../../src/insights/round-figures';

/**
 * A seeded simulation of a team's weekly check-ins, producing the figures the insights read
 * (`RoundFigures`), built with the product's own scoring: persons with stable levels, item noise,
 * participation, k and a window of weeks. Used by the calibration test (calibration.test.ts).
 */
export interface Team {
  staff: number;
  k: number;
  /** Weeks in the window, the latest last. */
  weeks: number;
  participation: number;
  /** The team's mean level and the spread of persons' levels around it (burnout scale). */
  level: number;
  personSpread: number;
  /** Each item's noise around the person's level, each week. */
  itemNoise: number;
  /** Extra points for person `p` (0-based) in week `w` (0-based, latest = weeks − 1). */
  shift?: (person: number, week: number, staff: number) => number;
}

/** A small, fast, seeded generator (mulberry32) with a normal draw (Box–Muller). */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}

const clamp = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

/** One simulated team's window of rounds, oldest first. */
export function simulateTeam(team: Team, seed: number): RoundFigures[] {
  const random = seeded(seed);
  const persons = Array.from({ length: team.staff }, () => team.level + team.personSpread * random.normal());
  const rounds: RoundFigures[] = [];
  for (let week = 0; week < team.weeks; week++) {
    const burnout = { n: 0, sum: 0, squares: 0 };
    const items = SCALED_QUESTIONS.map(() => ({ n: 0, sum: 0, squares: 0 }));
    let highRisk = 0;
    persons.forEach((base, person) => {
      if (random.next() >= team.participation) return;
      const level = base + (team.shift?.(person, week, team.staff) ?? 0);
      // Each answer as a person gives it: direction-adjusted levels turned back into raw answers.
      const scaled = Object.fromEntries(
        SCALED_QUESTIONS.map((question, index) => {
          const adjusted = clamp(level + team.itemNoise * random.normal());
          const reversed = index >= 3;
          return [question.id, reversed ? 11 - adjusted : adjusted];
        }),
      );
      const values = adjustedItems(scaled);
      const index = indexOfItems(values);
      burnout.n++;
      burnout.sum += index;
      burnout.squares += index * index;
      values.forEach((value, item) => {
        items[item]!.n++;
        items[item]!.sum += value;
        items[item]!.squares += value * value;
      });
      if (isHighRisk(index)) highRisk++;
    });
    const opens = new Date(Date.UTC(2026, 0, 5 + 7 * week, 14));
    rounds.push({
      roundId: `00000000-0000-4000-8000-${String(week).padStart(12, '0')}`,
      weekOf: opens.toISOString(),
      weekLabel: opens.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      invited: team.staff,
      responses: burnout.n,
      threshold: team.k,
      highRisk,
      burnout,
      items,
    });
  }
  return rounds;
}

import { type Moments, mean, variance } from './statistics';

/**
 * Which way a weekly measure is going, over the visible weeks (docs/insights.md, ADR 077).
 * Anonymous answers cannot be followed from week to week, so the noise of a weekly average is read
 * from the weekly averages themselves, the way a control chart reads it from its moving ranges:
 *
 * - the **usual level** is the median of the visible weeks before the latest (one odd week does not
 *   move it);
 * - the **week-to-week noise** is the standard deviation of a weekly average around that level,
 *   from the mean squared successive difference of those weeks (von Neumann), shrunk towards what
 *   the answers' own spread would give when there are few weeks;
 * - the latest week **rose** or **fell** when it lies more than `Z` such deviations from the usual
 *   level; it is **climbing** when the last four weeks' least-squares slope is also beyond the noise;
 *   it is **back to its usual level** when the week before was off and the latest is close again;
 * - the team **split** when the latest week's answers are spread much wider than usual (the log of
 *   the variance ratio beyond `Z`): part of the team is under much more strain than the rest.
 *
 * `Z` was chosen with the seeded simulation of `api/test/insights/calibration.test.ts`.
 */
const Z = 2.6;
/** A week this close to the usual level (in deviations) counts as back to it. */
const BACK_WITHIN = 1.5;
/** Weeks the slope is read over. */
const SLOPE_WEEKS = 4;
/** How many weeks' worth of weight the answers' own spread has against the weeks' successive differences. */
const PRIOR_WEEKS = 3;

/** A weekly measure, oldest week first: each week's level, and the variance of one week's level from its answers. */
export interface Series {
  levels: number[];
  /** The variance a week's level would have from its answers' spread alone, for each week. */
  answerVariances: number[];
}

/** The weekly means of `weeks` as a series: each mean's variance is the answers' variance ÷ their count. */
export function seriesOf(weeks: Moments[]): Series {
  const pooled = pooledVariance(weeks);
  return {
    levels: weeks.map(mean),
    answerVariances: weeks.map((week) => pooled / Math.max(1, week.n)),
  };
}

export interface Standing {
  /** The latest week's level. */
  latest: number;
  /** The median of the weeks before the latest. */
  usual: number;
  /** latest − usual */
  change: number;
  /** The change beyond which it is called real: Z × the deviation of a change. The noise shown is this one. */
  margin: number;
  real: boolean;
  /** The change in deviations. */
  z: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The standard deviation of a weekly level around a steady level, from the weeks of `series`. */
function weeklyNoise(series: Series): number {
  const { levels, answerVariances } = series;
  const fromAnswers = answerVariances.reduce((sum, value) => sum + value, 0) / Math.max(1, answerVariances.length);
  const steps = levels.slice(1).map((level, index) => level - levels[index]!);
  if (steps.length === 0) return Math.sqrt(fromAnswers);
  // The median moving range (÷ 0.954, a normal's): one odd week does not widen the noise for the rest.
  const fromWeeks = (median(steps.map(Math.abs)) / (0.954 * Math.SQRT2)) ** 2;
  return Math.sqrt((steps.length * fromWeeks + PRIOR_WEEKS * fromAnswers) / (steps.length + PRIOR_WEEKS));
}

const slice = (series: Series, start: number, end?: number): Series => ({
  levels: series.levels.slice(start, end),
  answerVariances: series.answerVariances.slice(start, end),
});

/** How the latest week of `series` stands against the weeks before it; null with fewer than two weeks. */
export function standingOf(series: Series): Standing | null {
  const latest = series.levels.at(-1);
  const before = slice(series, 0, -1);
  if (latest === undefined || before.levels.length === 0) return null;
  const usual = median(before.levels);
  // The median of m weeks varies about π/2 times as much as their mean.
  const deviation = weeklyNoise(before) * Math.sqrt(1 + Math.PI / (2 * before.levels.length));
  const change = latest - usual;
  const margin = Z * deviation;
  return { latest, usual, change, margin, real: Math.abs(change) > margin, z: deviation > 0 ? change / deviation : 0 };
}

type DirectionVerdict = 'steady' | 'rose' | 'fell' | 'back';

export interface Direction extends Standing {
  verdict: DirectionVerdict;
  /** The week before the latest, when it was off its own usual level and the latest is back. */
  offBefore: Standing | null;
  /** Over the last four weeks: points a week and its margin; null with fewer weeks. */
  slope: { perWeek: number; margin: number; real: boolean } | null;
  /** The latest week's answers spread much wider than usual. */
  split: { latest: number; usual: number } | null;
}

/** The direction of the burnout index in the latest of `weeks` (visible weeks, oldest first); null before two. */
export function directionOf(weeks: Moments[]): Direction | null {
  const series = seriesOf(weeks);
  const now = standingOf(series);
  if (!now) return null;
  const previous = weeks.length >= 3 ? standingOf(slice(series, 0, -1)) : null;
  const offBefore = previous?.real && Math.abs(now.z) < BACK_WITHIN ? previous : null;
  const verdict: DirectionVerdict = now.real ? (now.change > 0 ? 'rose' : 'fell') : offBefore ? 'back' : 'steady';
  return {
    ...now,
    verdict,
    offBefore,
    slope: slopeOf(slice(series, -SLOPE_WEEKS), weeklyNoise(slice(series, 0, -1))),
    split: splitOf(weeks),
  };
}

/** The least-squares slope over the given weeks (one a week), with its margin for the noise. */
function slopeOf(series: Series, noise: number) {
  if (series.levels.length < SLOPE_WEEKS) return null;
  const { levels } = series;
  const centre = (levels.length - 1) / 2;
  const spread = levels.reduce((sum, _, index) => sum + (index - centre) ** 2, 0);
  const perWeek = levels.reduce((sum, level, index) => sum + (index - centre) * level, 0) / spread;
  const margin = Z * (noise / Math.sqrt(spread));
  return { perWeek, margin, real: Math.abs(perWeek) > margin };
}

/** The answers' variance within weeks, pooled over `weeks`. */
function pooledVariance(weeks: Moments[]): number {
  const degrees = weeks.reduce((sum, week) => sum + Math.max(0, week.n - 1), 0);
  if (degrees === 0) return 0;
  return weeks.reduce((sum, week) => sum + variance(week) * Math.max(0, week.n - 1), 0) / degrees;
}

/** The latest answers' spread against the usual spread: the log variance ratio beyond Z. */
function splitOf(weeks: Moments[]): Direction['split'] {
  const latest = weeks.at(-1)!;
  const before = weeks.slice(0, -1);
  const usual = pooledVariance(before);
  const now = variance(latest);
  const degreesNow = latest.n - 1;
  const degreesBefore = before.reduce((sum, week) => sum + Math.max(0, week.n - 1), 0);
  if (usual <= 0 || now <= 0 || degreesNow < 2 || degreesBefore < 2) return null;
  const real = Math.log(now / usual) / Math.sqrt(2 / degreesNow + 2 / degreesBefore) > Z;
  return real ? { latest: Math.sqrt(now), usual: Math.sqrt(usual) } : null;
}

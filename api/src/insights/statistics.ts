/**
 * The arithmetic behind "is this change real or noise?" (docs/insights.md), from the sums and
 * sums of squares the survey_rounds projector keeps. Everything is a 95 % interval: a change is
 * called only when the interval around it leaves out zero.
 */

/** Answers pooled over one or more rounds: count, sum and sum of squares of one measure. */
export interface Moments {
  n: number;
  sum: number;
  squares: number;
}

export const addMoments = (parts: Moments[]): Moments =>
  parts.reduce(
    (total, part) => ({ n: total.n + part.n, sum: total.sum + part.sum, squares: total.squares + part.squares }),
    {
      n: 0,
      sum: 0,
      squares: 0,
    },
  );

export const mean = (moments: Moments) => (moments.n > 0 ? moments.sum / moments.n : 0);

/** Sample variance (n − 1), never negative despite rounding. */
export function variance(moments: Moments): number {
  if (moments.n < 2) return 0;
  return Math.max(0, (moments.squares - (moments.sum * moments.sum) / moments.n) / (moments.n - 1));
}

/** Two-sided 95 % quantiles of Student's t for 1–30 degrees of freedom. */
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/**
 * t(0.975, df). Fractional degrees of freedom round down (a slightly wider, safer interval); past
 * 30 the quantile is interpolated in 1/df towards the normal 1.96, within 0.002 of the exact value.
 */
export function tQuantile(df: number): number {
  const whole = Math.max(1, Math.floor(df));
  if (whole <= T_975.length) return T_975[whole - 1]!;
  return 1.96 + (2.042 - 1.96) * (30 / whole);
}

export interface Change {
  /** later − earlier */
  difference: number;
  /** Half-width of the 95 % interval around the difference: the week-to-week noise for these team sizes. */
  margin: number;
  /** True when the interval leaves out zero. */
  real: boolean;
}

/** Welch's interval for the difference of two means, from each side's moments. */
export function meanChange(earlier: Moments, later: Moments): Change {
  const difference = mean(later) - mean(earlier);
  const a = variance(later) / later.n;
  const b = variance(earlier) / earlier.n;
  const standardError = Math.sqrt(a + b);
  if (standardError === 0) return { difference, margin: 0, real: difference !== 0 };
  const df =
    (a + b) ** 2 / ((later.n > 1 ? a ** 2 / (later.n - 1) : 0) + (earlier.n > 1 ? b ** 2 / (earlier.n - 1) : 0));
  const margin = tQuantile(Number.isFinite(df) ? df : 1) * standardError;
  return { difference, margin, real: Math.abs(difference) > margin };
}

/**
 * The same interval when only each item's variance is known, not how two items move together
 * (exhaustion is the mean of items 1 and 2): the standard deviation of a mean of items is at most
 * the mean of their standard deviations, so this interval is never narrower than the exact one.
 */
export function combinedMoments(items: Moments[]): Moments {
  const n = items[0]?.n ?? 0;
  const itemMean = items.reduce((sum, item) => sum + mean(item), 0) / items.length;
  const sd = items.reduce((sum, item) => sum + Math.sqrt(variance(item)), 0) / items.length;
  const sum = itemMean * n;
  return { n, sum, squares: sd * sd * (n - 1) + (sum * sum) / Math.max(1, n) };
}

const Z = 1.959964;

/** Wilson's 95 % score interval for a proportion. */
function wilson(count: number, n: number): [number, number] {
  const p = count / n;
  const denominator = 1 + (Z * Z) / n;
  const centre = (p + (Z * Z) / (2 * n)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n))) / denominator;
  return [centre - half, centre + half];
}

/**
 * Newcombe's interval for the difference of two proportions (later − earlier), built from each
 * side's Wilson interval: it stays sensible for the small counts of a small team.
 */
export function proportionChange(earlier: { count: number; n: number }, later: { count: number; n: number }): Change {
  const p1 = later.count / later.n;
  const p0 = earlier.count / earlier.n;
  const [l1, u1] = wilson(later.count, later.n);
  const [l0, u0] = wilson(earlier.count, earlier.n);
  const difference = p1 - p0;
  const lower = difference - Math.sqrt((p1 - l1) ** 2 + (u0 - p0) ** 2);
  const upper = difference + Math.sqrt((u1 - p1) ** 2 + (p0 - l0) ** 2);
  return {
    difference,
    margin: difference >= 0 ? difference - lower : upper - difference,
    real: lower > 0 || upper < 0,
  };
}

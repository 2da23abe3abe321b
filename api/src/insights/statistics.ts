/**
 * The arithmetic insights rest on (docs/insights.md), from the counts, sums and sums of squares
 * the survey_rounds projector keeps. How weeks are compared is in direction.ts.
 */

/** Answers pooled over one or more rounds: count, sum and sum of squares of one measure. */
export interface Moments {
  n: number;
  sum: number;
  squares: number;
}

export const mean = (moments: Moments) => (moments.n > 0 ? moments.sum / moments.n : 0);

/** Sample variance (n − 1), never negative despite rounding. */
export function variance(moments: Moments): number {
  if (moments.n < 2) return 0;
  return Math.max(0, (moments.squares - (moments.sum * moments.sum) / moments.n) / (moments.n - 1));
}

export interface Change {
  /** later − earlier */
  difference: number;
  /** Half-width of the 95 % interval around the difference. */
  margin: number;
  /** True when the interval leaves out zero. */
  real: boolean;
}

/**
 * A mean of items when only each item's variance is known, not how they move together (exhaustion
 * is the mean of items 1 and 2): the standard deviation of a mean of items is at most the mean of
 * their standard deviations, so its noise is never taken narrower than the exact one.
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

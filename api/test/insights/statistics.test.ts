import { describe, expect, it } from 'vitest';
import { combinedMoments, type Moments, mean, proportionChange, variance } from '../../src/insights/statistics';

const moments = (values: number[]): Moments => ({
  n: values.length,
  sum: values.reduce((sum, value) => sum + value, 0),
  squares: values.reduce((sum, value) => sum + value * value, 0),
});

describe('the noise arithmetic of insights', () => {
  it('gets mean and sample variance back from sums and sums of squares', () => {
    const m = moments([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(mean(m)).toBe(5);
    expect(variance(m)).toBeCloseTo(32 / 7, 10);
    expect(variance(moments([6]))).toBe(0);
  });

  it('bounds the spread of a mean of two items by the mean of their spreads', () => {
    const a = [3, 5, 7, 9, 6];
    const b = [4, 4, 8, 8, 6];
    const exact = moments(a.map((value, index) => (value + b[index]!) / 2));
    const bound = combinedMoments([moments(a), moments(b)]);
    expect(mean(bound)).toBeCloseTo(mean(exact), 10);
    expect(variance(bound)).toBeGreaterThanOrEqual(variance(exact) - 1e-9);
  });

  it("matches Newcombe's published interval for a difference of proportions", () => {
    // Newcombe (1998), example (a): 56/70 against 48/80 gives 0.2 with 95 % interval 0.0524 to 0.3339.
    const change = proportionChange({ count: 48, n: 80 }, { count: 56, n: 70 });
    expect(change.difference).toBeCloseTo(0.2, 10);
    expect(change.difference - change.margin).toBeCloseTo(0.0524, 3);
    // The other way round, the margin is the distance from the difference to the bound nearer zero.
    expect(proportionChange({ count: 56, n: 70 }, { count: 48, n: 80 }).margin).toBeCloseTo(0.2 - 0.0524, 3);
    expect(change.real).toBe(true);
    expect(proportionChange({ count: 1, n: 10 }, { count: 3, n: 10 }).real).toBe(false);
  });
});

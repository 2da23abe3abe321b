import { describe, expect, it } from 'vitest';
import {
  addMoments,
  combinedMoments,
  type Moments,
  mean,
  meanChange,
  proportionChange,
  tQuantile,
  variance,
} from '../../src/insights/statistics';

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
    expect(addMoments([moments([1, 2]), moments([3])])).toEqual(moments([1, 2, 3]));
  });

  it("uses Student's t for small teams and approaches the normal 1.96 for large ones", () => {
    expect(tQuantile(1)).toBe(12.706);
    expect(tQuantile(4.9)).toBe(2.776);
    expect(tQuantile(10)).toBe(2.228);
    expect(tQuantile(60)).toBeCloseTo(2.0, 2);
    expect(tQuantile(120)).toBeCloseTo(1.98, 2);
    expect(tQuantile(100_000)).toBeCloseTo(1.96, 2);
  });

  it("calls a difference of means real only when Welch's 95 % interval leaves out zero", () => {
    // Means 5 and 7 over 6 answers each, variance 0.8 each: se = sqrt(0.8/6 × 2) = 0.516, df 10, t 2.228.
    const change = meanChange(moments([4, 5, 6, 5, 4, 6]), moments([6, 7, 8, 7, 6, 8]));
    expect(change.difference).toBeCloseTo(2, 10);
    expect(change.margin).toBeCloseTo(2.228 * Math.sqrt((0.8 / 6) * 2), 10);
    expect(change.real).toBe(true);
    const small = meanChange(moments([5, 6, 4, 5, 6]), moments([5, 7, 5, 6, 6]));
    expect(small.difference).toBeCloseTo(0.6, 10);
    expect(small.margin).toBeGreaterThan(0.6);
    expect(small.real).toBe(false);
  });

  it('the same 0.6-point change becomes real with enough answers', () => {
    const many = (values: number[]) => moments(Array.from({ length: 20 }, () => values).flat());
    expect(meanChange(many([5, 6, 4, 5, 6]), many([5, 7, 5, 6, 6])).real).toBe(true);
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

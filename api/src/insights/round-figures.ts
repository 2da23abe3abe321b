import type { InsightWeek } from '@hearth/contracts/insights';
import type { Moments } from './statistics';

// What the insight kinds (burnout-insights.ts, team-insights.ts) share: the round's figures and how they print.

/** One closed round's figures, as an insight reads them: aggregates of the whole round, never one answer set. */
export interface RoundFigures extends InsightWeek {
  invited: number;
  responses: number;
  /** The anonymity minimum recorded when the round closed. */
  threshold: number;
  highRisk: number;
  /** The burnout index over the round's answers. */
  burnout: Moments;
  /** The five direction-adjusted items, in question order. */
  items: Moments[];
}

/** A round whose answers reached its k: only these count in an insight. */
export const visibleRound = (round: RoundFigures) => round.responses >= round.threshold;
export const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
export const rate = (round: RoundFigures) =>
  round.invited > 0 ? Math.round((round.responses / round.invited) * 100) : 0;
export const week = ({ roundId, weekOf, weekLabel }: InsightWeek): InsightWeek => ({ roundId, weekOf, weekLabel });
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The latest visible round and the visible rounds before it in the window. */
export function latestAgainstEarlier(visible: RoundFigures[]) {
  const latest = visible.at(-1);
  return latest ? { latest, earlier: visible.slice(0, -1) } : null;
}

export function comparedWith(earlier: RoundFigures[]): string {
  return earlier.length === 1 ? `the week of ${earlier[0]!.weekLabel}` : `the ${earlier.length} weeks before`;
}

/**
 * Two figures a sentence compares, rounded so that the sentence and the figures agree: one decimal,
 * or more when one decimal would print "0.4 larger than 0.4".
 */
export function comparedFigures(value: number, margin: number): [string, string] {
  for (const digits of [1, 2, 3]) {
    const pair: [string, string] = [Math.abs(value).toFixed(digits), margin.toFixed(digits)];
    if (pair[0] !== pair[1]) return pair;
  }
  return [Math.abs(value).toFixed(3), margin.toFixed(3)];
}

/** The number an evidence line carries for a figure printed as `text`. */
export const shown = (value: number, text: string) => Math.sign(value) * Number(text);

export const usualLabel = (earlier: RoundFigures[]) =>
  earlier.length === 1 ? `week of ${earlier[0]!.weekLabel}` : `median of the ${earlier.length} weeks before`;

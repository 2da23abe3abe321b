import type { Insight, InsightKind, InsightSeverity } from '@hearth/contracts/insights';
import { burnoutDirection, burnoutDriver, teamSplit } from './burnout-insights';
import { type RoundFigures, visibleRound } from './round-figures';
import { hiddenRounds, highRiskTrend, participation } from './team-insights';

const SEVERITY_ORDER: InsightSeverity[] = ['act', 'watch', 'info'];
const KIND_ORDER: InsightKind[] = [
  'burnout_direction',
  'burnout_driver',
  'team_split',
  'high_risk_trend',
  'participation',
  'hidden_rounds',
];

/**
 * Insights from a period's closed rounds (docs/insights.md). Pure: the same figures always give the
 * same insights. Only rounds with at least their recorded k answers count, and every number is an
 * aggregate of a whole round, never one answer set. Rounds oldest first; the answer is ordered by
 * severity, most urgent first.
 */
export function computeInsights(rounds: RoundFigures[]): Insight[] {
  const visible = rounds.filter(visibleRound);
  const insights = [
    burnoutDirection(visible),
    burnoutDriver(visible),
    teamSplit(visible),
    highRiskTrend(visible),
    participation(visible),
    hiddenRounds(rounds),
  ].filter((insight): insight is Insight => insight !== null);
  return insights.sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) ||
      KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
}

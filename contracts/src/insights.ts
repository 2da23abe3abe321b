import { z } from 'zod';
import { HISTORY_RANGES } from './dashboard';

/**
 * Insights for administrators (docs/insights.md): computed from closed rounds with at least k
 * answers, each with the numbers and weeks it rests on and recommended actions with their sources.
 */

/** `info` is worth knowing, `watch` may need attention soon, `act` needs attention now. */
export type InsightSeverity = 'info' | 'watch' | 'act';

export type InsightKind =
  | 'burnout_direction'
  | 'burnout_driver'
  | 'participation'
  | 'high_risk_trend'
  | 'hidden_rounds';

/** A weekly round an insight's number comes from. */
export interface InsightWeek {
  roundId: string;
  /** When the round opened (ISO). */
  weekOf: string;
  /** "Mar 2", in the agency's time zone. */
  weekLabel: string;
}

export interface InsightEvidence {
  label: string;
  value: number;
  unit: 'index' | 'points' | 'percent' | 'answers';
  /** The rounds this number is computed from: one week, or the weeks it is compared with. */
  weeks: InsightWeek[];
}

export interface InsightAction {
  id: string;
  text: string;
  /** Where the advice comes from: a published source, or the page of Hearth's help it repeats. */
  source: string;
}

export interface Insight {
  id: string;
  kind: InsightKind;
  severity: InsightSeverity;
  title: string;
  detail: string;
  evidence: InsightEvidence[];
  actions: InsightAction[];
}

/** GET /api/dashboard/insights?weeks=4|12|24 */
export interface InsightsResponse {
  insights: Insight[];
  generatedAt: string;
}

const RANGE_MESSAGE = 'weeks must be 4, 12 or 24';

export const insightsQuery = z.object({
  weeks: z
    .enum(
      HISTORY_RANGES.map((weeks) => String(weeks)),
      { error: RANGE_MESSAGE },
    )
    .default('12')
    .transform((weeks) => Number(weeks) as (typeof HISTORY_RANGES)[number]),
});

export const SEVERITY_LABELS: Record<InsightSeverity, string> = { info: 'Info', watch: 'Watch', act: 'Act now' };

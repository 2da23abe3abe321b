import { z } from 'zod';
import { historyQuery } from './dashboard';

/**
 * Insights for administrators (docs/insights.md): computed from closed rounds with at least k
 * answers, each with the numbers and weeks it rests on and recommended actions with their sources.
 */

/** `info` is worth knowing, `watch` may need attention soon, `act` needs attention now. */
const insightSeverity = z.enum(['info', 'watch', 'act']);
export type InsightSeverity = z.infer<typeof insightSeverity>;

const insightKind = z.enum([
  'burnout_direction',
  'burnout_driver',
  'participation',
  'high_risk_trend',
  'hidden_rounds',
]);
export type InsightKind = z.infer<typeof insightKind>;

/** A weekly round an insight's number comes from. */
const insightWeek = z.object({
  roundId: z.string(),
  /** When the round opened (ISO). */
  weekOf: z.string(),
  /** "Mar 2", in the agency's time zone. */
  weekLabel: z.string(),
});
export type InsightWeek = z.infer<typeof insightWeek>;

const insightEvidence = z.object({
  label: z.string(),
  value: z.number(),
  unit: z.enum(['index', 'points', 'percent', 'answers']),
  /** The rounds this number is computed from: one week, or the weeks it is compared with. */
  weeks: z.array(insightWeek),
});
export type InsightEvidence = z.infer<typeof insightEvidence>;

const insightAction = z.object({
  id: z.string(),
  text: z.string(),
  /** Where the advice comes from: a published source, or the page of Hearth's help it repeats. */
  source: z.string(),
});
export type InsightAction = z.infer<typeof insightAction>;

const insight = z.object({
  id: z.string(),
  kind: insightKind,
  severity: insightSeverity,
  title: z.string(),
  detail: z.string(),
  evidence: z.array(insightEvidence),
  actions: z.array(insightAction),
});
export type Insight = z.infer<typeof insight>;

/** GET /api/dashboard/insights?weeks=4|12|24 */
export const insightsResponse = z.object({ insights: z.array(insight), generatedAt: z.string() });
export type InsightsResponse = z.infer<typeof insightsResponse>;

/** The weeks an insight looks back over: the same choice as the dashboard's and the reports' history. */
export const insightsQuery = historyQuery;

export const SEVERITY_LABELS: Record<InsightSeverity, string> = { info: 'Info', watch: 'Watch', act: 'Act now' };

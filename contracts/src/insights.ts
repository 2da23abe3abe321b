import { z } from 'zod';

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
  'team_split',
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

/** Themes are read only from a round with at least max(k, this many) comments. */
export const THEMES_MIN_COMMENTS = 5;

/** What comments are about, found offline (docs/insights.md "Comment themes"). */
export const COMMENT_THEMES = [
  'workload',
  'on_call',
  'grief',
  'documentation',
  'team_support',
  'leadership',
  'pay',
] as const;
export type CommentTheme = (typeof COMMENT_THEMES)[number];

const COMMENT_THEME_LABELS: Record<CommentTheme, { en: string; es: string }> = {
  workload: { en: 'Workload', es: 'Carga de trabajo' },
  on_call: { en: 'On-call', es: 'Guardias' },
  grief: { en: 'Grief and death load', es: 'Duelo y muertes' },
  documentation: { en: 'Documentation', es: 'Documentación' },
  team_support: { en: 'Team support', es: 'Apoyo del equipo' },
  leadership: { en: 'Leadership', es: 'Liderazgo' },
  pay: { en: 'Pay', es: 'Pago' },
};

/**
 * The themes of the latest closed round's comments, when it has at least max(k, 5) of them: counts
 * and labels only, never a comment or a word of one.
 */
const commentThemes = z.object({
  roundId: z.string(),
  weekLabel: z.string(),
  /** Comments read (at least max(k, 5)). */
  comments: z.number().int(),
  themes: z.array(
    z.object({
      theme: z.enum(COMMENT_THEMES),
      /** Comments touching the theme, and how many of them in each tone. */
      comments: z.number().int(),
      positive: z.number().int(),
      negative: z.number().int(),
    }),
  ),
});
export type CommentThemes = z.infer<typeof commentThemes>;

/**
 * GET /api/dashboard/insights: one window for every insight wherever it is shown (the last `weeks`
 * closed rounds), so that the same question always gets the same verdict.
 */
export const insightsResponse = z.object({
  insights: z.array(insight),
  weeks: z.number().int().positive(),
  themes: commentThemes.nullable(),
  generatedAt: z.string(),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;

/** "Workload: 4 comments (3 negative, 1 positive)", as the card and the digest say it. */
export function themeLine(entry: CommentThemes['themes'][number]): string {
  const tones = [
    entry.negative > 0 ? `${entry.negative} negative` : null,
    entry.positive > 0 ? `${entry.positive} positive` : null,
  ].filter(Boolean);
  const comments = `${entry.comments} comment${entry.comments === 1 ? '' : 's'}`;
  return `${COMMENT_THEME_LABELS[entry.theme].en}: ${comments} (${tones.join(', ')})`;
}

export const SEVERITY_LABELS: Record<InsightSeverity, string> = { info: 'Info', watch: 'Watch', act: 'Act now' };

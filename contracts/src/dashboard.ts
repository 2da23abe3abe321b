import { z } from 'zod';
import { SURVEY_DAYS } from './constants';

/**
 * Dashboard answers (docs/product-rules.md, and the departures it lists): scores appear only for closed rounds
 * with at least k answers; while a round is open only participation shows.
 */
const detailedAnswer = z.object({
  questionId: z.string(),
  questionText: z.string(),
  questionType: z.literal('scaled'),
  value: z.number().nullable(),
});

/** One anonymous answer set: scores only. Its comment, if any, is never beside them (see `comments`). */
const dashboardResponse = z.object({
  id: z.string(),
  /** The round's close, never the minute an answer was given. */
  submittedAt: z.string(),
  burnoutScore: z.number(),
  detailedResponses: z.array(detailedAnswer),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

const nonRespondent = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** When their link expires (the round closes). */
  tokenExpiresAt: z.string(),
  remindersSent: z.number(),
});
export type NonRespondent = z.infer<typeof nonRespondent>;

/**
 * A comment as an administrator reads it: masked, shuffled, and flagged when it reads as distress
 * (docs/duty-of-care.md) so that the card can say what to do.
 */
const dashboardComment = z.object({ text: z.string(), distress: z.boolean() });

/**
 * How many of a closed round's comments read as distress (screened at the close, only the count kept),
 * shown for a round with at least k answers whether or not the comments themselves are shown.
 */
/** Comments that read as distress, counted at the close; `orMore` as for `highRiskOrMore`. */
const distressSignal = z.object({ comments: z.number().int(), orMore: z.boolean() });

export const currentWeekResponse = z.object({
  weekOf: z.string().nullable(),
  round: z
    .object({
      id: z.string(),
      status: z.enum(['open', 'closed']),
      opensAt: z.string(),
      closesAt: z.string(),
      invitedCount: z.number(),
      respondedCount: z.number(),
    })
    .nullable(),
  avgBurnout: z.number().nullable(),
  submissionRate: z.number(),
  /** High-risk answers, coarsened for small teams (small-groups.ts): at least this many when `highRiskOrMore`. */
  highRiskCount: z.number().nullable(),
  highRiskOrMore: z.boolean(),
  totalUsers: z.number(),
  results: z.object({
    visible: z.boolean(),
    hiddenReason: z.enum(['no_round', 'open', 'below_threshold']).nullable(),
    answersNeeded: z.number().nullable(),
    threshold: z.number(),
  }),
  /** Change since the previous closed round (null when either side has no visible value). */
  changes: z.object({
    avgBurnout: z.number().nullable(),
    submissionRate: z.number().nullable(),
    highRiskCount: z.number().nullable(),
  }),
  responses: z.array(dashboardResponse),
  /**
   * The round's comments, apart from any scores (docs/anonymity.md): shuffled, names, emails and
   * phone numbers masked; null unless the round closed with at least k answers and at least
   * `COMMENTS_MIN` comments.
   */
  comments: z.array(dashboardComment).nullable(),
  /** Comments that read as distress in the latest closed round at or above k; null otherwise. */
  distress: distressSignal.nullable(),
  responseCount: z.number(),
  nonRespondents: z.array(nonRespondent),
  surveySchedule: z.object({
    surveyDay: z.enum(SURVEY_DAYS).nullable(),
    surveyTime: z.string().nullable(),
    timezone: z.string(),
    lastSurveySent: z.string().nullable(),
    nextSurveyAt: z.string().nullable(),
  }),
});
export type CurrentWeek = z.infer<typeof currentWeekResponse>;

const historicalWeek = z.object({
  roundId: z.string(),
  weekOf: z.string(),
  weekLabel: z.string(),
  avgBurnout: z.number().nullable(),
  submissionRate: z.number(),
  highRiskCount: z.number().nullable(),
  highRiskOrMore: z.boolean(),
  responseCount: z.number(),
  belowThreshold: z.boolean(),
});
export type HistoricalWeek = z.infer<typeof historicalWeek>;

export const historicalResponse = z.object({
  weeks: z.array(historicalWeek),
  totalUsers: z.number(),
  threshold: z.number(),
});
export type Historical = z.infer<typeof historicalResponse>;

export const HISTORY_RANGES = [4, 12, 24] as const;

/** `?weeks=4|12|24` (12 when absent), as the history views and insights take it. */
export const historyQuery = z.object({
  weeks: z
    .enum(
      HISTORY_RANGES.map((weeks) => String(weeks)),
      { error: 'weeks must be 4, 12 or 24' },
    )
    .default('12')
    .transform((weeks) => Number(weeks) as (typeof HISTORY_RANGES)[number]),
});

/** A round's comments are shown only when at least this many people left one (docs/anonymity.md). */
export const COMMENTS_MIN = 3;

/** docs/product-rules.md: across weeks the average is the mean, the rate the rounded mean, high risk the maximum. */
export function summariseWeeks(weeks: HistoricalWeek[]) {
  const visible = weeks.filter((week) => week.avgBurnout !== null);
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const avg = mean(visible.map((week) => week.avgBurnout!));
  const rate = mean(weeks.map((week) => week.submissionRate));
  const peak = visible.reduce<HistoricalWeek | null>(
    (best, week) => (best === null || (week.highRiskCount ?? 0) > (best.highRiskCount ?? 0) ? week : best),
    null,
  );
  return {
    avgBurnout: avg === null ? null : Math.round(avg * 10) / 10,
    submissionRate: rate === null ? 0 : Math.round(rate),
    highRiskCount: peak ? (peak.highRiskCount ?? 0) : null,
    highRiskOrMore: peak?.highRiskOrMore ?? false,
  };
}

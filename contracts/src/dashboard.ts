import type { SurveyDay } from './constants';

/**
 * Dashboard answers (docs/product-rules.md, and the departures it lists): scores appear only for closed rounds
 * with at least k answers; while a round is open only participation shows.
 */
interface DetailedAnswer {
  questionId: string;
  questionText: string;
  questionType: 'scaled';
  value: number | null;
}

/** One anonymous answer set: scores only. Its comment, if any, is never beside them (see `comments`). */
export interface DashboardResponse {
  id: string;
  /** The round's close, never the minute an answer was given. */
  submittedAt: string;
  burnoutScore: number;
  detailedResponses: DetailedAnswer[];
}

export interface NonRespondent {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** When their link expires (the round closes). */
  tokenExpiresAt: string;
  remindersSent: number;
}

type HiddenReason = 'no_round' | 'open' | 'below_threshold';

export interface CurrentWeek {
  weekOf: string | null;
  round: {
    id: string;
    status: 'open' | 'closed';
    opensAt: string;
    closesAt: string;
    invitedCount: number;
    respondedCount: number;
  } | null;
  avgBurnout: number | null;
  submissionRate: number;
  highRiskCount: number | null;
  totalUsers: number;
  results: { visible: boolean; hiddenReason: HiddenReason | null; answersNeeded: number | null; threshold: number };
  /** Change since the previous closed round (null when either side has no visible value). */
  changes: { avgBurnout: number | null; submissionRate: number | null; highRiskCount: number | null };
  responses: DashboardResponse[];
  /**
   * The round's comments, apart from any scores (docs/anonymity.md): shuffled, names, emails and
   * phone numbers masked; null unless the round closed with at least k answers and at least
   * `COMMENTS_MIN` comments.
   */
  comments: string[] | null;
  responseCount: number;
  nonRespondents: NonRespondent[];
  surveySchedule: {
    surveyDay: SurveyDay | null;
    surveyTime: string | null;
    timezone: string;
    lastSurveySent: string | null;
    nextSurveyAt: string | null;
  };
}

export interface HistoricalWeek {
  roundId: string;
  weekOf: string;
  weekLabel: string;
  avgBurnout: number | null;
  submissionRate: number;
  highRiskCount: number | null;
  responseCount: number;
  belowThreshold: boolean;
}

export interface Historical {
  weeks: HistoricalWeek[];
  totalUsers: number;
  threshold: number;
}

export const HISTORY_RANGES = [4, 12, 24] as const;

/** A round's comments are shown only when at least this many people left one (docs/anonymity.md). */
export const COMMENTS_MIN = 3;

/** docs/product-rules.md: across weeks the average is the mean, the rate the rounded mean, high risk the maximum. */
export function summariseWeeks(weeks: HistoricalWeek[]) {
  const visible = weeks.filter((week) => week.avgBurnout !== null);
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const avg = mean(visible.map((week) => week.avgBurnout!));
  const rate = mean(weeks.map((week) => week.submissionRate));
  return {
    avgBurnout: avg === null ? null : Math.round(avg * 10) / 10,
    submissionRate: rate === null ? 0 : Math.round(rate),
    highRiskCount: visible.length ? Math.max(...visible.map((week) => week.highRiskCount ?? 0)) : null,
  };
}

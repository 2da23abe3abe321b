import {
  type CommentThemes,
  type Insight,
  type InsightsResponse,
  THEMES_MIN_COMMENTS,
} from '@hearth/contracts/insights';
import { groupBy } from '@hearth/platform/collections';
import type { Sql } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { DateTime } from 'luxon';
import { getAgenciesSettings, getAgencySettings } from '../agency/queries';
import { roundComments } from '../survey/comments';
import { agencyRounds, latestClosedRounds, type RoundSummary } from '../survey/summaries';
import { computeInsights } from './compute';
import type { RoundFigures } from './round-figures';
import { themesOfComments } from './themes';

/**
 * The window every insight reads, wherever it is shown (card, reports, digest, assistant): the last
 * 12 closed rounds, so that the same question always gets the same verdict (ADR 077).
 */
export const INSIGHT_WEEKS = 12;

/**
 * The last `INSIGHT_WEEKS` closed rounds of an agency with the aggregates insights need, oldest
 * first. Counted in rounds like the reports (docs/product-rules.md); a round closed before k was
 * recorded is held to today's k.
 */
async function roundFigures(sql: Sql, agencyId: string): Promise<RoundFigures[]> {
  const [settings, rows] = await Promise.all([
    getAgencySettings(sql, agencyId),
    agencyRounds(sql, agencyId, { closed: true, limit: INSIGHT_WEEKS }),
  ]);
  return figuresOf(rows, settings.anonymityThreshold);
}

/** Rows newest first, as read, to figures oldest first; `threshold`: the agency's k today. */
function figuresOf(rows: RoundSummary[], threshold: number): RoundFigures[] {
  return rows.reverse().map((row) => {
    const n = row.response_count;
    return {
      roundId: row.round_id,
      weekOf: row.opens_at.toISOString(),
      weekLabel: DateTime.fromJSDate(row.opens_at, { zone: row.timezone }).toFormat('LLL d'),
      invited: row.invited_count,
      responses: n,
      threshold: row.anonymity_threshold ?? threshold,
      highRisk: row.high_risk_count,
      burnout: { n, sum: Number(row.burnout_sum), squares: Number(row.burnout_square_sum) },
      items: [
        { n, sum: row.item1_sum, squares: row.item1_square_sum },
        { n, sum: row.item2_sum, squares: row.item2_square_sum },
        { n, sum: row.item3_sum, squares: row.item3_square_sum },
        { n, sum: row.item4_sum, squares: row.item4_square_sum },
        { n, sum: row.item5_sum, squares: row.item5_square_sum },
      ],
    };
  });
}

/**
 * The themes of the latest closed round's comments (themes.ts), when it has at least
 * max(k, `THEMES_MIN_COMMENTS`) of them: counts and labels, read from comments masked as they are
 * everywhere (survey/comments.ts). Null otherwise.
 */
export async function latestCommentThemes(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  agencyId: string,
): Promise<CommentThemes | null> {
  const [round] = await agencyRounds(deps.sql, agencyId, { closed: true, limit: 1 });
  if (!round) return null;
  const threshold = round.anonymity_threshold ?? (await getAgencySettings(deps.sql, agencyId)).anonymityThreshold;
  const comments = await roundComments(deps, agencyId, round.round_id);
  if (!comments || comments.length < Math.max(threshold, THEMES_MIN_COMMENTS)) return null;
  return {
    roundId: round.round_id,
    weekLabel: DateTime.fromJSDate(round.opens_at, { zone: round.timezone }).toFormat('LLL d'),
    comments: comments.length,
    themes: themesOfComments(comments),
  };
}

export async function agencyInsights(sql: Sql, agencyId: string): Promise<Insight[]> {
  return computeInsights(await roundFigures(sql, agencyId));
}

/** The insights of many agencies (the Monday digest): two statements whatever their number. */
export async function agenciesInsights(sql: Sql, agencyIds: string[]): Promise<Map<string, Insight[]>> {
  const [settings, rows] = await Promise.all([
    getAgenciesSettings(sql, agencyIds),
    latestClosedRounds(sql, agencyIds, INSIGHT_WEEKS),
  ]);
  const rowsOf = groupBy(rows, (row) => row.agency_id);
  const insights = new Map<string, Insight[]>();
  for (const [agencyId, agencySettings] of settings) {
    insights.set(agencyId, computeInsights(figuresOf(rowsOf.get(agencyId) ?? [], agencySettings.anonymityThreshold)));
  }
  return insights;
}

/** GET /api/dashboard/insights */
export async function insightsResponse(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  agencyId: string,
  now: Date,
): Promise<InsightsResponse> {
  const [insights, themes] = await Promise.all([
    agencyInsights(deps.sql, agencyId),
    latestCommentThemes(deps, agencyId),
  ]);
  return { insights, weeks: INSIGHT_WEEKS, themes, generatedAt: now.toISOString() };
}

import type { Insight, InsightsResponse } from '@hearth/contracts/insights';
import { groupBy } from '@hearth/platform/collections';
import type { Sql } from '@hearth/platform/db';
import { DateTime } from 'luxon';
import { getAgenciesSettings, getAgencySettings } from '../agency/queries';
import { latestClosedRounds } from '../survey/summaries';
import { computeInsights, type RoundFigures } from './compute';

interface FiguresRow {
  round_id: string;
  opens_at: Date;
  timezone: string;
  invited_count: number;
  response_count: number;
  anonymity_threshold: number | null;
  high_risk_count: number;
  burnout_sum: string;
  burnout_square_sum: string;
  item1_sum: number;
  item2_sum: number;
  item3_sum: number;
  item4_sum: number;
  item5_sum: number;
  item1_square_sum: number;
  item2_square_sum: number;
  item3_square_sum: number;
  item4_square_sum: number;
  item5_square_sum: number;
}

/**
 * The last `weeks` closed rounds of an agency with the aggregates insights need, oldest first.
 * Counted in rounds like the reports (docs/product-rules.md); a round closed before k was recorded
 * is held to today's k.
 */
async function roundFigures(sql: Sql, agencyId: string, weeks: number): Promise<RoundFigures[]> {
  const [settings, rows] = await Promise.all([
    getAgencySettings(sql, agencyId),
    sql<FiguresRow[]>`
      select ${figuresColumns(sql)} from round_summaries
      where agency_id = ${agencyId} and status = 'closed'
      order by opens_at desc limit ${weeks}`,
  ]);
  return figuresOf(rows, settings.anonymityThreshold);
}

const figuresColumns = (sql: Sql) => sql`
  round_id, opens_at, timezone, invited_count, response_count, anonymity_threshold, high_risk_count,
  burnout_sum, burnout_square_sum, item1_sum, item2_sum, item3_sum, item4_sum, item5_sum,
  item1_square_sum, item2_square_sum, item3_square_sum, item4_square_sum, item5_square_sum`;

/** Rows newest first, as read, to figures oldest first; `threshold`: the agency's k today. */
function figuresOf(rows: FiguresRow[], threshold: number): RoundFigures[] {
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

export async function agencyInsights(sql: Sql, agencyId: string, weeks: number): Promise<Insight[]> {
  return computeInsights(await roundFigures(sql, agencyId, weeks));
}

/**
 * The insights of many agencies over their last `weeks` closed rounds (the Monday digest): two
 * statements whatever their number.
 */
export async function agenciesInsights(sql: Sql, agencyIds: string[], weeks: number): Promise<Map<string, Insight[]>> {
  const [settings, rows] = await Promise.all([
    getAgenciesSettings(sql, agencyIds),
    latestClosedRounds<FiguresRow>(sql, agencyIds, figuresColumns(sql), weeks),
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
  sql: Sql,
  agencyId: string,
  weeks: number,
  now: Date,
): Promise<InsightsResponse> {
  return { insights: await agencyInsights(sql, agencyId, weeks), generatedAt: now.toISOString() };
}

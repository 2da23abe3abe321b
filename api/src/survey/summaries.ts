import type { Fragment, Sql } from '@hearth/platform/db';

/*
 * The one reader of `round_summaries` (docs/architecture.md, "One reader per read model"): the row type
 * and every query. The survey_rounds projector (projections/src/survey/rounds.ts) writes it; the
 * dashboard, the insights, the assistant, the digest and alerts, and the comments read it through here.
 * `.ci/read-models.ts` fails the lint if another module names the table.
 */

/** One round's counts and sums: never an answer, only what at least k answer sets add up to. */
export interface RoundSummary {
  agency_id: string;
  round_id: string;
  opens_at: Date;
  closes_at: Date;
  timezone: string;
  status: 'open' | 'closed';
  invited_count: number;
  response_count: number;
  /** numeric(12, 1), read as text. */
  burnout_sum: string;
  /** numeric(14, 2), read as text. */
  burnout_square_sum: string;
  high_risk_count: number;
  /** The round's k, recorded at its close (null for rounds closed before it was recorded). */
  anonymity_threshold: number | null;
  distress_comments: number | null;
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

/** An agency's latest `limit` rounds (only closed ones when `closed`), newest first. */
export function agencyRounds(sql: Sql, agencyId: string, { closed, limit }: { closed: boolean; limit: number }) {
  return sql<RoundSummary[]>`
    select * from round_summaries
    where agency_id = ${agencyId} ${closed ? sql`and status = 'closed'` : sql``}
    order by opens_at desc limit ${limit}`;
}

/** One round of an agency, or undefined. */
export async function roundSummary(sql: Sql, agencyId: string, roundId: string): Promise<RoundSummary | undefined> {
  const [row] = await sql<RoundSummary[]>`
    select * from round_summaries where agency_id = ${agencyId} and round_id = ${roundId}`;
  return row;
}

/** Closed rounds by id, for jobs that found them elsewhere (the alerts' unchecked rounds). */
export function closedSummaries(sql: Sql, roundIds: string[]) {
  return sql<RoundSummary[]>`
    select * from round_summaries where round_id = any(${roundIds}::uuid[]) and status = 'closed'`;
}

/**
 * The latest `limit` closed rounds of each agency, grouped by agency and newest first: one statement
 * for many agencies (the digest).
 */
export function latestClosedRounds(sql: Sql, agencyIds: string[], limit: number) {
  return sql<RoundSummary[]>`
    select r.* from unnest(${agencyIds}::uuid[]) as a(agency_id)
    cross join lateral (
      select * from round_summaries
      where agency_id = a.agency_id and status = 'closed' order by opens_at desc limit ${limit}) r
    order by r.agency_id, r.opens_at desc`;
}

/** A condition for a query over agencies: the agency (`agencyId`, a column) has a closed round. */
export function hasClosedRound(sql: Sql, agencyId: Fragment): Fragment {
  return sql`exists (select 1 from round_summaries s where s.agency_id = ${agencyId} and s.status = 'closed')`;
}

import type { Fragment, Sql } from '@hearth/platform/db';

/**
 * The latest `limit` closed rounds of each agency from `round_summaries`, grouped by agency and
 * newest first, with the `columns` the caller reads: one statement for many agencies (the digest).
 */
export function latestClosedRounds<Row>(sql: Sql, agencyIds: string[], columns: Fragment, limit: number) {
  return sql<(Row & { agency_id: string })[]>`
    select a.agency_id, r.* from unnest(${agencyIds}::uuid[]) as a(agency_id)
    cross join lateral (
      select ${columns} from round_summaries
      where agency_id = a.agency_id and status = 'closed' order by opens_at desc limit ${limit}) r
    order by a.agency_id, r.opens_at desc`;
}

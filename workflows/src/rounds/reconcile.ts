import type { Sql } from '@hearth/platform/db';

/**
 * The agencies whose rounds some driver must be running: every agency with a schedule. The
 * schedule reactor starts an agency's driver when its schedule changes; this list lets a worker
 * start the ones that reactor will never see again — after the workflow driver was switched on an
 * existing database, or a workflow was terminated by hand.
 */
export async function agenciesWithSchedule(sql: Sql): Promise<string[]> {
  const rows = await sql<{ agency_id: string }[]>`
    select agency_id from agencies where survey_day is not null and survey_time is not null order by agency_id`;
  return rows.map((row) => row.agency_id);
}

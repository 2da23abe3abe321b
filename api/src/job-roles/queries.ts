import type { Sql } from '@hearth/platform/db';

/**
 * The one reader of `job_roles` (docs/architecture.md, "One reader per read model"): an agency's job roles
 * by name. How many members hold each is the members' to count (members/queries.ts).
 */
export async function jobRolesOf(sql: Sql, agencyId: string): Promise<{ id: string; name: string }[]> {
  const rows = await sql<{ job_role_id: string; name: string }[]>`
    select job_role_id, name from job_roles where agency_id = ${agencyId} order by lower(name)`;
  return rows.map((row) => ({ id: row.job_role_id, name: row.name }));
}

import type { JobRole } from '@hearth/contracts/agency';
import type { Sql } from '@hearth/platform/db';

export async function listJobRoles(sql: Sql, agencyId: string): Promise<JobRole[]> {
  const rows = await sql<{ job_role_id: string; name: string; member_count: number }[]>`
    select j.job_role_id, j.name,
           (select count(*)::int from members m
            where m.agency_id = j.agency_id and m.job_role_id = j.job_role_id) as member_count
    from job_roles j where j.agency_id = ${agencyId}
    order by lower(j.name)`;
  return rows.map((row) => ({ id: row.job_role_id, name: row.name, memberCount: row.member_count }));
}

export async function countMembersWithJobRole(sql: Sql, agencyId: string, jobRoleId: string): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from members where agency_id = ${agencyId} and job_role_id = ${jobRoleId}`;
  return row?.count ?? 0;
}

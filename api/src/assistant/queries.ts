import type { Sql } from '@hearth/platform/db';

export interface AgencyOverview {
  agencyName: string;
  surveyParticipants: { active: number; invitationPending: number };
  administrators: { active: number; invitationPending: number };
}

/** The agency's name and how many staff and administrators are active or still invited: counts only. */
export async function agencyOverview(sql: Sql, agencyId: string): Promise<AgencyOverview | null> {
  const [row] = await sql<
    {
      name: string;
      active_participants: number;
      invited_participants: number;
      active_admins: number;
      invited_admins: number;
    }[]
  >`
    select a.name,
      count(m.member_id) filter (where m.role = 'user' and m.status = 'active')::int as active_participants,
      count(m.member_id) filter (where m.role = 'user' and m.status not in ('active', 'removed'))::int
        as invited_participants,
      count(m.member_id) filter (where m.role = 'admin' and m.status = 'active')::int as active_admins,
      count(m.member_id) filter (where m.role = 'admin' and m.status not in ('active', 'removed'))::int
        as invited_admins
    from agencies a
    left join members m on m.agency_id = a.agency_id
    where a.agency_id = ${agencyId}
    group by a.name`;
  if (!row) return null;
  return {
    agencyName: row.name,
    surveyParticipants: { active: row.active_participants, invitationPending: row.invited_participants },
    administrators: { active: row.active_admins, invitationPending: row.invited_admins },
  };
}

/** The id of the agency's latest closed round, if any. */
export async function latestClosedRoundId(sql: Sql, agencyId: string): Promise<string | null> {
  const [row] = await sql<{ round_id: string }[]>`
    select round_id from round_summaries where agency_id = ${agencyId} and status = 'closed'
    order by opens_at desc limit 1`;
  return row?.round_id ?? null;
}

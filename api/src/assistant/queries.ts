import type { Sql } from '@hearth/platform/db';
import { DateTime } from 'luxon';

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

/** A closed round whose comments may be summarised: the given one, or the agency's latest. */
export async function commentRound(
  sql: Sql,
  agencyId: string,
  roundId: string | null,
): Promise<{ roundId: string; weekLabel: string; threshold: number } | null> {
  const [row] = await sql<{ round_id: string; opens_at: Date; timezone: string; threshold: number }[]>`
    select s.round_id, s.opens_at, s.timezone, coalesce(s.anonymity_threshold, a.anonymity_threshold) as threshold
    from round_summaries s join agencies a on a.agency_id = s.agency_id
    where s.agency_id = ${agencyId} and s.status = 'closed' ${roundId ? sql`and s.round_id = ${roundId}` : sql``}
    order by s.opens_at desc limit 1`;
  if (!row) return null;
  return {
    roundId: row.round_id,
    weekLabel: DateTime.fromJSDate(row.opens_at, { zone: row.timezone }).toFormat('LLL d'),
    threshold: row.threshold,
  };
}

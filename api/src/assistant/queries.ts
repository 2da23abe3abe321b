import type { Sql } from '@hearth/platform/db';
import { DateTime } from 'luxon';
import { getAgencySettings } from '../agency/queries';
import { agencyRounds, roundSummary } from '../survey/summaries';

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
  const row = roundId
    ? await roundSummary(sql, agencyId, roundId)
    : (await agencyRounds(sql, agencyId, { closed: true, limit: 1 }))[0];
  if (row?.status !== 'closed') return null;
  const threshold = row.anonymity_threshold ?? (await getAgencySettings(sql, agencyId)).anonymityThreshold;
  return {
    roundId: row.round_id,
    weekLabel: DateTime.fromJSDate(row.opens_at, { zone: row.timezone }).toFormat('LLL d'),
    threshold,
  };
}

import type { Sql } from '@hearth/platform/db';
import { DateTime } from 'luxon';
import { findAgencyName, getAgencySettings } from '../agency/queries';
import { memberCountsByRole } from '../members/queries';
import { agencyRounds, roundSummary } from '../survey/summaries';

export interface AgencyOverview {
  agencyName: string;
  surveyParticipants: { active: number; invitationPending: number };
  administrators: { active: number; invitationPending: number };
}

/** The agency's name and how many staff and administrators are active or still invited: counts only. */
export async function agencyOverview(sql: Sql, agencyId: string): Promise<AgencyOverview | null> {
  const [agencyName, counts] = await Promise.all([findAgencyName(sql, agencyId), memberCountsByRole(sql, agencyId)]);
  if (agencyName === null) return null;
  return {
    agencyName,
    surveyParticipants: { active: counts.users.active, invitationPending: counts.users.invited },
    administrators: { active: counts.admins.active, invitationPending: counts.admins.invited },
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

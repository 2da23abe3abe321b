import type { Deps } from '@hearth/platform/deps';
import { answeredMarks, participantTag } from './tags';

export interface OpenRoundRef {
  roundId: string;
  closesAt: Date;
}

/**
 * Who of an open round has not answered yet, with the address and number their links go to: for reminders and
 * the dashboard's pending list. Answers are known only by marks (`round_answered`), participants only
 * by member (`round_participants`); no table joins the two. The marks are computed here with the key
 * (rounds/tags.ts).
 */
export async function pendingParticipants(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  round: OpenRoundRef,
  memberIds?: string[],
): Promise<{ memberId: string; email: string | null; mobile: string | null }[]> {
  const [participants, answered] = await Promise.all([
    deps.sql<{ member_id: string; email: string | null; mobile: string | null }[]>`
      select member_id, email, mobile from round_participants
      where closes_at = ${round.closesAt} and round_id = ${round.roundId}
        and (email is not null or mobile is not null)
        ${memberIds ? deps.sql`and member_id = any(${memberIds}::uuid[])` : deps.sql``}`,
    answeredTags(deps, round),
  ]);
  return participants
    .filter((row) => {
      const tag = participantTag(deps.secrets, round.roundId, row.member_id);
      return !answeredMarks(deps.secrets, round.roundId, tag).some((mark) => answered.has(mark.toString('hex')));
    })
    .map((row) => ({ memberId: row.member_id, email: row.email, mobile: row.mobile }));
}

/** How many have answered an open round (a count; nothing says who). */
export async function answeredCount(deps: Pick<Deps, 'sql'>, round: OpenRoundRef): Promise<number> {
  const [row] = await deps.sql<{ n: number }[]>`
    select count(*)::int as n from round_answered where closes_at = ${round.closesAt} and round_id = ${round.roundId}`;
  return row?.n ?? 0;
}

async function answeredTags(deps: Pick<Deps, 'sql'>, round: OpenRoundRef): Promise<Set<string>> {
  const rows = await deps.sql<{ participant: Buffer }[]>`
    select participant from round_answered where closes_at = ${round.closesAt} and round_id = ${round.roundId}`;
  return new Set(rows.map((row) => row.participant.toString('hex')));
}

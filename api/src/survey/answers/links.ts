import { byteaArray } from '@hearth/platform/db';
import type { Deps } from '@hearth/platform/deps';
import { hashToken } from '@hearth/platform/secrets';
import { answeredMarks, openTag } from '../rounds/tags';

/** A survey link whose round is open and before its close. */
export interface OpenLink {
  closesAt: Date;
  roundId: string;
  agencyId: string;
  /** What `round_answered` holds once the link's participant has answered (rounds/tags.ts). */
  mark: Buffer;
  /** Whether the participant has answered, by any of their links. */
  answered: boolean;
}

/**
 * The one rule for a survey link (docs/anonymity.md): it opens the survey while its round is open and
 * before the round's close, and until its participant has answered — by any of their links. The link
 * row holds its participant's tag sealed; the server opens it and looks for the answered mark made
 * from it, which no link row holds. Reading leaves no trace: nothing is written or locked.
 */
export async function openLink(
  deps: Pick<Deps, 'sql' | 'secrets'>,
  token: string,
  now: Date,
): Promise<OpenLink | null> {
  const [link] = await deps.sql<{ closes_at: Date; round_id: string; agency_id: string; participant: Buffer }[]>`
    select l.closes_at, l.round_id, r.agency_id, l.participant from round_links l
    join round_state r on r.round_id = l.round_id
    where l.token_hash = ${hashToken(token)} and r.status = 'open' and r.closes_at > ${now}`;
  if (!link) return null;
  const marks = answeredMarks(deps.secrets, link.round_id, openTag(deps.secrets, link.participant));
  const [answered] = await deps.sql`
    select 1 from round_answered
    where closes_at = ${link.closes_at} and round_id = ${link.round_id}
      and participant = any(${byteaArray(deps.sql, marks)})`;
  return {
    closesAt: link.closes_at,
    roundId: link.round_id,
    agencyId: link.agency_id,
    mark: marks[0],
    answered: answered !== undefined,
  };
}

/** The link when it opens the survey now (above); null when it does not. */
export async function usableLink(deps: Pick<Deps, 'sql' | 'secrets'>, token: string, now: Date) {
  const link = await openLink(deps, token, now);
  return link && !link.answered ? link : null;
}

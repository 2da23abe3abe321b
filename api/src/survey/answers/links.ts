import type { Sql } from '@hearth/platform/db';
import { hashToken } from '@hearth/platform/secrets';

/**
 * The one rule for a survey link (docs/anonymity.md): it opens the survey while its round is open and
 * before the round's close, and until its participant has answered — by any of their links. Both
 * the questions page and the submission ask this, the submission inside its own statement.
 */
export function usableLink(sql: Sql, token: string, now: Date) {
  return sql`
    select l.closes_at, l.round_id, l.participant from round_links l
    join round_state r on r.round_id = l.round_id
    where l.token_hash = ${hashToken(token)} and r.status = 'open' and r.closes_at > ${now}
      and not exists (
        select 1 from round_answered a
        where a.closes_at = l.closes_at and a.round_id = l.round_id and a.participant = l.participant)`;
}

export async function linkIsUsable(sql: Sql, token: string, now: Date): Promise<boolean> {
  const [link] = await usableLink(sql, token, now);
  return link !== undefined;
}

import { randomUUID } from 'node:crypto';
import { LINK_INVALID_MESSAGE, type SurveyAnswers } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import { hashToken } from '@hearth/platform/secrets';
import { sealAnswers } from './sealing';

export const linkInvalid = () => new AppError('not_found', 'LINK_INVALID', LINK_INVALID_MESSAGE);

/**
 * Stores an answer set sealed (docs/anonymity.md): encrypted and padded to a fixed size, under a random
 * id, with no member, token, time or order. One statement does it all, atomically: lock the link (each link is its own row, so
 * answers never queue behind each other), flag the invitation as answered (for reminders), store
 * the sealed answers and delete every link of the invitation. Closing a round deletes its links
 * first: it waits for answers that already hold their link, and an answer that comes later finds
 * its link gone. A second use of a link finds nothing to flag.
 */
export async function submitAnswers(deps: Deps, token: string, answers: SurveyAnswers): Promise<void> {
  const [result] = await deps.sql<{ stored: number }[]>`
    with link as (
      select l.round_id, l.member_id from round_links l
      join round_state r on r.round_id = l.round_id
      where l.token_hash = ${hashToken(token)} and r.status = 'open' and r.closes_at > ${deps.clock.now()}
      for update of l
    ), answered as (
      update round_invitations i set responded = true
      from link where i.round_id = link.round_id and i.member_id = link.member_id and not i.responded
      returning i.round_id, i.member_id
    ), sealed as (
      insert into sealed_answers (id, round_id, payload)
      select ${randomUUID()}, round_id, ${sealAnswers(deps.secrets, answers)} from answered
      returning round_id
    ), spent as (
      delete from round_links l using answered a where l.round_id = a.round_id and l.member_id = a.member_id
    )
    select count(*)::int as stored from sealed`;
  if (result?.stored !== 1) throw linkInvalid();
}

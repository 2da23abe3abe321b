import { randomUUID } from 'node:crypto';
import { LINK_INVALID_MESSAGE, type SurveyAnswers } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import { usableLink } from './links';
import { sealAnswers } from './sealing';

export const linkInvalid = () => new AppError('not_found', 'LINK_INVALID', LINK_INVALID_MESSAGE);

/**
 * Stores an answer set sealed (docs/anonymity.md): encrypted and padded to one size, under a random
 * id, with no member, token, time or order. One statement does it all, atomically, and writes only
 * two rows, neither of which names anyone: the participant's tag in `round_answered` (which also makes
 * every link of theirs single-use) and the sealed answers. Nothing about the member is touched, so
 * no row of theirs carries this transaction's id. Closing a round deletes its links first: it waits
 * for answers that hold theirs (`for share`), and an answer that comes later finds none.
 */
export async function submitAnswers(deps: Deps, token: string, answers: SurveyAnswers): Promise<void> {
  const [result] = await deps.sql<{ stored: number }[]>`
    with link as (${usableLink(deps.sql, token, deps.clock.now())} for share of l),
    answered as (
      insert into round_answered (closes_at, round_id, participant)
      select closes_at, round_id, participant from link
      on conflict do nothing
      returning closes_at, round_id
    ), sealed as (
      insert into round_answers (closes_at, round_id, answer_id, payload)
      select closes_at, round_id, ${randomUUID()}, ${sealAnswers(deps.secrets, answers)} from answered
      returning 1
    )
    select count(*)::int as stored from sealed`;
  if (result?.stored !== 1) throw linkInvalid();
}

import { randomUUID } from 'node:crypto';
import { LINK_INVALID_MESSAGE, type SurveyAnswers } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import { agencyMasker } from '../masking/roster';
import { openLink } from './links';
import { sealAnswers } from './sealing';

export const linkInvalid = () => new AppError('not_found', 'LINK_INVALID', LINK_INVALID_MESSAGE);

/** What became of an answer set: stored now, or its participant's answer was stored before. */
export type Submitted = 'stored' | 'stored-before';

/**
 * Stores an answer set sealed (docs/anonymity.md): encrypted and padded to one size, under a random
 * id, with no member, token, time or order. One statement writes two rows, neither of which names
 * anyone nor holds a value any other row holds: the participant's answered mark in `round_answered`
 * (which also makes every link of theirs single-use) and the sealed answers. Nothing else is written
 * or locked but the round's state row, shared with everyone answering the round: no row of the
 * member's, and not the link, carries this transaction's id (docs/decisions/074-unlinkable-round-tables.md).
 *
 * Closing a round sets its state first: that waits for answers holding the row (`for share`), and an
 * answer that comes later finds the round closing. A retry after the answer was stored — the reply
 * lost to a dropped connection, a second tab — is told so: `stored-before`.
 */
export async function submitAnswers(deps: Deps, token: string, answers: SurveyAnswers): Promise<Submitted> {
  const now = deps.clock.now();
  const link = await openLink(deps, token, now);
  if (!link) throw linkInvalid();
  if (link.answered) return 'stored-before';
  // Names, addresses and numbers are masked before the comment is sealed, against the roster of
  // this moment: removing someone later cannot unmask them (docs/anonymity.md, "Masking").
  const freeText = answers.freeText ? (await agencyMasker(deps.sql, link.agencyId)).mask(answers.freeText) : null;
  const [result] = await deps.sql<{ open: number; stored: number }[]>`
    with round as (
      select 1 from round_state
      where round_id = ${link.roundId} and status = 'open' and closes_at > ${now}
      for share
    ), answered as (
      insert into round_answered (closes_at, round_id, participant)
      select ${link.closesAt}, ${link.roundId}, ${link.mark} from round
      on conflict do nothing
      returning closes_at, round_id
    ), sealed as (
      insert into round_answers (closes_at, round_id, answer_id, payload)
      select closes_at, round_id, ${randomUUID()}, ${sealAnswers(deps.secrets, { ...answers, freeText })} from answered
      returning 1
    )
    select (select count(*) from round)::int as open, (select count(*) from sealed)::int as stored`;
  if (result?.stored === 1) return 'stored';
  // The round closed meanwhile, or another of the participant's links answered first.
  if (result?.open !== 1) throw linkInvalid();
  return 'stored-before';
}

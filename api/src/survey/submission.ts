import { randomUUID } from 'node:crypto';
import { LINK_INVALID_MESSAGE, type SurveyAnswers } from '@hearth/contracts/survey';
import type { AppDeps } from '../deps';
import { AppError } from '../platform/errors';
import { hashToken } from '../platform/secrets';

export const linkInvalid = () => new AppError('not_found', 'LINK_INVALID', LINK_INVALID_MESSAGE);

/**
 * Stores an answer set sealed (DESIGN §4): encrypted, under a random id, with no member, token,
 * time or order. In the same transaction the invitation is flagged as answered (for reminders)
 * and all its links die. The round row is share-locked so a closing round waits for this answer.
 */
export async function submitAnswers(deps: AppDeps, token: string, answers: SurveyAnswers): Promise<void> {
  const now = deps.clock.now();
  await deps.sql.begin(async (tx) => {
    const [link] = await tx<{ round_id: string; member_id: string }[]>`
      select round_id, member_id from round_links where token_hash = ${hashToken(token)}`;
    if (!link) throw linkInvalid();
    const [round] = await tx<{ status: string; closes_at: Date }[]>`
      select status, closes_at from round_state where round_id = ${link.round_id} for share`;
    const [invitation] = await tx<{ responded: boolean }[]>`
      select responded from round_invitations where round_id = ${link.round_id} and member_id = ${link.member_id} for update`;
    if (!round || round.status !== 'open' || round.closes_at <= now || !invitation || invitation.responded) throw linkInvalid();
    await tx`insert into sealed_answers (id, round_id, payload) values (${randomUUID()}, ${link.round_id}, ${deps.secrets.encrypt(JSON.stringify(answers))})`;
    await tx`update round_invitations set responded = true where round_id = ${link.round_id} and member_id = ${link.member_id}`;
    await tx`delete from round_links where round_id = ${link.round_id} and member_id = ${link.member_id}`;
  });
}

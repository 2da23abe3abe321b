import { randomInt, randomUUID } from 'node:crypto';
import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { agencyDecider } from '../../agency/decide';
import { sealComment, unsealAnswers } from '../answers/sealing';
import { runRoundCommand } from '../round/commands';
import type { SealedResponse } from '../round/decide';
import { dropRoundStorage } from './storage';

/**
 * Closes a round: stops answers (deleting its links waits for any answer that holds one, and a later
 * answer finds none), appends every sealed answer in a random order with a fresh id and the close,
 * then removes the round's participants, tags, answers and mails and drops its storage once no other
 * round shares it (docs/anonymity.md). Re-running after a crash finishes the job without appending
 * twice.
 */
export async function closeRound(deps: Deps, roundId: string): Promise<void> {
  const round = await deps.sql.begin(async (tx) => {
    const [state] = await tx<{ agency_id: string; status: string; closes_at: Date }[]>`
      update round_state set status = case when status = 'open' then 'closing' else status end
      where round_id = ${roundId} returning agency_id, status, closes_at`;
    if (state) await tx`delete from round_links where closes_at = ${state.closes_at} and round_id = ${roundId}`;
    return state;
  });
  if (!round) return;
  const closesAt = round.closes_at;
  if (round.status !== 'closed') {
    const sealed = await deps.sql<{ answer_id: string; payload: Buffer }[]>`
      select answer_id, payload from round_answers where closes_at = ${closesAt} and round_id = ${roundId}`;
    const unreadable: string[] = [];
    const responses = shuffle(
      sealed.flatMap(({ answer_id: answerId, payload }): SealedResponse[] => {
        try {
          const answers = unsealAnswers(deps.secrets, payload);
          const freeText = answers.freeText ? sealComment(deps.secrets, answers.freeText) : null;
          return [{ responseId: randomUUID(), answers: answers.scaled, freeText }];
        } catch {
          unreadable.push(answerId);
          return [];
        }
      }),
    );
    if (unreadable.length > 0) {
      deps.log.error({ roundId, unreadable: unreadable.length }, 'sealed answers could not be opened; quarantined');
    }
    const { state: agency } = await loadState(deps.eventStore, agencyStream(round.agency_id), agencyDecider);
    await runRoundCommand(deps, roundId, {
      type: 'CloseRound',
      responses,
      anonymityThreshold: agency.anonymityThreshold,
    });
    await deps.sql.begin(async (tx) => {
      if (unreadable.length > 0) {
        await tx`
          insert into sealed_answers_quarantine (id, round_id, payload)
          select answer_id, round_id, payload from round_answers
          where closes_at = ${closesAt} and answer_id = any(${unreadable}::uuid[])
          on conflict do nothing`;
      }
      await tx`delete from round_answers where closes_at = ${closesAt} and round_id = ${roundId}`;
      await tx`delete from round_answered where closes_at = ${closesAt} and round_id = ${roundId}`;
      await tx`delete from round_participants where closes_at = ${closesAt} and round_id = ${roundId}`;
      await deps.outbox.clearScope(tx, roundId);
      await tx`update round_state set status = 'closed' where round_id = ${roundId}`;
    });
    deps.log.info({ roundId, responses: responses.length }, 'survey round closed');
  }
  await dropRoundStorage(deps.sql, closesAt, deps.log);
}

/** Fisher–Yates with a cryptographic source: the log's order says nothing about who answered first. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

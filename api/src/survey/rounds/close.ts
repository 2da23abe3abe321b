import { randomInt } from 'node:crypto';
import { agencyStream } from '@hearth/contracts/streams';
import { loadState } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { appendSize } from '@hearth/platform/eventstore/port';
import { uuidFromDigest } from '@hearth/platform/ids';
import type { Agency } from '../../agency/agency';
import { agencyDecider } from '../../agency/decide';
import { sealComment, unsealAnswers } from '../answers/sealing';
import { loadRound, runRoundCommand } from '../round/commands';
import type { SealedResponse } from '../round/decide';
import { dropRoundStorage } from './storage';

/**
 * Closes a round: stops answers (deleting its links waits for any answer that holds one, and a later
 * answer finds none), appends every sealed answer in a random order under an id unrelated to anyone
 * and the close — in one append, or in parts when the event store limits an append's size — then
 * removes the round's participants, tags, answers and mails and drops its storage once no other
 * round shares it (docs/anonymity.md, docs/survey-rounds.md). Re-running after a crash finishes the
 * job and records each answer once. `agency`: its state when the caller has it at hand (the *k* in
 * force comes from it), read from its stream otherwise.
 */
export async function closeRound(deps: Deps, roundId: string, agency?: Agency): Promise<void> {
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
          return [{ responseId: responseIdFor(deps, answerId), answers: answers.scaled, freeText }];
        } catch {
          unreadable.push(answerId);
          return [];
        }
      }),
    );
    if (unreadable.length > 0) {
      deps.log.error({ roundId, unreadable: unreadable.length }, 'sealed answers could not be opened; quarantined');
    }
    const parts = splitToFit(deps, round.agency_id, roundId, responses);
    // A rerun after the close event went in appends nothing (and a part may not follow a close).
    if (parts.length === 1 || (await loadRound(deps, roundId)).status !== 'closed') {
      const anonymityThreshold =
        agency?.anonymityThreshold ??
        (await loadState(deps.eventStore, agencyStream(round.agency_id), agencyDecider)).state.anonymityThreshold;
      for (const part of parts.slice(0, -1)) {
        await runRoundCommand(deps, roundId, { type: 'RecordResponses', responses: part });
      }
      await runRoundCommand(deps, roundId, {
        type: 'CloseRound',
        responses: parts.at(-1) ?? [],
        anonymityThreshold,
      });
      if (parts.length > 1) deps.log.info({ roundId, appends: parts.length }, 'round close appended in parts');
    }
    // One transaction whose statements go to PostgreSQL together (a pipeline: one round trip, not six);
    // the quarantine copy is made before the answers are deleted.
    await deps.sql.begin((tx) => [
      ...(unreadable.length > 0
        ? [
            tx`
              insert into sealed_answers_quarantine (id, round_id, payload)
              select answer_id, round_id, payload from round_answers
              where closes_at = ${closesAt} and answer_id = any(${unreadable}::uuid[])
              on conflict do nothing`,
          ]
        : []),
      tx`delete from round_answers where closes_at = ${closesAt} and round_id = ${roundId}`,
      tx`delete from round_answered where closes_at = ${closesAt} and round_id = ${roundId}`,
      tx`delete from round_participants where closes_at = ${closesAt} and round_id = ${roundId}`,
      deps.outbox.clearScope(tx, roundId),
      tx`update round_state set status = 'closed' where round_id = ${roundId}`,
    ]);
    deps.log.info({ roundId, responses: responses.length }, 'survey round closed');
  }
  await dropRoundStorage(deps.sql, closesAt, deps.log);
}

/**
 * An answer's id in the log: a keyed hash of its sealed row's id, so a close retried after a crash
 * names each answer as it did before and the round decider records it once. The sealed row holds
 * nothing that names a person (docs/anonymity.md), and it is deleted once the round has closed.
 */
function responseIdFor(deps: Pick<Deps, 'secrets'>, answerId: string): string {
  return uuidFromDigest(deps.secrets.codeDigest(answerId, 'survey-response'));
}

/** Room kept in every part for the close event itself. */
const CLOSE_EVENT_BYTES = 1024;

/**
 * The answers in parts that each fit the event store's largest append, in their shuffled order:
 * one part when there is no limit or all fit (the usual case; KurrentDB takes about 350 fully
 * commented answers in one append).
 */
function splitToFit(
  deps: Pick<Deps, 'eventStore'>,
  agencyId: string,
  roundId: string,
  responses: SealedResponse[],
): SealedResponse[][] {
  const limit = deps.eventStore.maxAppendBytes;
  if (limit === null) return [responses];
  const metadata = { actorId: null, at: new Date(0).toISOString() };
  const bytes = (response: SealedResponse) =>
    appendSize([{ type: 'ResponseSubmitted', data: { roundId, agencyId, ...response }, metadata }]);
  const parts: SealedResponse[][] = [[]];
  let used = CLOSE_EVENT_BYTES;
  for (const response of responses) {
    const size = bytes(response);
    if (used + size > limit && parts.at(-1)!.length > 0) {
      parts.push([]);
      used = CLOSE_EVENT_BYTES;
    }
    parts.at(-1)!.push(response);
    used += size;
  }
  return parts;
}

/** Fisher–Yates with a cryptographic source: the log's order says nothing about who answered first. */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

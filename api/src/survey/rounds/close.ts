import { readsAsDistress } from '@hearth/contracts/distress';
import { agencyStream } from '@hearth/contracts/streams';
import { groupBy, shuffled } from '@hearth/platform/collections';
import { loadState } from '@hearth/platform/commands';
import { mapWithLimit } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { appendSize } from '@hearth/platform/eventstore/port';
import { uuidFromDigest } from '@hearth/platform/ids';
import type { Agency } from '../../agency/agency';
import { agencyDecider } from '../../agency/decide';
import { sealComment, unsealAnswers } from '../answers/sealing';
import { loadRound, runRoundCommand } from '../round/commands';
import type { SealedResponse } from '../round/decide';
import { distinctClosingTimes, dropRoundStorage } from './storage';

/** A round to close, with its agency's state when the caller has it at hand (the *k* in force). */
export interface Closing {
  roundId: string;
  agency?: Agency;
}

interface ClosingRow {
  round_id: string;
  agency_id: string;
  status: string;
  closes_at: Date;
}

/**
 * Rounds' closes appended side by side within a batch (a failure lets the ones started finish
 * before it is thrown). With 8, the 10,000-agency Monday's close took 46 s and the app peaked at
 * 533 MB; with 4, 52 s and 472 MB (docs/performance.md).
 */
const APPENDS_AT_ONCE = 4;

/**
 * Closes rounds, all of them together (ADR 068): stops answers (deleting their links waits for any
 * answer that holds one, and a later answer finds none), appends each round's sealed answers in a
 * random order under ids unrelated to anyone, with its close — in one append, or in parts when the
 * event store limits an append's size — then removes the rounds' participants, tags, answers and
 * mails in one transaction and drops their storage once no other round shares it (docs/anonymity.md,
 * docs/survey-rounds.md). Re-running after a crash finishes the job and records each answer once.
 * An agency's state not given is read from its stream.
 */
export async function closeRounds(deps: Deps, closings: Closing[]): Promise<void> {
  if (closings.length === 0) return;
  const roundIds = closings.map((closing) => closing.roundId);
  const rounds = await deps.sql.begin(async (tx) => {
    const states = await tx<ClosingRow[]>`
      update round_state set status = case when status = 'open' then 'closing' else status end
      where round_id = any(${roundIds}::uuid[]) returning round_id, agency_id, status, closes_at`;
    if (states.length > 0) {
      await tx`
        delete from round_links
        where closes_at = any(${isoTimes(states)}::timestamptz[])
          and round_id = any(${states.map((state) => state.round_id)}::uuid[])`;
    }
    return states;
  });
  const closing = rounds.filter((round) => round.status !== 'closed');
  if (closing.length > 0) {
    const sealed = await deps.sql<{ round_id: string; answer_id: string; payload: Buffer }[]>`
      select round_id, answer_id, payload from round_answers
      where closes_at = any(${isoTimes(closing)}::timestamptz[])
        and round_id = any(${closing.map((round) => round.round_id)}::uuid[])`;
    const sealedOf = groupBy(sealed, (row) => row.round_id);
    const agencyOf = new Map(closings.map((one) => [one.roundId, one.agency]));
    const unreadable = await mapWithLimit(closing, APPENDS_AT_ONCE, (round) =>
      appendClose(deps, round, sealedOf.get(round.round_id) ?? [], agencyOf.get(round.round_id)),
    );
    const ids = closing.map((round) => round.round_id);
    const times = isoTimes(closing);
    // One transaction whose statements go to PostgreSQL together (a pipeline: one round trip);
    // the quarantine copy is made before the answers are deleted.
    const quarantined = unreadable.flat();
    await deps.sql.begin((tx) => [
      ...(quarantined.length > 0
        ? [
            tx`
              insert into sealed_answers_quarantine (id, round_id, payload)
              select answer_id, round_id, payload from round_answers
              where closes_at = any(${times}::timestamptz[]) and answer_id = any(${quarantined}::uuid[])
              on conflict do nothing`,
          ]
        : []),
      tx`delete from round_answers where closes_at = any(${times}::timestamptz[]) and round_id = any(${ids}::uuid[])`,
      tx`delete from round_answered where closes_at = any(${times}::timestamptz[]) and round_id = any(${ids}::uuid[])`,
      tx`
        delete from round_participants
        where closes_at = any(${times}::timestamptz[]) and round_id = any(${ids}::uuid[])`,
      deps.outbox.clearScopes(tx, ids),
      tx`update round_state set status = 'closed' where round_id = any(${ids}::uuid[])`,
    ]);
  }
  for (const closesAt of closingTimesOf(rounds)) await dropRoundStorage(deps.sql, closesAt, deps.log);
}

/** Closes one round (`closeRounds` for one). */
export function closeRound(deps: Deps, roundId: string, agency?: Agency): Promise<void> {
  return closeRounds(deps, [{ roundId, agency }]);
}

const closingTimesOf = (rounds: { closes_at: Date }[]) => distinctClosingTimes(rounds.map((round) => round.closes_at));
/** The rounds' closing times as the database takes them in an array. */
const isoTimes = (rounds: { closes_at: Date }[]) => closingTimesOf(rounds).map((time) => time.toISOString());

/**
 * A round's answers and close in its stream: the sealed answers opened and shuffled, each under its
 * keyed id. Answers the ids of sealed rows that could not be opened, to be quarantined.
 */
async function appendClose(
  deps: Deps,
  round: ClosingRow,
  sealed: { answer_id: string; payload: Buffer }[],
  agency: Agency | undefined,
): Promise<string[]> {
  const roundId = round.round_id;
  const unreadable: string[] = [];
  // Screened here, where the comments are opened anyway; only the count is kept (docs/duty-of-care.md).
  let distressComments = 0;
  const responses = shuffled(
    sealed.flatMap(({ answer_id: answerId, payload }): SealedResponse[] => {
      try {
        const answers = unsealAnswers(deps.secrets, payload);
        if (answers.freeText && readsAsDistress(answers.freeText)) distressComments++;
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
      distressComments,
    });
    if (parts.length > 1) deps.log.info({ roundId, appends: parts.length }, 'round close appended in parts');
  }
  deps.log.info({ roundId, responses: responses.length }, 'survey round closed');
  return unreadable;
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

import { surveyRoundStream } from '@hearth/contracts/streams';
import { loadState, runCommand } from '@hearth/platform/commands';
import type { Deps } from '@hearth/platform/deps';
import { uuidFromName } from '@hearth/platform/ids';
import { type RoundCommand, roundDecider } from './decide';
import type { Round } from './round';

/**
 * The round of an agency that opens at `opensAt`: the same id for every worker that tries to open
 * it, so a second or retried opening finds the stream and appends nothing.
 */
export const roundIdFor = (agencyId: string, opensAt: Date) =>
  uuidFromName(`survey-round:${agencyId}:${opensAt.toISOString()}`);

/**
 * Runs a round command: by the product itself (`actorId` null) for every step of the round, which
 * does not wait for the read models (nobody reads its result back, and at Monday 09:00 thousands
 * of rounds open at once); by an administrator for a manual reminder, which waits so that the
 * refetched dashboard shows it.
 */
export function runRoundCommand(
  deps: Deps,
  roundId: string,
  command: RoundCommand,
  actorId: string | null = null,
  loaded?: { state: Round; revision: bigint | null },
) {
  return runCommand(deps, {
    stream: surveyRoundStream(roundId),
    decider: roundDecider,
    command,
    actorId,
    loaded,
    readModels: actorId === null ? 'skip' : 'wait',
  });
}

export async function loadRound(deps: Pick<Deps, 'eventStore'>, roundId: string) {
  return (await loadRoundWithRevision(deps, roundId)).state;
}

/** The round with the revision it was read at, for a command that follows (`runRoundCommand`'s `loaded`). */
export function loadRoundWithRevision(deps: Pick<Deps, 'eventStore'>, roundId: string) {
  return loadState(deps.eventStore, surveyRoundStream(roundId), roundDecider);
}

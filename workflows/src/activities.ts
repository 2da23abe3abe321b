import { backgroundWork } from '@hearth/api/background';
import { batchArrivals } from '@hearth/platform/concurrency';
import type { Deps } from '@hearth/platform/deps';
import { withRequestIds } from '@hearth/platform/request-context';
import { purgeExpired } from './housekeeping/purge-expired';
import type { RoundsStep } from './rounds/loop';

/** How many agencies' rounds run as one batch, on either driver (ADR 068, ADR 093). */
export const ROUNDS_BATCH_SIZE = 25;

/**
 * The activities both workflow drivers run: plain functions over injected dependencies (the
 * Temporal samples' activities-dependency-injection pattern). Temporal calls them through
 * `proxyActivities`, the embedded runner directly. Each is idempotent: a retry repeats no effect.
 */
export function createActivities(deps: Deps) {
  const work = backgroundWork(deps);
  // On Temporal every agency's workflow runs its own activity; those that fire together (every
  // agency on the default schedule opens on the same minute) are run as batches (ADR 093).
  // Each call brings the request its step comes from (a schedule change): a batch logs under all of theirs.
  const advanceTogether = batchArrivals(
    (agencyIds: string[], requestIds: (string | undefined)[]) =>
      withRequestIds(requestIds, () => work.advanceAgenciesRounds(agencyIds)),
    { maxBatch: ROUNDS_BATCH_SIZE, waitMs: 20 },
  );
  return {
    /**
     * Expired secrets and counters, sign-in state that no longer matters, round storage a close
     * could not drop, week-old mail tombstones.
     */
    async purgeExpired() {
      const now = deps.clock.now();
      const purged = await purgeExpired(deps.sql, now);
      const signInState = await work.forgetOldSignInState();
      const roundStorage = await work.dropLeftoverRoundStorage();
      const mailTombstones = await deps.outbox.forgetSent(deps.sql, new Date(now.getTime() - 7 * 24 * 3600_000));
      return { ...purged, signInState, roundStorage, mailTombstones };
    },
    sendDueNotifications: () => work.sendDueNotifications(),
    async advanceAgencyRounds(agencyId: string, requestId?: string): Promise<RoundsStep> {
      const { nextAt, closedRound } = await advanceTogether(agencyId, requestId);
      return { nextAt: nextAt?.toISOString() ?? null, waitMs: nextAt ? deps.clock.msUntil(nextAt) : null, closedRound };
    },
    /** For the embedded runner's batches: when each agency is next due (null: no schedule). */
    async advanceAgenciesRounds(agencyIds: string[]): Promise<(string | null)[]> {
      return (await work.advanceAgenciesRounds(agencyIds)).map(({ nextAt }) => nextAt?.toISOString() ?? null);
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;

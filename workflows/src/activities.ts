import { backgroundWork } from '@hearth/api/background';
import type { Deps } from '@hearth/platform/deps';
import { purgeExpired } from './housekeeping/purge-expired';
import type { RoundsStep } from './rounds/loop';

/**
 * The activities both workflow drivers run: plain functions over injected dependencies (the
 * Temporal samples' activities-dependency-injection pattern). Temporal calls them through
 * `proxyActivities`, the embedded runner directly. Each is idempotent: a retry repeats no effect.
 */
export function createActivities(deps: Deps) {
  const work = backgroundWork(deps);
  return {
    purgeExpired: () => purgeExpired(deps.sql, deps.clock.now()),
    sendDueNotifications: () => work.sendDueNotifications(),
    async advanceAgencyRounds(agencyId: string): Promise<RoundsStep> {
      const { nextAt, closedRound } = await work.advanceAgencyRounds(agencyId);
      return { nextAt: nextAt?.toISOString() ?? null, waitMs: nextAt ? deps.clock.msUntil(nextAt) : null, closedRound };
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;

import { sendDueNotifications } from '@hearth/api/notifications/notify';
import { advanceAgencyRounds } from '@hearth/api/survey/rounds';
import type { Deps } from '@hearth/platform/deps';
import { purgeExpired } from '../housekeeping/purge-expired';

/**
 * Activities are plain functions over injected dependencies (the Temporal samples'
 * activities-dependency-injection pattern). The embedded runner calls the very same functions.
 */
export function createActivities(deps: Deps) {
  return {
    purgeExpired: () => purgeExpired(deps.sql, deps.clock.now()),
    sendDueNotifications: () => sendDueNotifications(deps),
    async advanceAgencyRounds(agencyId: string): Promise<{ nextAt: string | null; closedRound: boolean }> {
      const { nextAt, closedRound } = await advanceAgencyRounds(deps, agencyId);
      return { nextAt: nextAt?.toISOString() ?? null, closedRound };
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;

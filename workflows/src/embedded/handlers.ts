import type { Logger } from '@hearth/platform/logger';
import { type Activities, ROUNDS_BATCH_SIZE } from '../activities';
import { HOUSEKEEPING_INTERVAL_MS } from '../housekeeping/purge-expired';
import type { JobBatchHandler, JobHandler, Lane } from './runner';

/**
 * The lanes of the embedded runner: agencies' rounds in batches, side by side (they open on the same
 * minute when agencies share the default schedule, and a batch's openings are written together,
 * ADR 068), notifications and housekeeping each on their own so that neither holds up a round.
 */
export const EMBEDDED_LANES: Lane[] = [
  { kinds: ['rounds'], concurrency: 4, batchSize: ROUNDS_BATCH_SIZE },
  { kinds: ['notifications'], concurrency: 1 },
  { kinds: ['housekeeping'], concurrency: 1 },
];

/** The embedded runner's jobs: the same activities the Temporal workflows call. */
export function embeddedJobHandlers(activities: Activities, log: Logger): Record<string, JobHandler> {
  return {
    housekeeping: async (_job, now) => {
      const purged = await activities.purgeExpired();
      log.debug({ purged }, 'housekeeping done');
      return new Date(now.getTime() + HOUSEKEEPING_INTERVAL_MS);
    },
    /** At the top of every hour: Monday digests and daily alerts that are due. */
    notifications: async (_job, now) => {
      const sent = await activities.sendDueNotifications();
      if (sent.digests || sent.alerts) log.info(sent, 'notifications sent');
      return nextHour(now);
    },
    /** One job per agency with a schedule: do what is due, come back when the next step is. */
    rounds: async (job) => {
      const { nextAt } = await activities.advanceAgencyRounds(String(job.payload.agencyId));
      return nextAt ? new Date(nextAt) : null;
    },
  };
}

/** The kinds whose due jobs the embedded runner may run together: agencies' rounds. */
export function embeddedBatchHandlers(activities: Activities): Record<string, JobBatchHandler> {
  return {
    rounds: async (jobs) =>
      (await activities.advanceAgenciesRounds(jobs.map((job) => String(job.payload.agencyId)))).map((nextAt) =>
        nextAt ? new Date(nextAt) : null,
      ),
  };
}

function nextHour(now: Date): Date {
  const next = new Date(now);
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

import type { Platform } from '@hearth/api/platform/boot';
import { startEmbeddedRunner } from './embedded/runner';
import { ensureJob } from './embedded/jobs';
import { HOUSEKEEPING_INTERVAL_MS } from './housekeeping/purge-expired';
import { createActivities } from './temporal/activities';
import { startTemporalWorker } from './temporal/worker';

export interface Workflows {
  /** Embedded driver only: run what is due now (used after the dev clock moves). */
  runDue?(): Promise<number>;
  stop(): Promise<void>;
}

/** Starts the workflow driver the configuration asks for: Temporal, or the embedded runner. */
export async function startWorkflows(platform: Platform): Promise<Workflows> {
  const { config, sql, clock, log } = platform;
  const activities = createActivities(platform);
  if (config.TEMPORAL_ADDRESS) {
    return startTemporalWorker({
      address: config.TEMPORAL_ADDRESS,
      namespace: config.TEMPORAL_NAMESPACE,
      taskQueue: config.TEMPORAL_TASK_QUEUE,
      activities,
      log,
    });
  }
  await ensureJob(sql, { key: 'housekeeping', kind: 'housekeeping', payload: {}, dueAt: clock.now() });
  return startEmbeddedRunner({
    sql,
    clock,
    log,
    handlers: {
      housekeeping: async (_job, now) => {
        const purged = await activities.purgeExpired();
        log.debug({ purged }, 'housekeeping done');
        return new Date(now.getTime() + HOUSEKEEPING_INTERVAL_MS);
      },
    },
  });
}

import { backgroundWork } from '@hearth/api/background';
import type { Platform } from '@hearth/platform/boot';
import type { Deps } from '@hearth/platform/deps';
import { startMailSender } from '@hearth/platform/mail/sender';
import { createActivities } from './activities';
import { type Driver, startReactors } from './driver';
import { EMBEDDED_LANES, embeddedBatchHandlers, embeddedJobHandlers } from './embedded/handlers';
import { ensureJob } from './embedded/jobs';
import { startEmbeddedRunner } from './embedded/runner';
import { armRoundsJob } from './rounds/schedule-reactor';

export interface Workflows {
  /** Runs what is due now and sends the mail it queued (used after the development clock moves). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the workflow driver the configuration asks for: Temporal, or the embedded runner. */
export async function startWorkflows(deps: Deps & Pick<Platform, 'transport'>): Promise<Workflows> {
  // Both drivers send mail the same way: the durable outbox's sender (docs/decisions/017).
  const mail = startMailSender({ ...deps, renderers: backgroundWork(deps).mailRenderers });
  try {
    const driver = deps.config.TEMPORAL_ADDRESS
      ? // The Temporal SDK (about 55 MB resident) is loaded only when Temporal is the driver.
        await (await import('./temporal/driver')).startTemporalDriver(deps, deps.config.TEMPORAL_ADDRESS)
      : await startEmbedded(deps);
    return {
      async runDue() {
        await driver.runDue?.();
        await mail.drain();
      },
      async stop() {
        await driver.stop();
        await mail.stop();
      },
    };
  } catch (error) {
    await mail.stop();
    throw error;
  }
}

async function startEmbedded(deps: Deps): Promise<Driver> {
  const { sql, clock, log } = deps;
  await ensureJob(sql, { key: 'housekeeping', kind: 'housekeeping', payload: {}, dueAt: clock.now() });
  await ensureJob(sql, { key: 'notifications', kind: 'notifications', payload: {}, dueAt: clock.now() });
  // Reconcile: every agency with a schedule has its timer, due now, so that each re-plans from its
  // schedule as it is — one changed while Temporal drove the rounds included (its old timer would wait
  // for an opening that no longer exists).
  const scheduled = await backgroundWork(deps).agenciesWithSchedule();
  await sql.begin(async (tx) => {
    for (const agencyId of scheduled) await armRoundsJob(tx, agencyId, clock.now());
  });
  const reactor = await startReactors(deps, armRoundsJob);
  const activities = createActivities(deps);
  const runner = startEmbeddedRunner({
    sql,
    clock,
    log,
    handlers: embeddedJobHandlers(activities, log),
    batchHandlers: embeddedBatchHandlers(activities),
    lanes: EMBEDDED_LANES,
  });
  return {
    runDue: runner.runDue,
    async stop() {
      await reactor.stop();
      await runner.stop();
    },
  };
}

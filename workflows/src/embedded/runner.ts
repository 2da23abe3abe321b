import type { Clock } from '@hearth/platform/clock';
import type { Sql } from '@hearth/platform/db';
import type { Logger } from '@hearth/platform/logger';
import { claimDueJobs, completeJob, failJob, type Job, releaseJobs } from './jobs';

/** Runs one due job; answers when it is next due, or null when it is finished for good. */
export type JobHandler = (job: Job, now: Date) => Promise<Date | null>;

export interface EmbeddedRunner {
  /** Runs every job due now (by the runner's clock) and answers how many ran. */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

const RETRY_AFTER_MS = 60_000;

/**
 * The embedded workflow driver (docs/architecture.md): durable timers in `scheduled_jobs`, polled every
 * second, each due job handed to its handler. Handlers call the same idempotent activities as
 * the Temporal workflows, so a crash or a second runner never repeats an effect.
 */
export function startEmbeddedRunner(options: {
  sql: Sql;
  clock: Clock;
  log: Logger;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
}): EmbeddedRunner {
  const { sql, clock, log, handlers } = options;
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);

  async function runBatch(): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const jobs = await claimDueJobs(sql, clock.now());
      if (jobs.length === 0) return ran;
      for (const [index, job] of jobs.entries()) {
        if (stopped) {
          // Stopping: the jobs not started go back at once rather than when their lease ends.
          await releaseJobs(
            sql,
            jobs.slice(index).map((left) => left.key),
          );
          return ran;
        }
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
          await completeJob(sql, job, await handler(job, clock.now()));
        } catch (error) {
          log.error({ err: error, job: job.key }, 'job failed; it will be retried');
          await failJob(sql, job.key, error, new Date(clock.now().getTime() + RETRY_AFTER_MS));
        }
        ran++;
      }
    }
  }

  /** One batch at a time per runner: calls made while a batch runs wait for it, then run again. */
  function runDue(): Promise<number> {
    running = running.catch(() => 0).then(runBatch);
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped) runDue().catch((error: unknown) => log.error({ err: error }, 'embedded runner poll failed'));
  }, options.pollMs ?? 1000);

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}

import type { Clock } from '@hearth/platform/clock';
import type { Sql } from '@hearth/platform/db';
import type { Logger } from '@hearth/platform/logger';
import { claimDueJobs, completeJob, failJob, type Job, releaseJobs } from './jobs';

/** Runs one due job; answers when it is next due, or null when it is finished for good. */
export type JobHandler = (job: Job, now: Date) => Promise<Date | null>;

/** Jobs of some kinds, run up to `concurrency` at a time, apart from every other lane. */
export interface Lane {
  kinds: readonly string[];
  concurrency: number;
}

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
 *
 * Jobs run in lanes: each lane claims its own kinds and runs up to its concurrency at once, so
 * 10,000 agencies whose rounds open on the same minute are opened side by side, and a long digest
 * batch in the notifications lane never holds up an opening or a reminder (docs/survey-rounds.md).
 */
export function startEmbeddedRunner(options: {
  sql: Sql;
  clock: Clock;
  log: Logger;
  handlers: Record<string, JobHandler>;
  /** By default one lane for every kind, one job at a time. */
  lanes?: Lane[];
  pollMs?: number;
}): EmbeddedRunner {
  const { sql, clock, log, handlers } = options;
  const lanes = options.lanes ?? [{ kinds: Object.keys(handlers), concurrency: 1 }];
  let stopped = false;

  async function run(job: Job): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await completeJob(sql, job, await handler(job, clock.now()));
    } catch (error) {
      log.error({ err: error, job: job.key }, 'job failed; it will be retried');
      await failJob(sql, job.key, error, new Date(clock.now().getTime() + RETRY_AFTER_MS));
    }
  }

  async function runLane(lane: Lane): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopped) return ran;
      const jobs = await claimDueJobs(sql, clock.now(), lane.concurrency * 4, lane.kinds);
      if (jobs.length === 0) return ran;
      const unstarted: string[] = [];
      let next = 0;
      const worker = async () => {
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          // Stopping: the jobs not started go back at once rather than when their lease ends.
          if (stopped) unstarted.push(job.key);
          else {
            await run(job);
            ran++;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(lane.concurrency, jobs.length) }, worker));
      await releaseJobs(sql, unstarted);
    }
  }

  /** One pass at a time per lane: a call made while a lane runs waits for it, then runs it again. */
  const running = lanes.map(() => Promise.resolve(0));
  function runDue(): Promise<number> {
    const passes = lanes.map((lane, index) => {
      running[index] = running[index]!.catch(() => 0).then(() => runLane(lane));
      return running[index]!;
    });
    return Promise.all(passes).then((counts) => counts.reduce((sum, count) => sum + count, 0));
  }

  const timer = setInterval(() => {
    if (!stopped) runDue().catch((error: unknown) => log.error({ err: error }, 'embedded runner poll failed'));
  }, options.pollMs ?? 1000);

  return {
    runDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.map((pass) => pass.catch(() => 0)));
    },
  };
}

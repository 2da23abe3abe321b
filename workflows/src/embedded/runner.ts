import type { Clock } from '@hearth/platform/clock';
import { chunks, groupBy } from '@hearth/platform/collections';
import type { Sql } from '@hearth/platform/db';
import type { Logger } from '@hearth/platform/logger';
import { requestIdOf, withRequestId, withRequestIds } from '@hearth/platform/request-context';
import { claimDueJobs, completeJobs, failJob, type Job, releaseJobs } from './jobs';

/** Runs one due job; answers when it is next due, or null when it is finished for good. */
export type JobHandler = (job: Job, now: Date) => Promise<Date | null>;

/** Runs due jobs of one kind together; answers, for each job in order, what a `JobHandler` would. */
export type JobBatchHandler = (jobs: Job[], now: Date) => Promise<(Date | null)[]>;

/** Jobs of some kinds, run up to `concurrency` at a time, apart from every other lane. */
export interface Lane {
  kinds: readonly string[];
  concurrency: number;
  /** For a kind with a batch handler: how many of its jobs one run takes at most (default 1). */
  batchSize?: number;
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
 * A kind with a batch handler runs its due jobs in batches (an agency's rounds: the openings of a
 * batch are written together, ADR 068); a batch that fails runs again one job at a time, so a job
 * that cannot run holds up no other and gets its own retry.
 */
export function startEmbeddedRunner(options: RunnerOptions): EmbeddedRunner {
  return new LaneRunner(options);
}

interface RunnerOptions {
  sql: Sql;
  clock: Clock;
  log: Logger;
  handlers: Record<string, JobHandler>;
  /** Kinds whose jobs may also run together (each kind still needs its handler for one job). */
  batchHandlers?: Record<string, JobBatchHandler>;
  /** By default one lane for every kind, one job at a time. */
  lanes?: Lane[];
  pollMs?: number;
}

/**
 * Every `pollMs`, and on `runDue`, each lane makes a **pass**: it claims its due jobs, **plans** them into
 * batches, and **works** through the batches `concurrency` at a time, until a claim finds nothing due.
 * While stopping, the jobs not yet started go back at once rather than when their lease ends.
 */
class LaneRunner implements EmbeddedRunner {
  readonly #options: RunnerOptions;
  readonly #batchHandlers: Record<string, JobBatchHandler>;
  readonly #lanes: Lane[];
  /** Each lane's pass under way: one at a time per lane; a call made meanwhile runs after it. */
  readonly #passes: Promise<number>[];
  readonly #timer: ReturnType<typeof setInterval>;
  #state: 'running' | 'stopping' = 'running';

  constructor(options: RunnerOptions) {
    this.#options = options;
    this.#batchHandlers = options.batchHandlers ?? {};
    this.#lanes = options.lanes ?? [{ kinds: Object.keys(options.handlers), concurrency: 1 }];
    this.#passes = this.#lanes.map(() => Promise.resolve(0));
    this.#timer = setInterval(() => {
      if (this.#state === 'running')
        this.runDue().catch((error: unknown) => options.log.error({ err: error }, 'embedded runner poll failed'));
    }, options.pollMs ?? 1000);
  }

  // Arrow properties: the methods keep their runner when passed on (`runDue: runner.runDue`).
  readonly runDue = (): Promise<number> => {
    const passes = this.#lanes.map((lane, index) => {
      this.#passes[index] = this.#passes[index]!.catch(() => 0).then(() => this.#pass(lane));
      return this.#passes[index]!;
    });
    return Promise.all(passes).then((counts) => counts.reduce((sum, count) => sum + count, 0));
  };

  readonly stop = async (): Promise<void> => {
    this.#state = 'stopping';
    clearInterval(this.#timer);
    await Promise.all(this.#passes.map((pass) => pass.catch(() => 0)));
  };

  /** One lane's pass: claim, plan, work, until nothing of its kinds is due; answers how many jobs ran. */
  async #pass(lane: Lane): Promise<number> {
    const { sql, clock } = this.#options;
    let ran = 0;
    while (this.#state === 'running') {
      // Two rounds of work per claim: what one claim holds must be done well within its 5-minute lease.
      const jobs = await claimDueJobs(sql, clock.now(), lane.concurrency * (lane.batchSize ?? 1) * 2, lane.kinds);
      if (jobs.length === 0) break;
      ran += await this.#work(this.#plan(jobs, lane.batchSize ?? 1), lane.concurrency);
    }
    return ran;
  }

  /** Jobs of a kind with a batch handler go in batches of up to `size`; every other job alone. */
  #plan(jobs: Job[], size: number): Job[][] {
    return [...groupBy(jobs, (job) => job.kind)].flatMap(([kind, group]) =>
      this.#batchHandlers[kind] ? chunks(group, size) : group.map((job) => [job]),
    );
  }

  /** Runs the batches `concurrency` at a time; answers how many jobs ran. */
  async #work(batches: Job[][], concurrency: number): Promise<number> {
    // One iterator for every worker: each takes the next batch not yet taken.
    const queue = batches.values();
    const unstarted: string[] = [];
    let ran = 0;
    const worker = async () => {
      for (const batch of queue) {
        if (this.#state !== 'running') unstarted.push(...batch.map((job) => job.key));
        else {
          await this.#runBatch(batch);
          ran += batch.length;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
    await releaseJobs(this.#options.sql, unstarted);
    return ran;
  }

  /** Runs jobs of one kind: together when the kind has a batch handler, else (or if that fails) one by one. */
  async #runBatch(jobs: Job[]): Promise<void> {
    const { sql, clock, log } = this.#options;
    const batch = this.#batchHandlers[jobs[0]!.kind];
    if (batch && jobs.length > 1) {
      try {
        // Jobs armed by several requests run together: each line of the batch names them all.
        const next = await withRequestIds(
          jobs.map((job) => requestIdOf(job.payload)),
          () => batch(jobs, clock.now()),
        );
        if (next.length !== jobs.length) throw new Error(`A batch of ${jobs.length} jobs answered ${next.length}`);
        await completeJobs(
          sql,
          jobs.map((job, index) => ({ job, nextDueAt: next[index]! })),
        );
        return;
      } catch (error) {
        log.warn({ err: error, jobs: jobs.length }, 'a batch of jobs failed; they run again one at a time');
      }
    }
    // A job armed by a request (a schedule change) runs as part of it: its log lines name the request.
    for (const job of jobs) await withRequestId(requestIdOf(job.payload), () => this.#runJob(job));
  }

  async #runJob(job: Job): Promise<void> {
    const { sql, clock, log, handlers } = this.#options;
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await completeJobs(sql, [{ job, nextDueAt: await handler(job, clock.now()) }]);
    } catch (error) {
      log.error({ err: error, job: job.key }, 'job failed; it will be retried');
      await failJob(sql, job.key, error, new Date(clock.now().getTime() + RETRY_AFTER_MS));
    }
  }
}

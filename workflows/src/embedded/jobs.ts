import type { Sql } from '@hearth/platform/db';

/** A durable timer of the embedded runner (table `scheduled_jobs`). */
export interface Job {
  key: string;
  kind: string;
  payload: Record<string, unknown>;
  dueAt: Date;
  /** Bumped whenever the job is re-armed; a run's outcome only stands if nobody re-armed it meanwhile. */
  generation?: number;
}

const LEASE_MS = 5 * 60_000;

/** Creates the job unless it exists (a restart or a second worker keeps the existing timer). */
export async function ensureJob(sql: Sql, job: Job): Promise<void> {
  await sql`
    insert into scheduled_jobs (job_key, kind, payload, due_at)
    values (${job.key}, ${job.kind}, ${sql.json(job.payload as never)}, ${job.dueAt})
    on conflict (job_key) do nothing`;
}

/**
 * Leases due jobs for 5 minutes. SKIP LOCKED lets several workers share the table; the lease
 * (instead of a lock held while the job runs) keeps transactions short, and a worker that dies
 * mid-job only delays it until the lease ends.
 */
export async function claimDueJobs(sql: Sql, now: Date, limit: number, kinds: readonly string[]): Promise<Job[]> {
  const rows = await sql<
    { job_key: string; kind: string; payload: Record<string, unknown>; due_at: Date; generation: number }[]
  >`
    update scheduled_jobs
    set leased_until = ${new Date(now.getTime() + LEASE_MS)}, runs = runs + 1, last_run_at = ${now}
    where job_key in (
      select job_key from scheduled_jobs
      where due_at <= ${now} and (leased_until is null or leased_until <= ${now}) and kind = any(${kinds as string[]})
      order by due_at limit ${limit}
      for update skip locked)
    returning job_key, kind, payload, due_at, generation`;
  return rows
    .map((row) => ({
      key: row.job_key,
      kind: row.kind,
      payload: row.payload,
      dueAt: row.due_at,
      generation: row.generation,
    }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/**
 * Records runs' outcomes, in one statement: each job's next due time, or no timer at all. A job
 * re-armed while it ran (another generation) becomes due again at once instead, so that it re-plans
 * on what changed.
 */
export async function completeJobs(
  sql: Sql,
  outcomes: { job: Pick<Job, 'key' | 'generation'>; nextDueAt: Date | null }[],
): Promise<void> {
  if (outcomes.length === 0) return;
  // A finished job of the generation that ran is deleted; every other row is updated. The two sets
  // are apart, so no row is changed twice by the one statement.
  await sql`
    with outcome as (
      select * from unnest(
        ${outcomes.map(({ job }) => job.key)}::text[],
        ${outcomes.map(({ job }) => job.generation ?? 0)}::int[],
        ${outcomes.map(({ nextDueAt }) => nextDueAt?.toISOString() ?? null)}::timestamptz[])
        as outcome (job_key, generation, next_due_at)),
    removed as (
      delete from scheduled_jobs job using outcome
      where job.job_key = outcome.job_key and outcome.next_due_at is null and job.generation = outcome.generation)
    update scheduled_jobs job
    set due_at = case when job.generation <> outcome.generation then job.last_run_at else outcome.next_due_at end,
        leased_until = null, last_error = null
    from outcome
    where job.job_key = outcome.job_key
      and not (outcome.next_due_at is null and job.generation = outcome.generation)`;
}

export async function releaseJobs(sql: Sql, keys: string[]): Promise<void> {
  if (keys.length > 0) await sql`update scheduled_jobs set leased_until = null where job_key in ${sql(keys)}`;
}

export async function failJob(sql: Sql, key: string, error: unknown, retryAt: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await sql`
    update scheduled_jobs set leased_until = null, last_error = ${message}, due_at = ${retryAt} where job_key = ${key}`;
}

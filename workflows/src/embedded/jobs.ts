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
 * Records a run's outcome: the next due time, or no timer at all. A job re-armed while it ran
 * becomes due again at once instead, so that it re-plans on what changed.
 */
export async function completeJob(
  sql: Sql,
  job: Pick<Job, 'key' | 'generation'>,
  nextDueAt: Date | null,
): Promise<void> {
  const generation = job.generation ?? 0;
  // One statement either way: a job re-armed while it ran (another generation) is due again at once.
  if (nextDueAt) {
    await sql`
      update scheduled_jobs
      set due_at = case when generation <> ${generation} then last_run_at else ${nextDueAt} end,
          leased_until = null, last_error = null
      where job_key = ${job.key}`;
  } else {
    await sql`
      with removed as (delete from scheduled_jobs where job_key = ${job.key} and generation = ${generation})
      update scheduled_jobs set due_at = last_run_at, leased_until = null, last_error = null
      where job_key = ${job.key} and generation <> ${generation}`;
  }
}

export async function releaseJobs(sql: Sql, keys: string[]): Promise<void> {
  if (keys.length > 0) await sql`update scheduled_jobs set leased_until = null where job_key in ${sql(keys)}`;
}

export async function failJob(sql: Sql, key: string, error: unknown, retryAt: Date): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await sql`
    update scheduled_jobs set leased_until = null, last_error = ${message}, due_at = ${retryAt} where job_key = ${key}`;
}

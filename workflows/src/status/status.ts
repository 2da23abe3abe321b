import { READY_MAX_PROJECTION_LAG_SECONDS } from '@hearth/contracts/operations';
import type { Sql } from '@hearth/platform/db';
import type { EventStore } from '@hearth/platform/eventstore/port';
import { toPosition } from '@hearth/platform/projections/checkpoints';
import type { Client } from '@temporalio/client';
import { scheduleId } from '../temporal/schedules';

export interface JobStatus {
  name: string;
  kind: string;
  state: 'scheduled' | 'running' | 'failed';
  /** When it runs next (scheduled), or since when it has run (running). */
  at: string | null;
  attempts: number | null;
  lastError: string | null;
}

export interface ProjectorStatus {
  projector: string;
  readModel: boolean;
  eventsBehind: number;
  /** Age of the oldest event it has not processed yet, in seconds (0 when it is current). */
  lagSeconds: number;
}

/** The durable mail outbox (docs/decisions/017): what waits, what is being sent, what keeps failing. */
export interface MailQueueStatus {
  waiting: number;
  sending: number;
  /** Mails whose last attempt failed: retried later, with the provider's error. */
  failing: { kind: string; attempts: number; dueAt: string; lastError: string }[];
  oldestWaitingSince: string | null;
}

export interface SystemStatus {
  driver: 'temporal' | 'embedded';
  jobs: JobStatus[];
  projectors: ProjectorStatus[];
  mail: MailQueueStatus;
}

/** The outbox as operators need it; recipients stay encrypted and are never shown. */
export async function mailQueue(sql: Sql, now: Date): Promise<MailQueueStatus> {
  const [counts] = await sql<{ waiting: number; sending: number; oldest: Date | null }[]>`
    select count(*) filter (where claimed_until is null or claimed_until <= ${now})::int as waiting,
           count(*) filter (where claimed_until > ${now})::int as sending,
           min(due_at) as oldest
    from outbox where sent_at is null`;
  const failing = await sql<{ kind: string; attempts: number; due_at: Date; last_error: string }[]>`
    select kind, attempts, due_at, last_error from outbox
    where sent_at is null and last_error is not null order by due_at limit 50`;
  return {
    waiting: counts?.waiting ?? 0,
    sending: counts?.sending ?? 0,
    failing: failing.map((row) => ({
      kind: row.kind,
      attempts: row.attempts,
      dueAt: row.due_at.toISOString(),
      lastError: row.last_error,
    })),
    oldestWaitingSince: counts?.oldest?.toISOString() ?? null,
  };
}

/** The embedded runner's durable timers (`scheduled_jobs`): leased ones are running, ones with an error failed. */
export async function embeddedJobs(sql: Sql, now: Date): Promise<JobStatus[]> {
  const rows = await sql<
    {
      job_key: string;
      kind: string;
      due_at: Date;
      leased_until: Date | null;
      runs: number;
      last_run_at: Date | null;
      last_error: string | null;
    }[]
  >`select job_key, kind, due_at, leased_until, runs, last_run_at, last_error from scheduled_jobs order by due_at`;
  return rows.map((row) => {
    const running = row.leased_until !== null && row.leased_until > now;
    return {
      name: row.job_key,
      kind: row.kind,
      state: running ? 'running' : row.last_error ? 'failed' : 'scheduled',
      at: (running ? row.last_run_at : row.due_at)?.toISOString() ?? null,
      attempts: row.runs,
      lastError: row.last_error,
    };
  });
}

/**
 * Temporal's view: the product's Schedules (next run), every workflow of the task queue that is
 * running (with the activity it is retrying, if one fails) and those that failed for good.
 */
export async function temporalJobs(client: Client, taskQueue: string): Promise<JobStatus[]> {
  const jobs: JobStatus[] = [];
  for (const name of ['housekeeping', 'notifications'] as const) {
    const description = await client.schedule.getHandle(scheduleId(taskQueue, name)).describe();
    jobs.push({
      name: scheduleId(taskQueue, name),
      kind: 'schedule',
      state: 'scheduled',
      at: description.info.nextActionTimes[0]?.toISOString() ?? null,
      attempts: description.info.numActionsTaken,
      lastError: null,
    });
  }
  const states = `ExecutionStatus = 'Running' OR ExecutionStatus = 'Failed' OR ExecutionStatus = 'TimedOut'`;
  const query = `TaskQueue = '${taskQueue}' AND (${states})`;
  for await (const workflow of client.workflow.list({ query })) {
    if (workflow.status.name !== 'RUNNING') {
      jobs.push({
        name: workflow.workflowId,
        kind: workflow.type,
        state: 'failed',
        at: workflow.closeTime?.toISOString() ?? null,
        attempts: null,
        lastError: workflow.status.name,
      });
      continue;
    }
    const description = await client.workflow.getHandle(workflow.workflowId, workflow.runId).describe();
    const pending = description.raw.pendingActivities ?? [];
    const failing = pending.find((activity) => activity.lastFailure);
    jobs.push({
      name: workflow.workflowId,
      kind: workflow.type,
      state: failing ? 'failed' : 'running',
      at: workflow.startTime.toISOString(),
      attempts: failing?.attempt ?? null,
      lastError: failing?.lastFailure?.message ?? null,
    });
  }
  return jobs;
}

/** Each projector and reactor: how many events it has still to process, and how old the oldest is. */
export async function projectorLag(sql: Sql, eventStore: EventStore, now: Date): Promise<ProjectorStatus[]> {
  const rows = await sql<
    { projector: string; read_model: boolean; commit_position: bigint; prepare_position: bigint }[]
  >`
    select projector, read_model, commit_position, prepare_position from projection_checkpoints order by projector`;
  const head = await eventStore.lastPosition();
  const total = head ? await eventStore.countUpTo(head) : 0;
  return Promise.all(
    rows.map(async (row) => {
      const checkpoint = toPosition(row);
      const done = checkpoint ? await eventStore.countUpTo(checkpoint) : 0;
      const [oldest] = await eventStore.readAll({ after: checkpoint, maxCount: 1 });
      return {
        projector: row.projector,
        readModel: row.read_model,
        eventsBehind: Math.max(0, total - done),
        lagSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.recordedAt.getTime()) / 1000)) : 0,
      };
    }),
  );
}

/** Whether an operator must look: a job or a mail failing, or a projector further behind than `/readyz` allows. */
export function needsAttention(status: SystemStatus): boolean {
  return (
    status.jobs.some((job) => job.state === 'failed') ||
    status.mail.failing.length > 0 ||
    status.projectors.some((projector) => projector.lagSeconds > READY_MAX_PROJECTION_LAG_SECONDS)
  );
}

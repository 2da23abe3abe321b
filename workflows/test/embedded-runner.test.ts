import { fixedClock } from '@hearth/platform/clock';
import { silentLogger } from '@hearth/platform/logger';
import { createTestDatabase, type TestDatabase } from '@hearth/platform/test/support/database';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMBEDDED_LANES } from '../src/embedded/handlers';
import { ensureJob } from '../src/embedded/jobs';
import { startEmbeddedRunner } from '../src/embedded/runner';
import { armRoundsJob, roundsJobKey } from '../src/rounds/schedule-reactor';

describe('embedded workflow runner', () => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase();
  });
  afterEach(() => db.drop());

  const clock = () => fixedClock('2026-03-02T08:00:00Z');
  /** A runner that polls only when told to (runDue), so each test drives it step by step. */
  type Options = Parameters<typeof startEmbeddedRunner>[0];
  const runnerWith = (
    time: ReturnType<typeof clock>,
    handlers: Options['handlers'],
    more: Pick<Options, 'lanes' | 'batchHandlers'> = {},
  ) => startEmbeddedRunner({ sql: db.sql, clock: time, log: silentLogger, pollMs: 60_000, handlers, ...more });

  it('runs a periodic job when due, reschedules it durably, and not before', async () => {
    const time = clock();
    const runs: string[] = [];
    const runner = runnerWith(time, {
      tick: async (_job, now) => {
        runs.push(now.toISOString());
        return new Date(now.getTime() + 3600_000);
      },
    });
    // Passed on without its runner, as the app hands it to the development clock (workflows/src/start.ts).
    const { runDue } = runner;
    await ensureJob(db.sql, { key: 'tick', kind: 'tick', payload: {}, dueAt: time.now() });
    expect(await runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    time.advance(59 * 60_000);
    expect(await runner.runDue()).toBe(0);
    time.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-02T09:00:00.000Z']);
    const [job] = await db.sql`select due_at, runs, leased_until from scheduled_jobs where job_key = 'tick'`;
    expect(job).toMatchObject({ due_at: new Date('2026-03-02T10:00:00Z'), runs: 2, leased_until: null });
    await runner.stop();
  });

  it('opens many agencies in batches side by side, and a long notifications job holds up no round', async () => {
    const time = clock();
    let running = 0;
    let mostAtOnce = 0;
    let releaseNotifications: () => void = () => undefined;
    const notificationsHeld = new Promise<void>((resolve) => {
      releaseNotifications = resolve;
    });
    const roundsDone: string[] = [];
    const batchSizes: number[] = [];
    const [roundsLane] = EMBEDDED_LANES;
    const runner = runnerWith(
      time,
      {
        rounds: async () => {
          throw new Error('a batch ran one job at a time');
        },
        notifications: async () => {
          await notificationsHeld;
          return null;
        },
        housekeeping: async () => null,
      },
      {
        lanes: EMBEDDED_LANES,
        batchHandlers: {
          rounds: async (jobs, now) => {
            running++;
            mostAtOnce = Math.max(mostAtOnce, running);
            batchSizes.push(jobs.length);
            await new Promise((resolve) => setTimeout(resolve, 20));
            running--;
            roundsDone.push(...jobs.map((job) => String(job.payload.agencyId)));
            return jobs.map(() => new Date(now.getTime() + 7 * 24 * 3600_000));
          },
        },
      },
    );
    await ensureJob(db.sql, { key: 'notifications', kind: 'notifications', payload: {}, dueAt: time.now() });
    for (let n = 0; n < 300; n++) await db.sql.begin((tx) => armRoundsJob(tx, `agency-${n}`, time.now()));
    const pass = runner.runDue();
    // Every round is done while the notifications job is still running.
    await expect.poll(() => roundsDone.length, { timeout: 10_000 }).toBe(300);
    expect(new Set(roundsDone).size).toBe(300);
    expect(mostAtOnce).toBe(roundsLane!.concurrency);
    expect(Math.max(...batchSizes)).toBe(roundsLane!.batchSize);
    releaseNotifications();
    expect(await pass).toBe(301);
    // Each job's next run is recorded, in one statement per batch.
    const [timers] = await db.sql`
      select count(*)::int as armed, min(due_at) as due_at from scheduled_jobs
      where kind = 'rounds' and leased_until is null`;
    expect(timers).toEqual({ armed: 300, due_at: new Date('2026-03-09T08:00:00Z') });
    await runner.stop();
  });

  it('runs a failed batch again one job at a time: the job that fails is retried, the others are done', async () => {
    const time = clock();
    const single: string[] = [];
    const runner = runnerWith(
      time,
      {
        rounds: async (job, now) => {
          const agencyId = String(job.payload.agencyId);
          single.push(agencyId);
          if (agencyId === 'agency-poison') throw new Error('this agency cannot open');
          return new Date(now.getTime() + 3600_000);
        },
      },
      {
        lanes: EMBEDDED_LANES,
        batchHandlers: {
          rounds: async () => {
            throw new Error('this agency cannot open');
          },
        },
      },
    );
    for (const agencyId of ['agency-1', 'agency-poison', 'agency-2'])
      await db.sql.begin((tx) => armRoundsJob(tx, agencyId, time.now()));
    expect(await runner.runDue()).toBe(3);
    expect(single.sort()).toEqual(['agency-1', 'agency-2', 'agency-poison']);
    const jobs = await db.sql`select payload->>'agencyId' as agency, due_at, last_error from scheduled_jobs order by 1`;
    expect(jobs).toEqual([
      { agency: 'agency-1', due_at: new Date('2026-03-02T09:00:00Z'), last_error: null },
      { agency: 'agency-2', due_at: new Date('2026-03-02T09:00:00Z'), last_error: null },
      { agency: 'agency-poison', due_at: new Date('2026-03-02T08:01:00Z'), last_error: 'this agency cannot open' },
    ]);
    await runner.stop();
  });

  it("records a batch's outcomes at once: next due, finished, or due again if re-armed meanwhile", async () => {
    const time = clock();
    const alone: string[] = [];
    const runner = runnerWith(
      time,
      {
        rounds: async (job, now) => {
          alone.push(String(job.payload.agencyId));
          return new Date(now.getTime() + 7 * 24 * 3600_000);
        },
      },
      {
        lanes: [{ kinds: ['rounds'], concurrency: 1, batchSize: 3 }],
        batchHandlers: {
          rounds: async (jobs, now) => {
            // a3's schedule changes while the batch runs: the batch planned on the old one.
            await db.sql.begin((tx) => armRoundsJob(tx, 'a3', now));
            return jobs.map((job) => (job.payload.agencyId === 'a1' ? new Date(now.getTime() + 3600_000) : null));
          },
        },
      },
    );
    for (const agencyId of ['a1', 'a2', 'a3']) await db.sql.begin((tx) => armRoundsJob(tx, agencyId, time.now()));
    expect(await runner.runDue()).toBe(4);
    // a3 ran again at once, on its own, and planned a week ahead; a2 is finished (no timer).
    expect(alone).toEqual(['a3']);
    const jobs = await db.sql`select payload->>'agencyId' as agency, due_at from scheduled_jobs order by 1`;
    expect(jobs).toEqual([
      { agency: 'a1', due_at: new Date('2026-03-02T09:00:00Z') },
      { agency: 'a3', due_at: new Date('2026-03-09T08:00:00Z') },
    ]);
    await runner.stop();
  });

  it('runs a job again at once when it was re-armed while it ran (a schedule change mid-run)', async () => {
    const time = clock();
    let runs = 0;
    const runner = runnerWith(time, {
      rounds: async (job, now) => {
        runs++;
        // The schedule changes during the first run, which plans a week ahead on the old one.
        if (runs === 1) await db.sql.begin((tx) => armRoundsJob(tx, String(job.payload.agencyId), now));
        return new Date(now.getTime() + 7 * 24 * 3600_000);
      },
    });
    await db.sql.begin((tx) => armRoundsJob(tx, 'a1', time.now()));
    expect(await runner.runDue()).toBe(2);
    const [job] = await db.sql`select due_at from scheduled_jobs where job_key = ${roundsJobKey('a1')}`;
    expect(job!.due_at).toEqual(new Date('2026-03-09T08:00:00Z'));
    await runner.stop();
  });

  it('stops between jobs and hands back the ones it had not started', async () => {
    const time = clock();
    const ran: string[] = [];
    const runner: ReturnType<typeof startEmbeddedRunner> = runnerWith(time, {
      tick: async (job, now) => {
        ran.push(job.key);
        void runner.stop();
        return new Date(now.getTime() + 3600_000);
      },
    });
    await ensureJob(db.sql, { key: 'first', kind: 'tick', payload: {}, dueAt: new Date(time.now().getTime() - 1000) });
    await ensureJob(db.sql, { key: 'second', kind: 'tick', payload: {}, dueAt: time.now() });
    expect(await runner.runDue()).toBe(1);
    await runner.stop();
    expect(ran).toEqual(['first']);
    const [second] = await db.sql`select due_at, leased_until from scheduled_jobs where job_key = 'second'`;
    expect(second).toEqual({ due_at: time.now(), leased_until: null });
  });

  it('keeps an existing timer when the job is ensured again (a restart)', async () => {
    const time = clock();
    await ensureJob(db.sql, { key: 'tick', kind: 'tick', payload: {}, dueAt: new Date('2026-03-03T00:00:00Z') });
    await ensureJob(db.sql, { key: 'tick', kind: 'tick', payload: {}, dueAt: time.now() });
    const [job] = await db.sql`select due_at from scheduled_jobs`;
    expect(job!.due_at).toEqual(new Date('2026-03-03T00:00:00Z'));
  });

  it('runs a due job once even with two runners polling together', async () => {
    const time = clock();
    let runs = 0;
    const handlers = {
      tick: async (_job: unknown, now: Date) => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return new Date(now.getTime() + 3600_000);
      },
    };
    const first = runnerWith(time, handlers);
    const second = runnerWith(time, handlers);
    await ensureJob(db.sql, { key: 'tick', kind: 'tick', payload: {}, dueAt: time.now() });
    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    expect(runs).toBe(1);
    await first.stop();
    await second.stop();
  });

  it('retries a failed job a minute later and records the error', async () => {
    const time = clock();
    let attempts = 0;
    const runner = runnerWith(time, {
      tick: async () => {
        attempts++;
        if (attempts === 1) throw new Error('mail server down');
        return null;
      },
    });
    await ensureJob(db.sql, { key: 'once', kind: 'tick', payload: {}, dueAt: time.now() });
    await runner.runDue();
    const [failed] = await db.sql`select last_error, due_at from scheduled_jobs`;
    expect(failed).toMatchObject({ last_error: 'mail server down', due_at: new Date('2026-03-02T08:01:00Z') });
    time.advance(60_000);
    await runner.runDue();
    expect(attempts).toBe(2);
    expect(await db.sql`select * from scheduled_jobs`).toHaveLength(0);
    await runner.stop();
  });
});

import type { Sql } from '@hearth/platform/db';
import {
  comparePositions,
  type EventContent,
  type EventStore,
  type LogPosition,
} from '@hearth/platform/eventstore/port';
import { toPosition } from '@hearth/platform/projections/checkpoints';
import type { ProjectedEvent, Projector } from '@hearth/platform/projections/projector';
import { toProjectedEvent } from '@hearth/platform/projections/runner';

interface TableComparison {
  table: string;
  liveRows: number;
  replayedRows: number;
  differingRows: number;
  /** A few rows found on one side only, as JSON, so a reader sees what differs. */
  sample: { side: 'live only' | 'replay only'; row: Record<string, unknown> }[];
}

export interface ReplayReport {
  /** Events read from the log and applied to the rebuild. */
  events: number;
  /** Events the log holds up to the same position: equal to `events` unless the read lost some. */
  logEvents: number;
  seconds: number;
  eventsPerSecond: number;
  tables: TableComparison[];
  /** The live projectors had not reached the end of the replayed log, so a difference is expected. */
  liveBehind: boolean;
  equal: boolean;
}

export class ReplayStalled extends Error {}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const SAMPLE_ROWS = 5;

interface ReplayOptions {
  sql: Sql;
  eventStore: EventStore;
  projectors: Projector[];
  batchSize?: number;
  keepSchema?: boolean;
  waitForLiveMs?: number;
  waitForInFlightMs?: number;
}

/**
 * Rebuilds every read model from position 0 into fresh tables (a scratch schema shaped like the
 * live one) and compares them row for row with the live tables. The live read models are not
 * touched. Projectors write unqualified table names, so `search_path` points them at the copy.
 *
 * Three steps: **create the scratch tables**, **rebuild** them from the log up to the newest event
 * committed when the replay starts, and **compare** them with the live ones. Events held back behind a
 * transaction still in flight are waited for (up to `waitForInFlightMs`), never skipped; the number
 * read is checked against the log's own count up to the same position.
 *
 * Give it a pool of its own: each projector's worker holds one of its connections throughout.
 */
export async function replayProjections(options: ReplayOptions): Promise<ReplayReport & { schema: string }> {
  const { sql, eventStore, projectors } = options;
  const schema = `replay_${Date.now()}`;
  const tables = projectors.flatMap((projector) => projector.tables);
  for (const name of [schema, ...tables]) if (!IDENTIFIER.test(name)) throw new Error(`Unsafe identifier ${name}`);
  // Each projector's worker holds a connection while the batch it waits for is read on another.
  const needed = projectors.length + 1;
  if (sql.options.max < needed)
    throw new Error(
      `Replay needs ${needed} database connections (one per projector, one to read the log); ` +
        `its pool has ${sql.options.max}.`,
    );
  const head = await eventStore.lastPosition();
  await createScratchTables(sql, schema, tables);
  try {
    const started = performance.now();
    const events = head ? await rebuild(options, schema, head) : 0;
    const seconds = (performance.now() - started) / 1000;
    // Counted once every transaction the read waited for has finished, so the count is final.
    const logEvents = head ? await eventStore.countUpTo(head) : 0;
    const liveBehind = head ? !(await liveReached(sql, projectors, head, options.waitForLiveMs ?? 10_000)) : false;
    const comparisons: TableComparison[] = [];
    for (const table of tables) comparisons.push(await compareTable(sql, schema, table));
    return {
      schema,
      events,
      logEvents,
      seconds,
      eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : events,
      tables: comparisons,
      liveBehind,
      equal: events === logEvents && !liveBehind && comparisons.every((table) => table.differingRows === 0),
    };
  } finally {
    if (!options.keepSchema) await sql.unsafe(`drop schema ${schema} cascade`);
  }
}

/** Unlogged: the rebuild is a scratch copy, compared and dropped, so it skips the write-ahead log. */
async function createScratchTables(sql: Sql, schema: string, tables: string[]): Promise<void> {
  await sql.unsafe(`create schema ${schema}`);
  for (const table of tables)
    await sql.unsafe(`create unlogged table ${schema}.${table} (like public.${table} including all)`);
}

interface LogBatch {
  count: number;
  last: LogPosition | null;
  projected: ProjectedEvent[];
}

/** One read of the log: the events up to the head, and those the projectors take. */
async function readBatch(
  eventStore: EventStore,
  head: LogPosition,
  after: LogPosition | null,
  batchSize: number,
): Promise<LogBatch> {
  const all = await eventStore.readAllContent({ after, maxCount: batchSize });
  const batch: EventContent[] = all.filter((event) => comparePositions(event.position, head) <= 0);
  return {
    count: batch.length,
    last: batch.at(-1)?.position ?? null,
    projected: batch.map(toProjectedEvent).filter((event) => event !== null),
  };
}

/**
 * The rebuild, up to `head`; answers the number of events read. Each projector writes only its own
 * tables, so each takes the batches in log order in transactions of its own (`applyInTurn`), side by
 * side with the others. A pipeline keeps Node and PostgreSQL both at work: the next batch is read and
 * parsed, and handed to the projectors, while they still apply the one before (at most two batches in
 * hand). A failure drops the whole rebuild, once no transaction of it is left running.
 */
async function rebuild(options: ReplayOptions, schema: string, head: LogPosition): Promise<number> {
  const { sql, eventStore, projectors } = options;
  const read = (after: LogPosition | null): Promise<LogBatch> =>
    awaitedLater(readBatch(eventStore, head, after, options.batchSize ?? 5000));
  const inboxes = projectors.map(() => inbox());
  const workers = projectors.map((projector, index) =>
    awaitedLater(applyInTurn(sql, schema, projector, inboxes[index]!)),
  );
  // A worker settles before the end only by failing: that failure is the replay's.
  const failure = awaitedLater(Promise.race(workers).then(() => new Promise<never>(() => undefined)));
  const inFlight = new InFlightWait(options.waitForInFlightMs ?? 120_000);
  let events = 0;
  let after: LogPosition | null = null;
  let previousBatch: Promise<unknown> = Promise.resolve();
  let reading: Promise<LogBatch> | null = read(null);
  try {
    while (reading && (after === null || comparePositions(after, head) < 0)) {
      const batch: LogBatch = await reading;
      const { count, last, projected } = batch;
      if (!last) {
        // Events up to the head exist but sit behind a transaction still in flight: wait for it.
        // Meanwhile the batch before must finish: its failure, or any worker's, is the replay's, not a stall.
        inFlight.check(events);
        await Promise.race([failure, Promise.all([previousBatch, sleep(20)])]);
        reading = read(after);
        continue;
      }
      inFlight.reset();
      reading = comparePositions(last, head) < 0 ? read(last) : null;
      const batchApplied = awaitedLater(Promise.race([Promise.all(inboxes.map((box) => box.put(projected))), failure]));
      await previousBatch;
      previousBatch = batchApplied;
      events += count;
      after = last;
    }
    await previousBatch;
    for (const box of inboxes) box.end();
    await Promise.all(workers);
    return events;
  } catch (error) {
    for (const box of inboxes) box.end();
    await Promise.allSettled([...workers, reading]);
    throw error;
  }
}

/** How long the rebuild has waited for events held back by a transaction in flight; past the limit, a stall. */
class InFlightWait {
  #since: number | null = null;

  constructor(private readonly limitMs: number) {}

  check(events: number): void {
    this.#since ??= performance.now();
    if (performance.now() - this.#since <= this.limitMs) return;
    throw new ReplayStalled(
      `Replay read ${events} events: the rest wait behind a transaction of this database that has ` +
        `been running for over ${Math.round(this.limitMs / 1000)} s. Let it finish, then run the replay again.`,
    );
  }

  reset(): void {
    this.#since = null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A projector of the rebuild applies up to 20 batches in one transaction, for at most a quarter of
 * a second. Each begin and commit waits for Node, often busy parsing the next batch; with a
 * transaction per batch, the answers projector, the slowest, spent about a quarter of the replay
 * waiting so. The bound in time keeps short the moments when the rebuild's open transaction holds
 * back the live app's reading of the log, which waits for the oldest transaction in flight (ADR 070).
 */
const BATCHES_PER_TRANSACTION = 20;
const TRANSACTION_MS = 250;

/**
 * One projector's part of the rebuild: the batches handed to it, in order, several to a transaction.
 * A transaction is opened before its first batch arrives, while that batch is still being read.
 * Ends once its inbox has ended.
 */
async function applyInTurn(sql: Sql, schema: string, projector: Projector, box: Inbox): Promise<void> {
  for (let more = true; more; ) {
    await sql.begin(async (tx) => {
      // The rebuild's tables only: were the scratch schema gone, a write fails rather than land in
      // a live table.
      await tx.unsafe(`set local search_path to ${schema}`);
      const began = performance.now();
      for (let n = 0; n < BATCHES_PER_TRANSACTION && more && performance.now() - began < TRANSACTION_MS; n++) {
        const batch = await box.take();
        if (batch) {
          await projector.apply(tx, batch.events);
          batch.applied();
        } else more = false;
      }
    });
  }
}

interface Batch {
  events: ProjectedEvent[];
  applied(): void;
}

type Inbox = ReturnType<typeof inbox>;

/** The batches waiting for one projector: `put` resolves once it has applied the batch. */
function inbox() {
  const waiting: (Batch | null)[] = [];
  let wake: (() => void) | null = null;
  const push = (batch: Batch | null) => {
    waiting.push(batch);
    wake?.();
    wake = null;
  };
  return {
    put(events: ProjectedEvent[]): Promise<void> {
      return new Promise((applied) => push({ events, applied }));
    },
    /** No batch after this one: batches not yet taken are dropped, and the worker ends. */
    end() {
      waiting.length = 0;
      push(null);
    },
    async take(): Promise<Batch | null> {
      while (waiting.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return waiting.shift()!;
    },
  };
}

/**
 * A promise awaited only after other awaits: its failure is not reported as unhandled meanwhile (it
 * still rejects where it is awaited).
 */
function awaitedLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function liveReached(sql: Sql, projectors: Projector[], head: LogPosition, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = await sql<{ projector: string; commit_position: bigint; prepare_position: bigint }[]>`
      select projector, commit_position, prepare_position from projection_checkpoints
      where projector in ${sql(projectors.map((projector) => projector.name))}`;
    const reached =
      rows.length === projectors.length &&
      rows.every((row) => {
        const position = toPosition(row);
        return position !== null && comparePositions(position, head) >= 0;
      });
    if (reached || Date.now() > deadline) return reached;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function compareTable(sql: Sql, schema: string, table: string): Promise<TableComparison> {
  const liveOnly = `select * from public.${table} except all select * from ${schema}.${table}`;
  const replayOnly = `select * from ${schema}.${table} except all select * from public.${table}`;
  const [row] = await sql.unsafe<{ live: number; replayed: number; differing: number }[]>(`
    select
      (select count(*)::int from public.${table}) as live,
      (select count(*)::int from ${schema}.${table}) as replayed,
      (select count(*)::int from ((${liveOnly}) union all (${replayOnly})) as differences) as differing`);
  const sample: TableComparison['sample'] = [];
  if (row!.differing > 0) {
    const rows = await sql.unsafe<{ side: 'live only' | 'replay only'; row: Record<string, unknown> }[]>(`
      (select 'live only' as side, to_jsonb(difference) as row
       from (${liveOnly}) as difference limit ${SAMPLE_ROWS})
      union all
      (select 'replay only' as side, to_jsonb(difference) as row
       from (${replayOnly}) as difference limit ${SAMPLE_ROWS})`);
    sample.push(...rows.map(({ side, row: values }) => ({ side, row: values })));
  }
  return { table, liveRows: row!.live, replayedRows: row!.replayed, differingRows: row!.differing, sample };
}

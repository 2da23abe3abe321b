import type { Sql } from '@hearth/api/platform/db';
import { type EventStore, type LogPosition, type RecordedEvent, comparePositions } from '@hearth/api/platform/eventstore/port';
import { toPosition } from './checkpoints';
import type { Projector } from './projector';
import { toProjectedEvent } from './runner';

export interface TableComparison {
  table: string;
  liveRows: number;
  replayedRows: number;
  differingRows: number;
}

export interface ReplayReport {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  tables: TableComparison[];
  /** The live projectors had not reached the end of the replayed log, so a difference is expected. */
  liveBehind: boolean;
  equal: boolean;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * Rebuilds every read model from position 0 into fresh tables (a scratch schema shaped like the
 * live one) and compares them row for row with the live tables. The live read models are not
 * touched. Projectors write unqualified table names, so `search_path` points them at the copy.
 */
export async function replayProjections(options: {
  sql: Sql;
  eventStore: EventStore;
  projectors: Projector[];
  batchSize?: number;
  keepSchema?: boolean;
  waitForLiveMs?: number;
}): Promise<ReplayReport & { schema: string }> {
  const { sql, eventStore, projectors } = options;
  const schema = `replay_${Date.now()}`;
  const tables = projectors.flatMap((projector) => projector.tables);
  for (const name of [schema, ...tables]) if (!IDENTIFIER.test(name)) throw new Error(`Unsafe identifier ${name}`);

  const head = await eventStore.lastPosition();
  await sql.unsafe(`create schema ${schema}`);
  try {
    for (const table of tables) await sql.unsafe(`create table ${schema}.${table} (like public.${table} including all)`);

    const started = performance.now();
    let events = 0;
    let after: LogPosition | null = null;
    const read = async (from: LogPosition | null) => {
      const batch: RecordedEvent[] = head ? (await eventStore.readAll({ after: from, maxCount: options.batchSize ?? 5000 })).filter((event) => comparePositions(event.position, head) <= 0) : [];
      return { count: batch.length, last: batch.at(-1)?.position ?? null, projected: batch.map(toProjectedEvent).filter((event) => event !== null) };
    };
    // The next batch is read and parsed while the current one is applied: a pipeline in which
    // PostgreSQL writes and Node parses at the same time.
    let reading = read(null);
    while (head && (after === null || comparePositions(after, head) < 0)) {
      const { count, last, projected } = await reading;
      if (!last) {
        // Events up to the head exist but sit behind a transaction still running: wait for it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        reading = read(after);
        continue;
      }
      if (comparePositions(last, head) < 0) reading = read(last);
      await sql.begin(async (tx) => {
        await tx.unsafe(`set local search_path to ${schema}, public`);
        for (const projector of projectors) await projector.apply(tx, projected);
      });
      events += count;
      after = last;
    }
    const seconds = (performance.now() - started) / 1000;

    const liveBehind = head ? !(await liveReached(sql, projectors, head, options.waitForLiveMs ?? 10_000)) : false;
    const comparisons: TableComparison[] = [];
    for (const table of tables) comparisons.push(await compareTable(sql, schema, table));
    return {
      schema,
      events,
      seconds,
      eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : events,
      tables: comparisons,
      liveBehind,
      equal: !liveBehind && comparisons.every((table) => table.differingRows === 0),
    };
  } finally {
    if (!options.keepSchema) await sql.unsafe(`drop schema ${schema} cascade`);
  }
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
  const [row] = await sql.unsafe<{ live: number; replayed: number; differing: number }[]>(`
    select
      (select count(*)::int from public.${table}) as live,
      (select count(*)::int from ${schema}.${table}) as replayed,
      (select count(*)::int from (
        (select * from public.${table} except all select * from ${schema}.${table})
        union all
        (select * from ${schema}.${table} except all select * from public.${table})
      ) as differences) as differing`);
  return { table, liveRows: row!.live, replayedRows: row!.replayed, differingRows: row!.differing };
}

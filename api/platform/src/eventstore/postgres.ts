import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { type Fragment, isUniqueViolation, type Sql, type TransactionSql } from '../db';
import { type ChainHead, chainHead, chainNewEvents } from './hash-chain';
import { pollingSubscription } from './polling-subscription';
import {
  type AppendResult,
  assertAppendFits,
  type EventContent,
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from './port';

const CHANNEL = 'hearth_events';
const KNOWN_HEADS = 10_000;

/**
 * The first transaction id whose events may not all be readable yet: the oldest transaction still
 * in flight that could append to this table. Transaction ids are shared by every database of the
 * server, so a transaction known to run in another database is skipped — it cannot write here, and
 * waiting for it would stall every reader behind, say, a long report in a neighbouring database.
 * One whose database is unknown (already finished, or hidden from this role) is waited for.
 * Transaction ids compare as numbers (`xid8`), never as text.
 */
function readableHorizon(sql: Sql) {
  return sql`(
    select least(pg_snapshot_xmax(snapshot), (
      select min(running) from pg_snapshot_xip(snapshot) as running
      where not exists (
        select 1 from pg_stat_activity activity
        where activity.backend_xid = running::xid and activity.datname <> current_database())))
    from pg_current_snapshot() as snapshot)`;
}

function afterPosition(sql: Sql, after: LogPosition | null | undefined) {
  return after
    ? sql`(transaction_id, global_position) > (${after.commit.toString()}::xid8, ${after.prepare}) and`
    : sql``;
}

interface ContentRow {
  stream_name: string;
  event_type: string;
  data: unknown;
  metadata: unknown;
  transaction_id: string;
  global_position: bigint;
}

interface EventRow extends ContentRow {
  event_id: string;
  stream_revision: bigint;
  recorded_at: Date;
  previous_hash: string | null;
  hash: string | null;
}

/**
 * The embedded event store: one `events` table (migration 001). Sequence values commit out of
 * order, so `$all` is read in (transaction id, position) order and only up to the oldest
 * transaction of this database still running (`readableHorizon`): an event whose transaction
 * commits after a later-numbered one is never skipped. See docs/decisions/002-event-store.md.
 */
/**
 * `maxAppendBytes` (none by default: PostgreSQL takes any size) lets tests hold this store to the
 * limit KurrentDB has, so the code that splits a large change is tested here too.
 */
export function createPostgresEventStore(
  sql: Sql,
  options: { pollIntervalMs?: number; maxAppendBytes?: number } = {},
): EventStore {
  const wakeups = new Set<() => void>();
  let listening: Promise<postgres.ListenMeta> | null = null;

  function onAppend(wake: () => void): () => void {
    listening ??= sql.listen(CHANNEL, () => {
      for (const listener of wakeups) listener();
    });
    wakeups.add(wake);
    return () => wakeups.delete(wake);
  }

  /**
   * The heads of streams lately read or written here, so that the usual load → decide → append
   * needs no second read of the stream's head. Bounded: the oldest entry goes first.
   */
  const heads = new Map<string, ChainHead>();
  function remember(streamName: string, head: ChainHead) {
    heads.delete(streamName);
    heads.set(streamName, head);
    if (heads.size > KNOWN_HEADS) heads.delete(heads.keys().next().value!);
  }

  async function readHead(streamName: string): Promise<ChainHead | null> {
    const [row] = await sql<EventRow[]>`
      select ${eventColumns(sql)} from events where stream_name = ${streamName}
      order by stream_revision desc limit 1`;
    return row ? chainHead(toRecorded(row)) : null;
  }

  /** Up to `maxCount` rows of `$all` after `after`, in log order, with the columns asked for. */
  function readLog<Row extends ContentRow>(columns: Fragment, after: LogPosition | null | undefined, maxCount: number) {
    return sql<Row[]>`
      select ${columns} from events
      where ${afterPosition(sql, after)}
        transaction_id < ${readableHorizon(sql)}
      order by events.transaction_id, events.global_position
      limit ${maxCount}`;
  }

  async function readAll({ after, maxCount }: { after?: LogPosition | null; maxCount: number }) {
    return (await readLog<EventRow>(eventColumns(sql), after, maxCount)).map(toRecorded);
  }

  async function readAllContent({ after, maxCount }: { after?: LogPosition | null; maxCount: number }) {
    // Without the id, time and hashes: replay reads hundreds of thousands of rows, and those columns
    // were a third of its reading time.
    return (await readLog<ContentRow>(contentColumns(sql), after, maxCount)).map(toContent);
  }

  const store: EventStore = {
    maxAppendBytes: options.maxAppendBytes ?? null,

    async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
      if (events.length === 0) throw new Error('append needs at least one event');
      assertAppendFits(store, streamName, events);
      // The head the new events link to: none for a new stream, the one this store last saw when the
      // caller expects that revision (an event never changes, so its hash is still right), else read.
      const known = heads.get(streamName);
      const head =
        expected === 'no_stream' ? null : known && known.revision === expected ? known : await readHead(streamName);
      const actual = head?.revision ?? null;
      if (!matches(expected, actual)) throw new WrongExpectedRevisionError(streamName, expected, actual ?? 'no_stream');
      const rows = chainNewEvents(streamName, head, events).map((event) => ({
        event_id: randomUUID(),
        stream_name: streamName,
        stream_revision: event.revision,
        event_type: event.type,
        data: sql.json(event.data as postgres.JSONValue),
        metadata: sql.json(event.metadata as postgres.JSONValue),
        previous_hash: event.previousHash,
        hash: event.hash,
      }));
      try {
        // One statement, so one round trip and one commit. If another append took the revision since
        // the head was seen, the unique (stream, revision) key refuses this one whole.
        const written = await sql<{ global_position: bigint; transaction_id: string }[]>`
          with written as (insert into events ${sql(rows)} returning global_position, transaction_id)
          select global_position, transaction_id::text as transaction_id, pg_notify(${CHANNEL}, '')::text as notified
          from written order by global_position`;
        const last = written.at(-1)!;
        remember(streamName, { revision: rows.at(-1)!.stream_revision, hash: rows.at(-1)!.hash });
        return {
          nextExpectedRevision: rows.at(-1)!.stream_revision,
          position: { commit: BigInt(last.transaction_id), prepare: last.global_position },
        };
      } catch (error) {
        heads.delete(streamName);
        if (isRevisionRace(error)) throw new WrongExpectedRevisionError(streamName, expected, 'no_stream');
        throw error;
      }
    },

    async readStream(streamName: string): Promise<RecordedEvent[]> {
      const rows = await sql<EventRow[]>`
        select ${eventColumns(sql)} from events
        where stream_name = ${streamName} order by stream_revision`;
      const recorded = rows.map(toRecorded);
      const last = recorded.at(-1);
      if (last) remember(streamName, chainHead(last));
      return recorded;
    },

    readAll,
    readAllContent,

    async lastPosition() {
      // Every committed event, also those still held back behind a transaction in flight.
      const [row] = await sql<{ transaction_id: string; global_position: bigint }[]>`
        select transaction_id::text as transaction_id, global_position from events
        order by events.transaction_id desc, events.global_position desc
        limit 1`;
      return row ? { commit: BigInt(row.transaction_id), prepare: row.global_position } : null;
    },

    async countUpTo(position) {
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from events
        where (transaction_id, global_position) <= (${position.commit.toString()}::xid8, ${position.prepare})`;
      return row?.count ?? 0;
    },

    subscribeToAll(subscribeOptions) {
      return pollingSubscription({
        ...subscribeOptions,
        readAll: readAllContent,
        onAppend,
        pollIntervalMs: options.pollIntervalMs ?? 50,
      });
    },

    async identity() {
      // The checkpoints live in the same database as this table: its name says it all.
      return 'postgres:events';
    },

    async close() {
      wakeups.clear();
      if (listening) await (await listening).unlisten();
      listening = null;
    },
  };
  return store;
}

function eventColumns(sql: Sql | TransactionSql) {
  return sql`${contentColumns(sql)}, event_id, stream_revision, recorded_at, previous_hash, hash`;
}

function matches(expected: ExpectedRevision, actual: bigint | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return actual === null;
  return actual === expected;
}

/** Two appends that read the same head both try to write the next revision; one loses here. */
function isRevisionRace(error: unknown): boolean {
  return isUniqueViolation(error, 'events_stream_revision_key');
}

function contentColumns(sql: Sql | TransactionSql) {
  return sql`stream_name, event_type, data, metadata, transaction_id::text as transaction_id, global_position`;
}

function toContent(row: ContentRow): EventContent {
  return {
    streamName: row.stream_name,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    position: { commit: BigInt(row.transaction_id), prepare: row.global_position },
  };
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    ...toContent(row),
    id: row.event_id,
    revision: row.stream_revision,
    recordedAt: row.recorded_at,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

/**
 * The event store port (docs/architecture.md): append with an expected revision, read one stream,
 * read and subscribe to the whole log (`$all`) in commit order. Two adapters implement it —
 * PostgreSQL (embedded default) and EventStoreDB (`EVENTSTORE_URL`) — and both pass the one
 * contract suite in `api/platform/test/eventstore/contract.ts`.
 */

/** `no_stream`: the stream must not exist yet; `any`: no check; a number: the last revision. */
export type ExpectedRevision = bigint | 'no_stream' | 'any';

/**
 * A place in `$all`. Both stores order the log by a pair: EventStoreDB by (commit, prepare),
 * the PostgreSQL store by (appending transaction id, global position). Compare with
 * `comparePositions`, never by one field alone.
 */
export interface LogPosition {
  commit: bigint;
  prepare: bigint;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: unknown;
}

export interface RecordedEvent {
  id: string;
  streamName: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  position: LogPosition;
  recordedAt: Date;
  /** The hash of the stream's previous event (null for the first), and this event's own (hash-chain.ts). */
  previousHash: string | null;
  /** Null only for events written before the hash chain existed. */
  hash: string | null;
}

/**
 * What read models need of an event: its stream, type, data, metadata and place in the log. Replay
 * and subscriptions read the log in this shape, without the id, time and hashes they would only
 * throw away.
 */
export type EventContent = Pick<RecordedEvent, 'streamName' | 'type' | 'data' | 'metadata' | 'position'>;

export interface AppendResult {
  /** Revision of the last event written; pass it as the next expected revision. */
  nextExpectedRevision: bigint;
  /** Position of the last event written; read models that reached it include this append. */
  position: LogPosition;
}

export interface Subscription {
  /** Resolves once the subscription has stopped and no batch is being handled. */
  stop(): Promise<void>;
  /** Rejects if the subscription stopped on an error (a failing handler or a lost store). */
  readonly done: Promise<void>;
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position; null or absent means from the start. */
  after?: LogPosition | null;
  maxBatchSize?: number;
  /** Called with each batch in log order; the next batch waits until it resolves. */
  onBatch(events: EventContent[]): Promise<void>;
}

export interface EventStore {
  /**
   * The largest append this store takes, in bytes as `appendSize` counts them, or null for no limit.
   * KurrentDB refuses a write over 1 MiB; a bigger change goes in several appends (a round close:
   * docs/survey-rounds.md). An append over the limit is refused whole with `AppendTooLargeError`.
   */
  readonly maxAppendBytes: number | null;
  append(streamName: string, events: NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult>;
  /** Every event of a stream in revision order; an unknown stream reads as empty. */
  readStream(streamName: string): Promise<RecordedEvent[]>;
  /** Up to `maxCount` events of `$all` strictly after `after`, in log order (system events skipped). */
  readAll(options: { after?: LogPosition | null; maxCount: number }): Promise<RecordedEvent[]>;
  /** The same events as `readAll`, with only what read models need of each. */
  readAllContent(options: { after?: LogPosition | null; maxCount: number }): Promise<EventContent[]>;
  /**
   * Position of the newest event written to `$all` so far, or null when the log is empty.
   * `readAll` may not reach it at once: events of transactions still in flight come first.
   */
  lastPosition(): Promise<LogPosition | null>;
  /** How many events `$all` holds up to and including `position` (system events not counted). */
  countUpTo(position: LogPosition): Promise<number>;
  subscribeToAll(options: SubscribeOptions): Subscription;
  /**
   * Names this store, the same every time and different for another store: the PostgreSQL
   * `events` table of this database, or an EventStoreDB database (by its first record's id).
   * Checkpoints record it (start-up-check.ts).
   */
  identity(): Promise<string>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamName} is at revision ${String(actual)}, expected ${String(expected)}`);
  }
}

export class AppendTooLargeError extends Error {
  constructor(
    readonly streamName: string,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`An append of ${bytes} bytes to ${streamName} is over the store's limit of ${maxBytes} bytes`);
  }
}

/**
 * Room each event takes beyond its type, data and metadata: its id, the hash chain the store adds
 * to its metadata (two SHA-256 hex strings and their keys) and the store's own framing.
 */
const EVENT_ENVELOPE_BYTES = 256;

/** The size of an append as both stores count it against `maxAppendBytes`. */
export function appendSize(events: NewEvent[]): number {
  let bytes = 0;
  for (const event of events) {
    bytes += EVENT_ENVELOPE_BYTES + Buffer.byteLength(event.type);
    bytes += Buffer.byteLength(JSON.stringify(event.data ?? null));
    bytes += Buffer.byteLength(JSON.stringify(event.metadata ?? null));
  }
  return bytes;
}

/** Refuses an append over the store's limit before anything is written. */
export function assertAppendFits(store: Pick<EventStore, 'maxAppendBytes'>, streamName: string, events: NewEvent[]) {
  if (store.maxAppendBytes === null) return;
  const bytes = appendSize(events);
  if (bytes > store.maxAppendBytes) throw new AppendTooLargeError(streamName, bytes, store.maxAppendBytes);
}

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type ResolvedEvent,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { chainHead, chainNewEvents } from './hash-chain';
import {
  assertAppendFits,
  comparePositions,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './port';

const FLUSH_AFTER_MS = 10;
/**
 * KurrentDB refuses an append over `MaxAppendSize` (1 MiB by default), counted as the protobuf size
 * of the proposed events; `appendSize` counts more than that for the same events, and this stays a
 * little under the default besides.
 */
const MAX_APPEND_BYTES = 1_000_000;
const ANY_ATTEMPTS = 5;
/** Where the hash chain travels in an event's metadata; readers get the metadata without it. */
const CHAIN_KEY = 'hearthChain';

/**
 * The production event store: EventStoreDB (or KurrentDB) through `@eventstore/db-client`,
 * selected by `EVENTSTORE_URL`. `$all` positions are EventStoreDB's own (commit, prepare) pair.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

  async function readHead(streamName: string): Promise<RecordedEvent | null> {
    try {
      for await (const resolved of client.readStream(streamName, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        return toRecorded(resolved);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return null;
  }

  async function readAll({ after, maxCount }: { after?: LogPosition | null; maxCount: number }) {
    const events: RecordedEvent[] = [];
    const read = client.readAll({
      direction: FORWARDS,
      fromPosition: after ?? START,
      maxCount: Number.MAX_SAFE_INTEGER,
    });
    for await (const resolved of read) {
      const event = toRecorded(resolved);
      if (!event || (after && comparePositions(event.position, after) <= 0)) continue;
      events.push(event);
      if (events.length >= maxCount) break;
    }
    return events;
  }

  const store: EventStore = {
    maxAppendBytes: MAX_APPEND_BYTES,

    async append(streamName, events, expected) {
      assertAppendFits(store, streamName, events);
      for (let attempt = 1; ; attempt++) {
        // The chain needs the stream's last event; the append then expects exactly that revision,
        // so nothing can slip in between the hash it names and the event it follows.
        const head = await readHead(streamName);
        const actual = head?.revision ?? null;
        if (expected !== 'any' && !matches(expected, actual))
          throw new WrongExpectedRevisionError(streamName, expected, actual ?? 'no_stream');
        const linked = chainNewEvents(streamName, head && chainHead(head), events);
        try {
          const result = await client.appendToStream(
            streamName,
            linked.map((event) =>
              jsonEvent({
                type: event.type,
                data: event.data as JSONType,
                metadata: {
                  ...(event.metadata as Record<string, unknown>),
                  [CHAIN_KEY]: { previousHash: event.previousHash, hash: event.hash },
                } as JSONType,
              }),
            ),
            { expectedRevision: actual ?? NO_STREAM },
          );
          if (!result.position) throw new Error('EventStoreDB did not return a position for the append');
          return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
        } catch (error) {
          if (!(error instanceof WrongExpectedVersionError)) throw error;
          // With `any` the caller does not mind what came first: chain onto the new head and try again.
          if (expected === 'any' && attempt < ANY_ATTEMPTS) continue;
          const current = error.actualVersion;
          throw new WrongExpectedRevisionError(
            streamName,
            expected,
            typeof current === 'bigint' ? current : 'no_stream',
          );
        }
      }
    },

    async readStream(streamName) {
      const events: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamName, { direction: FORWARDS, fromRevision: START })) {
          const event = toRecorded(resolved);
          if (event) events.push(event);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    readAll,
    // KurrentDB sends every event whole: the content is the recorded event itself.
    readAllContent: readAll,

    async lastPosition() {
      // Backwards from the end until the first event of ours: system events may fill the tail.
      for await (const resolved of client.readAll({
        direction: BACKWARDS,
        fromPosition: END,
        maxCount: Number.MAX_SAFE_INTEGER,
      })) {
        const event = toRecorded(resolved);
        if (event) return event.position;
      }
      return null;
    },

    async countUpTo(position) {
      let count = 0;
      for await (const resolved of client.readAll({
        direction: FORWARDS,
        fromPosition: START,
        maxCount: Number.MAX_SAFE_INTEGER,
      })) {
        const event = toRecorded(resolved);
        if (!event) continue;
        if (comparePositions(event.position, position) > 0) break;
        count++;
      }
      return count;
    },

    subscribeToAll({ after, onBatch, maxBatchSize = 500 }): Subscription {
      const subscription = client.subscribeToAll({
        fromPosition: after ?? START,
        filter: excludeSystemEvents(),
      });
      let stopped = false;

      async function run() {
        try {
          await deliver();
        } finally {
          // Closed on every way out, a failing handler or a lost connection included: never left open.
          await subscription.unsubscribe().catch(() => undefined);
        }
      }

      async function deliver() {
        const iterator = subscription[Symbol.asyncIterator]();
        let batch: RecordedEvent[] = [];
        let next = iterator.next();
        while (!stopped) {
          const result =
            batch.length === 0
              ? await next
              : await Promise.race([
                  next,
                  new Promise<'flush'>((resolve) => setTimeout(resolve, FLUSH_AFTER_MS, 'flush')),
                ]);
          if (result === 'flush') {
            await onBatch(batch);
            batch = [];
            continue;
          }
          if (result.done) break;
          next = iterator.next();
          const event = toRecorded(result.value);
          if (event) batch.push(event);
          if (batch.length >= maxBatchSize) {
            await onBatch(batch);
            batch = [];
          }
        }
        if (batch.length > 0 && !stopped) await onBatch(batch);
      }

      const done = run();
      return {
        done,
        async stop() {
          stopped = true;
          await subscription.unsubscribe().catch(() => undefined);
          await done.catch(() => undefined);
        },
      };
    },

    async identity() {
      // The database's very first record (a system record written when it was created) is unique to it.
      for await (const resolved of client.readAll({ direction: FORWARDS, fromPosition: START, maxCount: 1 })) {
        if (resolved.event) return `eventstoredb:${resolved.event.id}`;
      }
      throw new Error('EventStoreDB returned no record to identify the database by');
    },

    async close() {
      await client.dispose();
    },
  };
  return store;
}

function matches(expected: bigint | 'no_stream', actual: bigint | null): boolean {
  return expected === 'no_stream' ? actual === null : actual === expected;
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$') || !event.position) return null;
  const { [CHAIN_KEY]: chain, ...metadata } = (event.metadata ?? {}) as Record<string, unknown>;
  const links = (chain ?? {}) as { previousHash?: string | null; hash?: string | null };
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata,
    position: event.position,
    recordedAt: event.created,
    previousHash: links.previousHash ?? null,
    hash: links.hash ?? null,
  };
}

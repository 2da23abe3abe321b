import {
  type AllStreamResolvedEvent,
  ANY,
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
import {
  comparePositions,
  type EventStore,
  type ExpectedRevision,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
  WrongExpectedRevisionError,
} from './port';

const FLUSH_AFTER_MS = 10;

/**
 * The production event store: EventStoreDB (or KurrentDB) through `@eventstore/db-client`,
 * selected by `EVENTSTORE_URL`. `$all` positions are EventStoreDB's own (commit, prepare) pair.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);

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

  return {
    async append(streamName, events, expected) {
      try {
        const result = await client.appendToStream(
          streamName,
          events.map((event) =>
            jsonEvent({ type: event.type, data: event.data as JSONType, metadata: event.metadata as JSONType }),
          ),
          { expectedRevision: toExpected(expected) },
        );
        if (!result.position) throw new Error('EventStoreDB did not return a position for the append');
        return { nextExpectedRevision: result.nextExpectedRevision, position: result.position };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion;
          throw new WrongExpectedRevisionError(streamName, expected, typeof actual === 'bigint' ? actual : 'no_stream');
        }
        throw error;
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

    async close() {
      await client.dispose();
    },
  };
}

function toExpected(expected: ExpectedRevision) {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return expected;
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$') || !event.position) return null;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    type: event.type,
    data: event.data,
    metadata: event.metadata ?? {},
    position: event.position,
    recordedAt: event.created,
  };
}
